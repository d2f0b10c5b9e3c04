import { routeHandlers } from "@/lib/api/route-handler";
import { jsonError } from "@/lib/http/responses";
import { roadCallForDriver } from "@/lib/road-calls/call-status";
import { publicRoadCall } from "@/lib/road-service-form/road-call-json";

type Context = RouteContext<"/api/road-calls/[reference]">;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers<Context>({
  /** One call's status, for whoever holds its signed link (`?t=`); 404 for anyone else. */
  async GET(request: Request, context: Context) {
    const token = new URL(request.url).searchParams.get("t") ?? "";
    const found = await roadCallForDriver((await context.params).reference, token);
    if (!found) return jsonError(404, "There is no road-service call at this link.");
    return Response.json(
      { success: true, call: publicRoadCall(found.call) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
