import { customerChangeBlock, findForLink, NOT_FOUND_MESSAGE } from "@/lib/appointments/lifecycle";
import { appointmentAccessSchema } from "@/lib/appointments/params";
import { publicAppointment } from "@/lib/appointments/presentation";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError, parseInput } from "@/lib/api/responses";

/**
 * The appointment behind a customer's link (reference + token from the e-mail), with whether it
 * can still be changed online and, if not, why.
 */
export async function GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]">) {
  const limited = await rateLimit(request, "appointment-read", 30, 60_000);
  if (limited) return limited;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const parsed = parseInput(appointmentAccessSchema, { reference: (await params).reference, token });
  if (!parsed.ok) return parsed.response;
  const found = await findForLink(parsed.data.reference, parsed.data.token, "customer");
  if (!found) return jsonError(404, NOT_FOUND_MESSAGE);
  const blocked = customerChangeBlock(found.appointment, found.location, Date.now());
  return Response.json(
    {
      success: true,
      appointment: publicAppointment(found.appointment),
      changes: { allowed: blocked === null, reason: blocked },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
