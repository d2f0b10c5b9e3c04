import { categoryPagePath, getTire } from "@/lib/tires/category-tires";
import { formRateLimit } from "@/lib/forms/action-request";
import { isBot, textsOf } from "@/lib/forms/form-values";
import { processOutbox } from "@/lib/mail/outbox";
import { QUOTE_CORRECT_FIELDS, QUOTE_FORM_FIELDS, quotePayload, type QuoteFormState } from "./quote-form";
import { checkQuoteRequest, QUOTE_MESSAGES, type QuoteProblems } from "@/lib/quotes/quote-request";
import { submitQuote } from "@/lib/quote-requests/submit-quote";

/**
 * The quote form as posted to its server action (before the page's scripts run, or without
 * JavaScript): the same limit, bot check, validation and storage as POST /api/quotes, in the same
 * words, as the form's next state.
 */
export async function answerQuoteForm(form: FormData, request: Request): Promise<QuoteFormState> {
  const values = textsOf(form, QUOTE_FORM_FIELDS);
  const refused = (error: string, problems: QuoteProblems = {}): QuoteFormState => ({
    values,
    problems,
    error,
    sent: null,
  });
  const limited = await formRateLimit(request, "quote", 5, 60_000);
  if (limited) return refused(limited);
  if (isBot(form)) return refused(QUOTE_MESSAGES.refused);
  const { data, problems } = checkQuoteRequest(quotePayload(values));
  if (!data) return refused(QUOTE_CORRECT_FIELDS, problems);
  const outcome = await submitQuote(data);
  if (!outcome.ok) return refused(outcome.message, { tireId: outcome.message });
  void processOutbox();
  const tire = data.tireId ? getTire(data.tireId) : undefined;
  return {
    values,
    problems: {},
    error: null,
    sent: {
      reference: outcome.quote.reference,
      email: outcome.quote.email,
      moreHref: tire ? categoryPagePath(tire.category) : "/tires",
    },
  };
}
