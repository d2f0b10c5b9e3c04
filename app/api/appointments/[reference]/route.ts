import { linkAccess, linkRefusal } from "@/lib/appointments/link-access";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { linkView } from "@/lib/appointments/link-view";
import { appointmentAccessSchema } from "@/lib/appointment-actions/params";
import { rateLimit } from "@/lib/api/rate-limit";
import { parseInput } from "@/lib/http/responses";
import { routeHandlers } from "@/lib/api/route-handler";
import { getDatabase } from "@/lib/db";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The appointment behind a customer's link (reference + token from the e-mail), with whether it
   * can still be changed online and, if not, why; with `as=store` and the store's token, also the
   * customer's contact details. A right token whose link ran out answers 410 with the store to call.
   */
  async GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]">) {
    const limited = await rateLimit(request, "appointment-read", 30, 60_000);
    if (limited) return limited;
    const query = new URL(request.url).searchParams;
    const token = query.get("token") ?? "";
    const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
    if (!parsed.ok) return parsed.response;
    // `as=store`: the store's link, which also sees how to reach the customer.
    const audience = query.get("as") === "store" ? "store" : "customer";
    const found = await linkAccess(parsed.data.reference, parsed.data.token, audience);
    if (!found.ok) return outcomeResponse(linkRefusal(found), { "Cache-Control": "no-store" });
    const history = await (await getDatabase()).appointmentHistory(found.appointment.id);
    return Response.json(
      { success: true, ...linkView(found, audience, history, { token: parsed.data.token }) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
