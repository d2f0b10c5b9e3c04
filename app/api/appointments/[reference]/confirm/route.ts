import { storeLinkOrigin } from "@/lib/appointment-actions/change-origin";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { storeConfirmSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** The store confirms a request: `{ storeToken }` (the token in the store's e-mail links). */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/confirm">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "store-action", perMinute: 60 },
      storeConfirmSchema,
      (input) => actAsStore(input.reference, input.storeToken, { kind: "confirm" }, storeLinkOrigin(request)),
    );
  },
});
