import { z } from "zod";

// This schema also runs in the browser (the /contact form). Zod compiles object parsers with
// `new Function` where it may, and merely probing for that, when a schema is built, is reported
// as a violation of our Content-Security-Policy (no 'unsafe-eval'). Its interpreter is ample here.
z.config({ jitless: true });

const NO_CONTROL = /^[^\p{Cc}\p{Cf}]*$/u;
const NO_CONTROL_MULTILINE = /^[^\p{Cf}\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$/u;

/** The contact form, validated the same way in the browser and in POST /api/contact. */
export const contactRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Please shorten your name.")
    .regex(NO_CONTROL, "Please remove unusual characters from your name.")
    // The name goes into the mail subject, where clients decode "=?charset?Q?...?=" words: such a
    // name could make the subject show other text, line breaks included.
    .refine((name) => !name.includes("=?"), "Please remove unusual characters from your name."),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address."),
  phone: z
    .string()
    .optional()
    .default("")
    .transform((p) => p.replace(/\D/g, ""))
    .refine((p) => p === "" || p.length === 10, "Please enter a 10-digit phone number or leave it empty."),
  storeId: z.coerce.number().int().min(1).max(11).optional(),
  message: z
    .string()
    .trim()
    .min(10, "Please write a message of at least 10 characters.")
    .max(2000, "Please keep your message under 2,000 characters.")
    .regex(NO_CONTROL_MULTILINE, "Please remove unusual characters from your message."),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
