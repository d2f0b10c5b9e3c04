import { statusAudience } from "@/lib/auth/require-staff";
import { operationsStatus } from "@/lib/status/operations";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  // Operators only, like the status pages.
  async GET() {
    // Open without a staff sign-in, and then without anything that names a customer.
    const audience = await statusAudience();
    return Response.json(await operationsStatus(audience), { headers: { "Cache-Control": "no-store" } });
  },
});
