"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { postedFormData } from "@/lib/http/posted-form-data";
import { answerQuoteForm } from "./quote-form-answer";
import type { QuoteFormState } from "./quote-form";

/** The quote form's server action: what a post of the form (no scripts needed) is answered with. */
export async function sendQuoteForm(
  _previous: QuoteFormState | null,
  form: FormData,
): Promise<QuoteFormState> {
  postedFormData(form);
  return answerQuoteForm(form, await actionRequest());
}
