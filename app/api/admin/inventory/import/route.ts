import { readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { requireStaff } from "@/lib/auth/require-staff";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { TOO_LARGE } from "@/lib/inventory/csv-import";
import { readStockFile } from "@/lib/stock/part-number-list";
import { updateStock } from "@/lib/stock/stock-update";
import { stockUpdateResponse } from "@/lib/stock-upload/stock-update-response";
import { MAX_CSV_BYTES } from "@/lib/inventory/upload-limits";
import { routeHandlers } from "@/lib/api/route-handler";

/** A 2 MB file, even if JSON has to escape much of it. */
const MAX_UPLOAD_BYTES = 2 * MAX_CSV_BYTES + 1024;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * The staff page's upload of the point-of-sale export: the browser reads the file and sends its
   * text as `{ csv }`. Checked line by line and saved all or nothing. Operators for every
   * location, a store's staff for their own stores (requireStaff, stock-permissions.ts); JSON only,
   * and never from another site's page.
   */
  async POST(request: Request) {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    const member = await requireStaff("Staff.Store");
    const read = await readJsonBody(request, { bytes: MAX_UPLOAD_BYTES, message: TOO_LARGE });
    if (!read.ok) return read.response;
    const { csv, ...rest } = read.body;
    if (typeof csv !== "string" || Object.keys(rest).length > 0)
      return jsonError(400, 'Send the file\'s text as { "csv": "…" }.');
    return stockUpdateResponse(await updateStock(await readStockFile(csv), member));
  },
});
