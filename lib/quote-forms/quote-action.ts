"use server";

import { actionRequest } from "@/lib/forms/action-request";
import { answerQuoteForm } from "./quote-form-answer";
import type { QuoteFormState } from "./quote-form";

/** The quote form's server action: what a post of the form (no scripts needed) is answered with. */
export async function sendQuoteForm(
  _previous: QuoteFormState | null,
  form: FormData,
): Promise<QuoteFormState> {
  return answerQuoteForm(form, await actionRequest());
}
