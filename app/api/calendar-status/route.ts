import { statusAudience } from "@/lib/auth/require-staff";
import { calendarStatus } from "@/lib/status/integration-status";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async GET() {
    const audience = await statusAudience();
    return Response.json(await calendarStatus(audience), { headers: { "Cache-Control": "no-store" } });
  },
});
