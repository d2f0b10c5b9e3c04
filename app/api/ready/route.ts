import { routeHandlers } from "@/lib/api/route-handler";
import { readiness } from "@/lib/operations/readiness";

export const dynamic = "force-dynamic";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * For the proxy's health check, every second or so: 200 while this instance takes traffic, 503
   * from the moment it starts shutting down or when its database does not answer. Cheaper than
   * /api/health (no queue figures), and nothing about customers.
   */
  async GET() {
    const ready = await readiness();
    return Response.json(ready, {
      status: ready.status === "ready" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  },
});
