import { withRequestHeaders } from "@/lib/auth/request-scope";
import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import type { StaffMember } from "@/lib/staff/roles";
import { MAX_CSV_BYTES } from "@/lib/inventory/upload-limits";
import { FILE_TOO_LARGE, NO_FILE_CHOSEN, type RefusedLine, type StockUploadResult } from "./stock-upload";

/**
 * What the staff pages' CSV uploads share when posted without JavaScript (the stock export and the
 * part-number list): who is posting, the file, and the answer in the form's shape.
 */

export const refusedUpload = (message: string, file: string | null = null): StockUploadResult => ({
  kind: "refused",
  message,
  file,
  refused: [],
  refusedCount: 0,
});

/**
 * The signed-in store member or operator and the posted file's text, or the form's answer why
 * not. A server action can be posted to any address, so who is posting is checked here.
 */
export async function readPostedCsv(
  form: FormData,
  field: string,
  request: Request,
): Promise<
  { ok: true; member: StaffMember; name: string; text: string } | { ok: false; result: StockUploadResult }
> {
  let member;
  try {
    member = await withRequestHeaders(request, () => requireStaff("Staff.Store"));
  } catch (error) {
    if (error instanceof StaffRefusal) return { ok: false, result: refusedUpload(error.message) };
    throw error;
  }
  const file = form.get(field);
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return { ok: false, result: refusedUpload(NO_FILE_CHOSEN) };
  if (file.size > MAX_CSV_BYTES) return { ok: false, result: refusedUpload(FILE_TOO_LARGE, file.name) };
  return { ok: true, member, name: file.name, text: await file.text() };
}

/** An upload's outcome as the form shows it: its words, and on a refusal the lines to correct. */
export function uploadResult(
  outcome: { kind: string; message: string; refused?: RefusedLine[]; refusedCount?: number },
  file: string,
): StockUploadResult {
  if (outcome.kind === "saved") return { kind: "saved", message: outcome.message, file };
  const refused = outcome.refused ?? [];
  return {
    kind: "refused",
    message: outcome.message,
    file,
    refused,
    refusedCount: outcome.refusedCount ?? refused.length,
  };
}
