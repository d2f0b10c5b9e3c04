import { bookAppointment } from "@/lib/appointments/book";
import { customerOrigin } from "@/lib/appointment-actions/change-origin";
import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { routeHandlers } from "@/lib/api/route-handler";

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
    const outcome = await bookAppointment(validation.data, Date.now(), customerOrigin(request));
    return outcomeResponse(outcome, { "Cache-Control": "no-store" });
  },
});
