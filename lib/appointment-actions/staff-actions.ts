"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerStaffAction, type StaffActionState } from "./staff-action-answer";

/** A staff list card's action, posted without JavaScript: the list page answers with its new state. */
export async function answerStaffForm(
  _previous: StaffActionState | null,
  form: FormData,
): Promise<StaffActionState> {
  postedFormData(form);
  return answerStaffAction(form, await actionRequest());
}
