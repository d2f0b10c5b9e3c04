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
import { MAX_CSV_BYTES } from "@/lib/inventory/upload-limits";
import { decidePartNumber, uploadPartNumbers } from "@/lib/stock/part-number-list";
import { FILE_TOO_LARGE, NO_FILE_CHOSEN, type StockUploadResult } from "./stock-upload";

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
  const refusal = (message: string, file: string | null = null): StockUploadResult => ({
    kind: "refused",
    message,
    file,
    refused: [],
    refusedCount: 0,
  });
  let member;
  try {
    member = await signedIn();
  } catch (error) {
    if (error instanceof StaffRefusal) return refusal(error.message);
    throw error;
  }
  const file = form.get("part-number-file");
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return refusal(NO_FILE_CHOSEN);
  if (file.size > MAX_CSV_BYTES) return refusal(FILE_TOO_LARGE, file.name);
  const outcome = await uploadPartNumbers(await file.text(), member);
  if (outcome.kind === "saved") {
    // The page's lists come back with the answer: numbers now mapped leave "waiting".
    revalidatePath(PART_NUMBERS_PATH);
    return { kind: "saved", message: outcome.message, file: file.name };
  }
  const refused = outcome.refused ?? [];
  return {
    kind: "refused",
    message: outcome.message,
    file: file.name,
    refused,
    refusedCount: outcome.refusedCount ?? refused.length,
  };
}
