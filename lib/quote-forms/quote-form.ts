// What the quote form and its server action share; no server code, since the form runs in the browser.
import type { QuoteProblems } from "@/lib/quotes/quote-request";

/** The quote form's fields as posted (the chosen catalog tire rides along as hidden `tireId`). */
export const QUOTE_FORM_FIELDS = [
  "tireId",
  "product",
  "size",
  "quantity",
  "application",
  "name",
  "company",
  "email",
  "phone",
  "message",
] as const;
export type QuoteFormValues = Record<(typeof QUOTE_FORM_FIELDS)[number], string>;

/** Above the fields when one needs fixing, in the browser and in the server's answer alike. */
export const QUOTE_CORRECT_FIELDS = "Please correct the highlighted fields.";

export interface SentQuote {
  reference: string;
  email: string;
  /** Where "more tires" leads: the category the tire came from, or the tire overview. */
  moreHref: string;
}

/** What the quote form shows after the server answered a post of it. */
export interface QuoteFormState {
  /** What was typed, kept when the request was not sent. */
  values: QuoteFormValues;
  problems: QuoteProblems;
  error: string | null;
  sent: SentQuote | null;
}

/** The request as POST /api/quotes reads it, from the form's text (an empty quantity is none). */
export function quotePayload(values: QuoteFormValues, website = "") {
  return {
    ...values,
    product: values.tireId ? "" : values.product,
    quantity: values.quantity.trim() === "" ? undefined : Number(values.quantity),
    website,
  };
}
