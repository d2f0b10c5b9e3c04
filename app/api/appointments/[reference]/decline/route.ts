import { actAsStore } from "@/lib/appointments/lifecycle";
import { storeDeclineSchema } from "@/lib/appointments/params";
import { changeRoute } from "@/lib/appointments/route-helpers";

/** The store declines a request: `{ storeToken, reason }`; the reason goes to the customer. */
export async function POST(
  request: Request,
  { params }: RouteContext<"/api/appointments/[reference]/decline">,
) {
  return changeRoute(
    request,
    (await params).reference,
    { name: "store-action", perMinute: 60 },
    storeDeclineSchema,
    (input) => actAsStore(input.reference, input.storeToken, { kind: "decline", reason: input.reason }),
  );
}
