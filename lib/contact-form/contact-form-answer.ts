import * as z from "zod/mini";
import { formRateLimit } from "@/lib/forms/action-request";
import { isBot, textsOf } from "@/lib/forms/form-values";
import {
  CONTACT_CORRECT_FIELDS,
  CONTACT_FIELDS,
  CONTACT_REFUSED,
  EMPTY_CONTACT_VALUES,
  contactProblems,
  contactRequestSchema,
  storeIdOf,
  type ContactProblems,
  type ContactValues,
} from "@/lib/contact/contact-request";
import { deliverContactMessage } from "@/lib/contact/deliver-contact-message";

/** What the contact form shows after the server answered a post of it. */
export interface ContactFormState {
  /** What was typed, kept when the message was not sent; empty once it was. */
  values: ContactValues;
  problems: ContactProblems;
  /** The one message above the button. */
  error: string | null;
  /** The thank-you, once the message is on its way. */
  sent: string | null;
}

/**
 * The contact form as posted to its server action (before the page's scripts run, or without
 * JavaScript): the same limit, bot check, validation and delivery as POST /api/contact, in the
 * same words, as the form's next state.
 */
export async function answerContactForm(form: FormData, request: Request): Promise<ContactFormState> {
  const values = textsOf(form, CONTACT_FIELDS);
  const refused = (error: string, problems: ContactProblems = {}): ContactFormState => ({
    values,
    problems,
    error,
    sent: null,
  });
  const limited = await formRateLimit(request, "contact", 5, 60_000);
  if (limited) return refused(limited);
  if (isBot(form)) return refused(CONTACT_REFUSED);
  const parsed = z.safeParse(contactRequestSchema, { ...values, storeId: storeIdOf(values.storeId) });
  if (!parsed.success) return refused(CONTACT_CORRECT_FIELDS, contactProblems(values));
  const outcome = await deliverContactMessage(parsed.data);
  if (!outcome.ok) return refused(outcome.message, { storeId: outcome.message });
  return { values: EMPTY_CONTACT_VALUES, problems: {}, error: null, sent: outcome.message };
}
