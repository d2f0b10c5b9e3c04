"use server";

import { redirect } from "next/navigation";
import { requireStaff } from "@/lib/auth/require-staff";
import { signInHref } from "@/lib/auth/sign-in-paths";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { textOf } from "@/lib/forms/form-values";
import { postedFormData } from "@/lib/http/posted-form-data";
import { DISPATCH_ROLES } from "@/lib/staff/road-call-permissions";
import { answerDispatch } from "./dispatch-answers";

/**
 * A step posted from the dispatch board (with or without JavaScript): the same checks as
 * POST /api/admin/road-calls/{reference}; back to the board with the answer's code, which the
 * page puts in words beside the call.
 */
export async function dispatchStep(form: FormData): Promise<void> {
  const posted = postedFormData(form);
  const reference = textOf(posted, "reference");
  let code: string;
  try {
    const member = await requireStaff(DISPATCH_ROLES);
    code = (await answerDispatch(reference, Object.fromEntries(posted), member)).code;
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    if (error.status === 401) redirect(signInHref("/admin/dispatch"));
    code = "not-your-store";
  }
  redirect(
    `/admin/dispatch?said=${encodeURIComponent(code)}&call=${encodeURIComponent(reference)}#${reference}`,
  );
}
