import { rateLimit } from "@/lib/api/rate-limit";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { processOutbox } from "@/lib/mail/outbox";
import { checkQuoteRequest, firstQuoteProblem, QUOTE_MESSAGES } from "@/lib/quotes/quote-request";
import { submitQuote } from "@/lib/quote-requests/submit-quote";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * A quote request for commercial, farm, industrial, mining or OTR tires: stored, mailed to the
   * sales desk (Reply-To the customer) and acknowledged to the customer with its reference.
   */
  async POST(request: Request) {
    const limited = await rateLimit(request, "quote", 5, 60_000);
    if (limited) return limited;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    // A hidden field people never see; a filled one means a form-filling bot.
    if (typeof read.body.website === "string" && read.body.website.trim() !== "")
      return jsonError(400, QUOTE_MESSAGES.refused);
    const { data, problems } = checkQuoteRequest(read.body);
    if (!data) return jsonError(400, firstQuoteProblem(problems) ?? QUOTE_MESSAGES.refused);
    const outcome = await submitQuote(data);
    if (!outcome.ok) return jsonError(400, outcome.message);
    void processOutbox();
    const { reference, name } = outcome.quote;
    return Response.json(
      {
        success: true,
        reference,
        message: `Thank you, ${name}. Your quote request ${reference} is with our sales desk; we usually reply within one business day.`,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
