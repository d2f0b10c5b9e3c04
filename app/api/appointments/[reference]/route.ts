import { vehicleText } from "@/lib/appointments/mail-layout";
import { holdLine } from "@/lib/inventory/stock-text";
import { customerChangeBlock, findForLink, NOT_FOUND_MESSAGE } from "@/lib/appointments/lifecycle";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { publicAppointment } from "@/lib/appointments/presentation";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError, parseInput } from "@/lib/api/responses";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The appointment behind a customer's link (reference + token from the e-mail), with whether it
   * can still be changed online and, if not, why; with `as=store` and the store's token, also the
   * customer's contact details.
   */
  async GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]">) {
    const limited = await rateLimit(request, "appointment-read", 30, 60_000);
    if (limited) return limited;
    const query = new URL(request.url).searchParams;
    const token = query.get("token") ?? "";
    const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
    if (!parsed.ok) return parsed.response;
    // `as=store`: the store's link, which also sees how to reach the customer.
    const asStore = query.get("as") === "store";
    const found = await findForLink(parsed.data.reference, parsed.data.token, asStore ? "store" : "customer");
    if (!found) return jsonError(404, NOT_FOUND_MESSAGE);
    const a = found.appointment;
    const blocked = customerChangeBlock(a, found.location, Date.now());
    return Response.json(
      {
        success: true,
        appointment: publicAppointment(a),
        changes: { allowed: blocked === null, reason: blocked },
        ...(asStore
          ? {
              customer: {
                name: `${a.firstName} ${a.lastName}`,
                email: a.email,
                phone: a.phone,
                comments: a.comments,
                declineReason: a.declineReason,
                vehicle: vehicleText(a) || null,
                // Which shelf the set is on, or which truck brings it: the store's own words.
                tiresHeld: a.tireHold?.status === "held" ? holdLine(a.tireHold, found.location.city) : null,
              },
            }
          : {}),
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
