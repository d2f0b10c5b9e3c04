import { findForLink, NOT_FOUND_MESSAGE } from "@/lib/appointments/lifecycle";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { appointmentIcs } from "@/lib/appointments/presentation";
import { jsonError, parseInput } from "@/lib/api/responses";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** The appointment as an .ics file (same UID as the e-mailed invitation). */
  async GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]/calendar.ics">) {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
    if (!parsed.ok) return parsed.response;
    const found = await findForLink(parsed.data.reference, parsed.data.token, "customer");
    if (!found) return jsonError(404, NOT_FOUND_MESSAGE);
    return new Response(appointmentIcs(found.appointment), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="allegheny-tire-${found.appointment.reference}.ics"`,
        "Cache-Control": "no-store",
      },
    });
  },
});
