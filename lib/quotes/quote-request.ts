// zod/mini, not "zod": this runs in the browser too (the /quote form), where the mini build ships
// only the checks used here.
import * as z from "zod/mini";
import { asciiEmailAddress, EMAIL_MAX_LENGTH, isEmailAddress } from "@/lib/core/address-rules";
import { ONE_LINE } from "@/lib/core/one-line";
import { QUOTE_APPLICATIONS } from "./applications";

// Object parsers compiled with `new Function` would break our Content-Security-Policy.
z.config({ jitless: true });

const NO_CONTROL_MULTILINE = /^[^\p{Cf}\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$/u;
const TIRE_ID = /^[a-z0-9-]{3,120}$/;

export const QUOTE_MESSAGES = {
  tireUnknown: "We couldn't find that tire in our catalog. Please clear it and describe the tire you need.",
  productMissing: "Please tell us which tire you need: brand and tread, or the machine it goes on.",
  productLong: "Please describe the tire in under 120 characters; add details in the message.",
  productUnusual: "Please remove unusual characters from the tire description.",
  sizeInvalid: "Please enter the tire size as on the sidewall, e.g. 27.00R49, in under 40 characters.",
  quantity: "Please enter how many tires you need, from 1 to 99.",
  application: "Please choose what the tires are for.",
  nameMissing: "Please enter your name.",
  nameLong: "Please shorten your name.",
  nameUnusual: "Please remove unusual characters from your name.",
  companyInvalid: "Please enter your company name as plain text, under 120 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a 10-digit phone number.",
  messageLong: "Please keep your message under 2,000 characters.",
  messageUnusual: "Please remove unusual characters from your message.",
  messageType: "Please write your message as plain text.",
  refused: "Your quote request could not be sent.",
} as const;

const M = QUOTE_MESSAGES;

/**
 * One line of the customer's text. These lines go into the sales desk's mail subject, where
 * clients decode "=?charset?Q?...?=" words: such text could make the subject show other text.
 */
const line = (max: number, tooLong: string, unusual: string, wrongType = tooLong) =>
  z._default(
    z.string({ error: wrongType }).check(
      z.trim(),
      z.maxLength(max, tooLong),
      z.regex(ONE_LINE, unusual),
      z.refine((value) => !value.includes("=?"), unusual),
    ),
    "",
  );

const APPLICATION_VALUES = QUOTE_APPLICATIONS.map((a) => a.value) as [
  (typeof QUOTE_APPLICATIONS)[number]["value"],
  ...(typeof QUOTE_APPLICATIONS)[number]["value"][],
];

/**
 * POST /api/quotes, validated the same way in the browser and on the server. Every failure, a
 * value of the wrong JSON type included, has a message meant for the person filling in the form.
 * Whether the tire id names a catalog tire is checked on the server (the catalog stays there).
 */
export const quoteRequestSchema = z.object({
  /** A catalog tire; "" or left out when the customer describes the tire instead. */
  tireId: z._default(
    z.string({ error: M.tireUnknown }).check(z.refine((id) => id === "" || TIRE_ID.test(id), M.tireUnknown)),
    "",
  ),
  product: line(120, M.productLong, M.productUnusual, M.productMissing),
  size: line(40, M.sizeInvalid, M.sizeInvalid),
  quantity: z.int({ error: M.quantity }).check(z.minimum(1, M.quantity), z.maximum(99, M.quantity)),
  application: z.enum(APPLICATION_VALUES, { error: M.application }),
  name: z.string({ error: M.nameMissing }).check(
    z.trim(),
    z.minLength(1, M.nameMissing),
    z.maxLength(100, M.nameLong),
    z.regex(ONE_LINE, M.nameUnusual),
    z.refine((name) => !name.includes("=?"), M.nameUnusual),
  ),
  company: line(120, M.companyInvalid, M.companyInvalid),
  // The sales desk's copy is answered to this address (Reply-To), and the acknowledgement goes to
  // it: nothing that mail software could read as a second address, a display name or an encoded
  // word. Kept as it is sent: the domain in ASCII (an international one as punycode).
  email: z.string({ error: M.email }).check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, M.email),
    z.refine(isEmailAddress, M.email),
    z.overwrite((email) => asciiEmailAddress(email) ?? email),
  ),
  // Only the digits count, however they were typed; a leading country code 1 is dropped.
  phone: z.pipe(
    z
      .pipe(
        z.string({ error: M.phone }),
        z.transform((phone: string) => phone.replace(/\D/g, "")),
      )
      .check(z.regex(/^1?\d{10}$/, M.phone)),
    z.transform((digits: string) => digits.slice(-10)),
  ),
  message: z._default(
    z
      .string({ error: M.messageType })
      .check(z.trim(), z.maxLength(2000, M.messageLong), z.regex(NO_CONTROL_MULTILINE, M.messageUnusual)),
    "",
  ),
});

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteField = keyof QuoteRequest;
export type QuoteProblems = Partial<Record<QuoteField, string>>;

/** Field order: the first problem in it is the one a 400 names. */
export const QUOTE_FIELDS = Object.keys(quoteRequestSchema.shape) as QuoteField[];

/**
 * Every field's own problem, and the request when there is none. A tire must be named one way
 * or the other: a catalog tire, or the customer's description.
 */
export function checkQuoteRequest(input: unknown): { data: QuoteRequest | null; problems: QuoteProblems } {
  const parsed = z.safeParse(quoteRequestSchema, input);
  const problems: QuoteProblems = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[issue.path[0] as QuoteField] ??= issue.message;
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const named = (value: unknown) => typeof value === "string" && value.trim() !== "";
  if (!problems.tireId && !problems.product && !named(body.tireId) && !named(body.product))
    problems.product = M.productMissing;
  return { data: parsed.success && Object.keys(problems).length === 0 ? parsed.data : null, problems };
}

/** The first problem in field order, as POST /api/quotes answers it. */
export function firstQuoteProblem(problems: QuoteProblems): string | null {
  const field = QUOTE_FIELDS.find((f) => problems[f]);
  return field ? problems[field]! : null;
}
