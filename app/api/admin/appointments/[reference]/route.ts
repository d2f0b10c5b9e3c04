import { clientAddress } from "@/lib/http/client-address";
import { routeHandlers } from "@/lib/api/route-handler";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { actAsStaff } from "@/lib/appointments/lifecycle";
import { staffActionSchema, storeActionOf } from "@/lib/appointment-actions/params";
import { changeRoute } from "@/lib/appointment-actions/route-helpers";
import { requireStaff } from "@/lib/auth/require-staff";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The staff board's store actions, as the signed-in member with the Staff.Store role (operators
   * too): `{ action: "confirm" | "decline" | "move" | "cancel" | "assign-unit" | "complete" | "no_show",
   * reason?, date?, time?, segment?, unit? }`, the same rules and answers as the store's e-mail
   * link. Another store's appointment answers 404, like one that does not exist. The history
   * names the member.
   */
  async POST(request: Request, { params }: RouteContext<"/api/admin/appointments/[reference]">) {
    const foreign = crossSiteRefusal(request);
    if (foreign) return foreign;
    // Who is asking comes first: nothing about the request is answered to someone not signed in.
    const member = await requireStaff("Staff.Store");
    return changeRoute(
      request,
      (await params).reference,
      { name: "staff-action", perMinute: 120 },
      staffActionSchema,
      (input) => actAsStaff(input.reference, member, storeActionOf(input), clientAddress(request)),
    );
  },
});
