import { cancelByCustomer } from "@/lib/appointments/lifecycle";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { changeRoute } from "@/lib/appointments/route-helpers";

/** The customer cancels from the manage page: `{ token }`. */
export async function POST(
  request: Request,
  { params }: RouteContext<"/api/appointments/[reference]/cancel">,
) {
  return changeRoute(
    request,
    (await params).reference,
    { name: "cancel", perMinute: 10 },
    appointmentAccessSchema,
    (input) => cancelByCustomer(input.reference, input.token),
  );
}
