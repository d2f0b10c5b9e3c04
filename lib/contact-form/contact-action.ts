"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerContactForm, type ContactFormState } from "./contact-form-answer";

/** The contact form's server action: what a post of the form (no scripts needed) is answered with. */
export async function sendContactForm(
  _previous: ContactFormState | null,
  form: FormData,
): Promise<ContactFormState> {
  postedFormData(form);
  return answerContactForm(form, await actionRequest());
}
