// zod/mini, not "zod": this schema also runs in the browser (the /contact form), and the mini build
// ships only the checks used here, about 20 KB of gzip JavaScript less than the full one.
import * as z from "zod/mini";
import { asciiEmailAddress, EMAIL_MAX_LENGTH, isEmailAddress } from "@/lib/core/address-rules";
import { ONE_LINE } from "@/lib/core/one-line";

// Zod compiles object parsers with `new Function` where it may, and merely probing for that, when a
// schema is built, is reported as a violation of our Content-Security-Policy (no 'unsafe-eval').
// Its interpreter is ample here.
z.config({ jitless: true });

const NO_CONTROL_MULTILINE = /^[^\p{Cf}\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$/u;

const NAME_MISSING = "Please enter your name.";
const NAME_UNUSUAL = "Please remove unusual characters from your name.";
const EMAIL_INVALID = "Please enter a valid email address.";
const PHONE_INVALID = "Please enter a 10-digit phone number or leave it empty.";
const STORE_INVALID = "Please choose one of our locations.";
const MESSAGE_MISSING = "Please write a message of at least 10 characters.";

/**
 * The contact form, validated the same way in the browser and in POST /api/contact. Every failure,
 * a value of the wrong JSON type included, has a message meant for the person filling in the form.
 */
export const contactRequestSchema = z.object({
  name: z.string({ error: NAME_MISSING }).check(
    z.trim(),
    z.minLength(1, NAME_MISSING),
    z.maxLength(100, "Please shorten your name."),
    z.regex(ONE_LINE, NAME_UNUSUAL),
    // The name goes into the mail subject, where clients decode "=?charset?Q?...?=" words: such a
    // name could make the subject show other text, line breaks included.
    z.refine((name) => !name.includes("=?"), NAME_UNUSUAL),
  ),
  // Kept as it is sent: the domain in ASCII (an international one as punycode).
  email: z.string({ error: EMAIL_INVALID }).check(
    z.trim(),
    z.maxLength(EMAIL_MAX_LENGTH, EMAIL_INVALID),
    z.refine(isEmailAddress, EMAIL_INVALID),
    z.overwrite((email) => asciiEmailAddress(email) ?? email),
  ),
  phone: z
    .pipe(
      z._default(z.string({ error: PHONE_INVALID }), ""),
      z.transform((phone: string) => phone.replace(/\D/g, "")),
    )
    .check(z.refine((digits) => digits === "" || digits.length === 10, PHONE_INVALID)),
  // A JSON integer: nothing is coerced (true, "3" or "0x3" would otherwise pass for a store).
  storeId: z.optional(
    z.int({ error: STORE_INVALID }).check(z.minimum(1, STORE_INVALID), z.maximum(11, STORE_INVALID)),
  ),
  message: z
    .string({ error: MESSAGE_MISSING })
    .check(
      z.trim(),
      z.minLength(10, MESSAGE_MISSING),
      z.maxLength(2000, "Please keep your message under 2,000 characters."),
      z.regex(NO_CONTROL_MULTILINE, "Please remove unusual characters from your message."),
    ),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** The form's fields, in the order a visitor fills them in (the first problem in it takes the focus). */
/**
 * The store field of a posted form (text) as the schema takes it: a number when it is written in
 * plain digits, else the text itself, which the schema refuses with its message (never "0x3" → 3).
 */
export function storeIdOf(text: string): number | string | undefined {
  if (text === "") return undefined;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "storeId", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactProblems = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: "",
  email: "",
  phone: "",
  storeId: "",
  message: "",
};

/** The answer to a form-filling bot (the hidden "website" field filled in). */
export const CONTACT_REFUSED = "Your message could not be sent.";

/** Above the fields when one needs fixing, in the browser and in the server's answer alike. */
export const CONTACT_CORRECT_FIELDS = "Please correct the highlighted fields.";

/** Field-by-field problems of the form as typed (an empty store choice is the corporate office). */
export function contactProblems(values: ContactValues): ContactProblems {
  const parsed = z.safeParse(contactRequestSchema, { ...values, storeId: storeIdOf(values.storeId) });
  if (parsed.success) return {};
  const problems: ContactProblems = {};
  for (const issue of parsed.error.issues) problems[issue.path[0] as ContactField] ??= issue.message;
  return problems;
}
