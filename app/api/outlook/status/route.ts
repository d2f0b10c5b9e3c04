import { statusAuthFailure } from "@/lib/api/status-auth";
import { outlookStatus } from "@/lib/status/integration-status";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET(request: Request) {
    const denied = statusAuthFailure(request.headers.get("authorization"));
    if (denied) return denied;
    return Response.json(await outlookStatus(), { headers: { "Cache-Control": "no-store" } });
  },
});
