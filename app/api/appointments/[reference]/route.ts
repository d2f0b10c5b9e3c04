import { findAppointmentForToken } from "@/lib/appointments/cancel";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { publicAppointment } from "@/lib/appointments/presentation";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError, parseInput } from "@/lib/api/responses";

/** The appointment behind a cancel link (reference + token from the e-mail). */
export async function GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]">) {
  const limited = await rateLimit(request, "appointment-read", 30, 60_000);
  if (limited) return limited;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
  if (!parsed.ok) return parsed.response;
  const found = await findAppointmentForToken(parsed.data.reference, parsed.data.token);
  if (!found.ok) return jsonError(found.status, found.message);
  return Response.json(
    { success: true, appointment: publicAppointment(found.appointment) },
    { headers: { "Cache-Control": "no-store" } },
  );
}
