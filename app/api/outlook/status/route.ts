import { statusAudience } from "@/lib/auth/require-staff";
import { outlookStatus } from "@/lib/status/integration-status";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET() {
    const audience = await statusAudience();
    return Response.json(await outlookStatus(audience), { headers: { "Cache-Control": "no-store" } });
  },
});
