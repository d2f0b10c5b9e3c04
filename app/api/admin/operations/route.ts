import { operationsStatus } from "@/lib/status/operations";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  // Behind STATUS_PASSWORD like the status pages (proxy.ts).
  async GET() {
    return Response.json(await operationsStatus(), { headers: { "Cache-Control": "no-store" } });
  },
});
