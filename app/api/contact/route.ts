import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError, parseInput } from "@/lib/http/responses";
import { CONTACT_REFUSED, contactRequestSchema } from "@/lib/contact/contact-request";
import { deliverContactMessage } from "@/lib/contact/deliver-contact-message";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  async POST(request: Request) {
    const limited = await rateLimit(request, "contact", 5, 60_000);
    if (limited) return limited;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    if (typeof read.body.website === "string" && read.body.website.trim() !== "")
      return jsonError(400, CONTACT_REFUSED);
    const parsed = parseInput(contactRequestSchema, read.body);
    if (!parsed.ok) return parsed.response;
    const outcome = await deliverContactMessage(parsed.data);
    if (!outcome.ok) return jsonError(400, outcome.message);
    return Response.json({ success: true, message: outcome.message });
  },
});
