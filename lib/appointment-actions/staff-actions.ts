"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { answerStaffAction, type StaffActionState } from "./staff-action-answer";

/** A staff list card's action, posted without JavaScript: the list page answers with its new state. */
export async function answerStaffForm(
  _previous: StaffActionState | null,
  form: FormData,
): Promise<StaffActionState> {
  return answerStaffAction(form, await actionRequest());
}
