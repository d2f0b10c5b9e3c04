import { routeHandlers } from "@/lib/api/route-handler";
import { metricsResponse } from "@/lib/operations/metrics-endpoint";

// Read per request: the figures are this instance's, now.
export const dynamic = "force-dynamic";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** This instance's metrics in Prometheus's text format, for METRICS_TOKEN or a signed-in operator. */
  GET: (request) => metricsResponse(request),
});
