"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { withRequestHeaders } from "@/lib/auth/request-scope";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { actionRequest } from "@/lib/forms/action-request";
import { textsOf } from "@/lib/forms/form-values";
import { postedFormData } from "@/lib/http/posted-form-data";
import { PART_NUMBERS_PATH } from "@/lib/inventory/part-numbers";
import { decidePartNumber, uploadPartNumbers } from "@/lib/stock/part-number-list";
import { readPostedCsv, uploadResult } from "./posted-csv";
import type { StockUploadResult } from "./stock-upload";

const signedIn = async () => withRequestHeaders(await actionRequest(), () => requireStaff("Staff.Store"));

/**
 * One number mapped, marked not a tire or taken off the list, posted with or without JavaScript:
 * back to the page (its search posted along) with what became of it.
 */
export async function decidePartNumberAction(form: FormData): Promise<void> {
  postedFormData(form);
  const fields = textsOf(form, ["partNumber", "action", "offerId", "expectedUpdatedAt", "q"]);
  let outcome;
  try {
    outcome = await decidePartNumber(fields, await signedIn());
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    outcome = { ok: false, message: error.message };
  }
  const back = new URLSearchParams();
  if (fields.q.trim()) back.set("q", fields.q.trim().slice(0, 60));
  back.set(outcome.ok ? "saved" : "problem", outcome.message);
  redirect(`${PART_NUMBERS_PATH}?${back}#part-notice`);
}

/** The part-number list uploaded as a file: checked whole and saved as it stands. */
export async function uploadPartNumbersAction(
  _previous: StockUploadResult | null,
  form: FormData,
): Promise<StockUploadResult> {
  postedFormData(form);
  const posted = await readPostedCsv(form, "part-number-file", await actionRequest());
  if (!posted.ok) return posted.result;
  const outcome = await uploadPartNumbers(posted.text, posted.member);
  // The page's lists come back with the answer: numbers now mapped leave "waiting".
  if (outcome.kind === "saved") revalidatePath(PART_NUMBERS_PATH);
  return uploadResult(outcome, posted.name);
}
