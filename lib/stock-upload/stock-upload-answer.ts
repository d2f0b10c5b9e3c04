import { readStockFile } from "@/lib/stock/part-number-list";
import { updateStock } from "@/lib/stock/stock-update";
import { readPostedCsv, uploadResult } from "./posted-csv";
import type { StockUploadResult } from "./stock-upload";

/**
 * The point-of-sale export posted as a file (the upload form without JavaScript). The same
 * checks, save and words as POST /api/admin/inventory/import; an export by part number also
 * answers with the numbers it could not count.
 */
export async function answerStockUpload(form: FormData, request: Request): Promise<StockUploadResult> {
  const posted = await readPostedCsv(form, "stock-file", request);
  if (!posted.ok) return posted.result;
  const outcome = await updateStock(await readStockFile(posted.text), posted.member);
  return { ...uploadResult(outcome, posted.name), ...(outcome.leftOut ? { leftOut: outcome.leftOut } : {}) };
}
