import { requireStatusViewer } from "@/lib/auth/require-staff";
import { operationsStatus } from "@/lib/status/operations";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  // Operators only, like the status pages.
  async GET() {
    await requireStatusViewer();
    return Response.json(await operationsStatus(), { headers: { "Cache-Control": "no-store" } });
  },
});
