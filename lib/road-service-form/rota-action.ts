"use server";

import { requireStaff } from "@/lib/auth/require-staff";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { textOf } from "@/lib/forms/form-values";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerRotaForm, ROTA_ANSWERS, type RotaFormState } from "./rota-answer";

/** One store's road-service settings posted from /admin/road-service (with or without JavaScript). */
export async function saveRota(_previous: RotaFormState | null, form: FormData): Promise<RotaFormState> {
  const posted = postedFormData(form);
  try {
    return await answerRotaForm(posted, await requireStaff("Staff.Operator"));
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    return {
      storeId: Number(textOf(posted, "storeId")),
      reach: textOf(posted, "reach"),
      rotation: textOf(posted, "rotation"),
      updatedAt: textOf(posted, "updatedAt"),
      problems: {},
      message: error.status === 401 ? error.message : ROTA_ANSWERS.refused,
      saved: false,
    };
  }
}
