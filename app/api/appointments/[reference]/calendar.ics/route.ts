import { findAppointmentForToken } from "@/lib/appointments/cancel";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { appointmentIcs } from "@/lib/appointments/presentation";
import { jsonError, parseInput } from "@/lib/api/responses";

/** The appointment as an .ics file (same UID as the e-mailed invitation). */
export async function GET(
  request: Request,
  { params }: RouteContext<"/api/appointments/[reference]/calendar.ics">,
) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
  if (!parsed.ok) return parsed.response;
  const found = await findAppointmentForToken(parsed.data.reference, parsed.data.token);
  if (!found.ok) return jsonError(found.status, found.message);
  return new Response(appointmentIcs(found.appointment), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="allegheny-tire-${found.appointment.reference}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
