"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import type { StockUploadResult } from "./stock-upload";
import { answerStockUpload } from "./stock-upload-answer";

/** The stock upload posted without JavaScript: the inventory page answers with the new counts. */
export async function uploadStockFile(
  _previous: StockUploadResult | null,
  form: FormData,
): Promise<StockUploadResult> {
  postedFormData(form);
  return answerStockUpload(form, await actionRequest());
}
