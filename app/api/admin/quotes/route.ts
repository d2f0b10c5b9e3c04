import { jsonError } from "@/lib/http/responses";
import { routeHandlers } from "@/lib/api/route-handler";
import { requireStaff } from "@/lib/auth/require-staff";
import { parseQuoteFilter, quoteDeskList } from "@/lib/quote-requests/quote-desk";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The sales desk's quote requests, newest first (`?state=` new | quoted | won | lost,
   * `?category=` an application of the quote form, `?mine=1` those assigned to the one asking),
   * with the counts per state in that category;
   * one page of `limit` (1-200, 50 by default) at a time, `next` naming the `cursor` of the
   * following page (null on the last).
   */
  async GET(request: Request) {
    const member = await requireStaff("Staff.Sales");
    const read = parseQuoteFilter(new URL(request.url).searchParams);
    if (!read.ok) return jsonError(400, read.message);
    const list = await quoteDeskList(read.filter, read.size, member);
    return Response.json({ success: true, ...list }, { headers: { "Cache-Control": "no-store" } });
  },
});
