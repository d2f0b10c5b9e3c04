"use server";

import { redirect } from "next/navigation";
import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerRoadCallForm, type RoadCallFormState } from "./road-call-form-answer";

/** The road-service form's server action: the form again with its problems, or the call's status page. */
export async function requestRoadService(
  _previous: RoadCallFormState | null,
  form: FormData,
): Promise<RoadCallFormState> {
  const answer = await answerRoadCallForm(postedFormData(form), await actionRequest());
  if ("filed" in answer) redirect(answer.filed);
  return answer.state;
}
