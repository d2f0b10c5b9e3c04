import { healthReport } from "@/lib/status/health";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * For load balancers and monitoring: 200 while this instance can take traffic (its database
   * answers), 503 when it cannot. Counts only; nothing about customers or secrets.
   */
  async GET() {
    const report = await healthReport();
    return Response.json(report, {
      status: report.status === "ok" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  },
});
