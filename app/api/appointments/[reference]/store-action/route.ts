import { storeLinkOrigin } from "@/lib/appointment-actions/change-origin";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { storeActionOf, storeActionSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Every store action in one endpoint, for the store's action page (the staff board has its own,
   * POST /api/admin/appointments/{reference}, acting as the signed-in member):
   * `{ storeToken, action: "confirm" | "decline" | "move" | "cancel" | "assign-unit" | "complete" | "no_show", reason?,
   * date?, time?, segment?, unit? }` ("move": propose `date` and `time` to the customer, nothing moves until they
   * accept; "cancel": a confirmed visit, with `reason` for the customer; "assign-unit": service `segment` of the
   * visit, 0 first, to `unit` of its kind).
   */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/store-action">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "store-action", perMinute: 60 },
      storeActionSchema,
      (input) =>
        actAsStore(input.reference, input.storeToken, storeActionOf(input), storeLinkOrigin(request)),
    );
  },
});
