import { bookAppointment, bookingProblem, isRepeat } from "@/lib/appointments/book";
import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { rateLimit } from "@/lib/api/rate-limit";
import { contactGate, proofCookie, typedCodeOf } from "@/lib/booking-form/contact-gate";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { routeHandlers } from "@/lib/api/route-handler";

const NO_STORE = { "Cache-Control": "no-store" };

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async POST(request: Request) {
    const limited = await rateLimit(request, "book", 10, 60_000);
    if (limited) return limited;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    // A hidden field people never see; a filled one means a form-filling bot.
    if (typeof read.body.website === "string" && read.body.website.trim() !== "")
      return jsonError(400, "Invalid appointment details.");
    const validation = validateBookingRequest(read.body);
    if (!validation.ok) return jsonError(400, validation.message);
    const booking = validation.data;
    const now = Date.now();
    // A repeat of a booked request (its idempotency key) holds nothing new: no check, no proof;
    // it is answered with the first booking, as it stands.
    let proofToken: string | null = null;
    let contactProven = false;
    if (!(await isRepeat(booking))) {
      // Before a code is sent (or spent), the request must be one we would book: no one proves
      // an address for a time that is gone.
      const problem = await bookingProblem(booking, now);
      if (problem) return outcomeResponse(problem, NO_STORE);
      const gate = await contactGate(
        request,
        booking.customer.email,
        booking.texts?.mobile ?? null,
        typedCodeOf(read.body.contactProof),
        now,
      );
      if (gate.kind !== "proven") return outcomeResponse(gate, NO_STORE);
      proofToken = gate.proofToken;
      contactProven = true;
    }
    const outcome = await bookAppointment(booking, now, customerOrigin(request), contactProven);
    const headers = new Headers(NO_STORE);
    if (proofToken) headers.append("Set-Cookie", proofCookie(proofToken, request));
    return outcomeResponse(outcome, headers);
  },
});
