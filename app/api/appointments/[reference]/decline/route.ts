import { storeLinkOrigin } from "@/lib/appointment-actions/change-origin";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { storeDeclineSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** The store declines a request: `{ storeToken, reason }`; the reason goes to the customer. */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/decline">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "store-action", perMinute: 60 },
      storeDeclineSchema,
      (input) =>
        actAsStore(
          input.reference,
          input.storeToken,
          { kind: "decline", reason: input.reason },
          storeLinkOrigin(request),
        ),
    );
  },
});
