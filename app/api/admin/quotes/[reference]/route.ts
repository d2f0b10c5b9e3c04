import { clientAddress } from "@/lib/http/client-address";
import { nonJsonRefusal, readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { routeHandlers } from "@/lib/api/route-handler";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { requireStaff } from "@/lib/auth/require-staff";
import { changeQuote, quoteDetail } from "@/lib/quote-requests/quote-desk";
import { QUOTE_DESK_MESSAGES } from "@/lib/quotes/quote-states";

type Context = RouteContext<"/api/admin/quotes/[reference]">;

const NO_STORE = { "Cache-Control": "no-store" } as const;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers<Context>({
  /** One quote request with its history. */
  async GET(_request: Request, context: Context) {
    await requireStaff("Staff.Sales");
    const found = await quoteDetail((await context.params).reference);
    if (!found) return jsonError(404, QUOTE_DESK_MESSAGES.notFound);
    return Response.json({ success: true, ...found }, { headers: NO_STORE });
  },

  /**
   * The sales desk's change: `{ expectedState, state?, assignee?, note?, message? }`. JSON only,
   * never from another site's page; 409 with the request as it is now when its state is no
   * longer `expectedState`.
   */
  async PATCH(request: Request, context: Context) {
    // What the request is, before who sends it: these refusals tell a stranger nothing.
    const refused = crossSiteRefusal(request) ?? nonJsonRefusal(request);
    if (refused) return refused;
    const member = await requireStaff("Staff.Sales");
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const outcome = await changeQuote(
      (await context.params).reference,
      read.body,
      member,
      clientAddress(request),
    );
    return outcomeResponse(outcome, NO_STORE);
  },
});
