"use server";

import { headers } from "next/headers";
import type { StockUploadResult } from "./stock-upload";
import { answerStockUpload } from "./stock-upload-answer";

/** The stock upload posted without JavaScript: the inventory page answers with the new counts. */
export async function uploadStockFile(
  _previous: StockUploadResult | null,
  form: FormData,
): Promise<StockUploadResult> {
  return answerStockUpload(form, (await headers()).get("authorization"));
}
