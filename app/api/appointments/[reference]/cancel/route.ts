import { cancelAppointment } from "@/lib/appointments/cancel";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { publicAppointment } from "@/lib/appointments/presentation";
import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/api/request-body";
import { jsonError, parseInput } from "@/lib/api/responses";

export async function POST(
  request: Request,
  { params }: RouteContext<"/api/appointments/[reference]/cancel">,
) {
  const limited = await rateLimit(request, "cancel", 10, 60_000);
  if (limited) return limited;
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const parsed = parseInput(appointmentAccessSchema, {
    reference: (await params).reference,
    token: read.body.token,
  });
  if (!parsed.ok) return parsed.response;
  const result = await cancelAppointment(parsed.data.reference, parsed.data.token);
  if (!result.ok) return jsonError(result.status, result.message);
  return Response.json({
    success: true,
    message: result.alreadyCancelled
      ? "This appointment request was already cancelled."
      : "Your appointment request has been cancelled.",
    appointment: publicAppointment(result.appointment),
  });
}
