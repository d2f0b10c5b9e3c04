import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { rescheduleByCustomer } from "@/lib/appointments/lifecycle";
import { rescheduleSchema } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The customer moves the appointment: `{ token, date, time }` → 200 with the new time, 409 with
   * `availableSlots` when it was taken, 400 inside the 2-hour cutoff or outside the booking window.
   */
  async POST(request: Request, { params }: RouteContext<"/api/appointments/[reference]/reschedule">) {
    return changeRoute(
      request,
      (await params).reference,
      { name: "reschedule", perMinute: 10 },
      rescheduleSchema,
      (input) =>
        rescheduleByCustomer(input.reference, input.token, input.date, input.time, customerOrigin(request)),
    );
  },
});
