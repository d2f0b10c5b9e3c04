"use server";

import { redirect } from "next/navigation";
import { textOf } from "@/lib/forms/form-values";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerDriverCancel } from "./driver-cancel-answer";

/** The driver's "Cancel this call" on the status page: back to the page, which shows the outcome. */
export async function cancelRoadCallByDriver(form: FormData): Promise<void> {
  const posted = postedFormData(form);
  await answerDriverCancel(posted);
  redirect(
    `/road-service/calls/${encodeURIComponent(textOf(posted, "reference"))}?t=${encodeURIComponent(textOf(posted, "t"))}`,
  );
}
