import { withRequestHeaders } from "@/lib/auth/request-scope";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { readStockFile } from "@/lib/stock/part-number-list";
import { updateStock } from "@/lib/stock/stock-update";
import { FILE_TOO_LARGE, NO_FILE_CHOSEN, type StockUploadResult } from "./stock-upload";
import { MAX_CSV_BYTES } from "@/lib/inventory/upload-limits";

const refusal = (message: string, file: string | null = null): StockUploadResult => ({
  kind: "refused",
  message,
  file,
  refused: [],
  refusedCount: 0,
});

/**
 * The point-of-sale export posted as a file (the upload form without JavaScript). The same
 * checks, save and words as POST /api/admin/inventory/import. A server action can be posted to
 * any address, so who is posting is checked here as well, as the API does.
 */
export async function answerStockUpload(form: FormData, request: Request): Promise<StockUploadResult> {
  let member;
  try {
    member = await withRequestHeaders(request, () => requireStaff("Staff.Store"));
  } catch (error) {
    if (error instanceof StaffRefusal) return refusal(error.message);
    throw error;
  }
  const file = form.get("stock-file");
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return refusal(NO_FILE_CHOSEN);
  if (file.size > MAX_CSV_BYTES) return refusal(FILE_TOO_LARGE, file.name);
  const outcome = await updateStock(await readStockFile(await file.text()), member);
  const leftOut = outcome.leftOut ? { leftOut: outcome.leftOut } : {};
  if (outcome.kind === "saved")
    return { kind: "saved", message: outcome.message, file: file.name, ...leftOut };
  // Every refusal reads alike on the form: its words and the rows to correct.
  const refused = outcome.refused ?? [];
  return {
    kind: "refused",
    message: outcome.message,
    file: file.name,
    refused,
    refusedCount: outcome.refusedCount ?? refused.length,
    ...leftOut,
  };
}
