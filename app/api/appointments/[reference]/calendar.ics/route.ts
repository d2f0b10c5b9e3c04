import { linkAccess, linkRefusal } from "@/lib/appointments/link-access";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { appointmentAccessSchema } from "@/lib/appointment-actions/params";
import { appointmentIcs } from "@/lib/appointments/presentation";
import { parseInput } from "@/lib/http/responses";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** The appointment as an .ics file (same UID as the e-mailed invitation); 410 once the link ran out. */
  async GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]/calendar.ics">) {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
    if (!parsed.ok) return parsed.response;
    const found = await linkAccess(parsed.data.reference, parsed.data.token, "customer");
    if (!found.ok) return outcomeResponse(linkRefusal(found), { "Cache-Control": "no-store" });
    return new Response(appointmentIcs(found.appointment), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="allegheny-tire-${found.appointment.reference}.ics"`,
        "Cache-Control": "no-store",
      },
    });
  },
});
