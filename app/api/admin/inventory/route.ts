import { readJsonBody } from "@/lib/http/request-body";
import { requireStaff } from "@/lib/auth/require-staff";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { partNumberBook } from "@/lib/stock/part-number-list";
import { readStockFeed, TOO_MANY_ROWS, updateStock } from "@/lib/stock/stock-update";
import { stockUpdateResponse } from "@/lib/stock-upload/stock-update-response";
import { routeHandlers } from "@/lib/api/route-handler";

/** Room for the most rows an update may hold, written out with spaces. */
const MAX_FEED_BYTES = 4 * 1024 * 1024;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The automated stock feed: `{ rows: [{ locationId, offerId, onHand }] }` (or `partNumber`, the
   * point of sale's number, read through the part-number list), checked row by row and
   * saved all or nothing, like the CSV upload. Operators for every location, a store's staff for
   * their own stores (requireStaff, stock-permissions.ts); JSON only, and never from another site's page.
   */
  async PUT(request: Request) {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    const member = await requireStaff("Staff.Store");
    const read = await readJsonBody(request, { bytes: MAX_FEED_BYTES, message: TOO_MANY_ROWS });
    if (!read.ok) return read.response;
    return stockUpdateResponse(await updateStock(readStockFeed(read.body, await partNumberBook()), member));
  },
});
