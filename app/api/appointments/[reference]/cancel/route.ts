import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { cancelByCustomer } from "@/lib/appointments/lifecycle";
import { appointmentAccessSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** The customer cancels from the manage page: `{ token }`. */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/cancel">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "cancel", perMinute: 10 },
      appointmentAccessSchema,
      (input) => cancelByCustomer(input.reference, input.token, customerOrigin(request)),
    );
  },
});
