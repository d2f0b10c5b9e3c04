import { z } from "zod";
import { BOOKING_MESSAGES, EMAIL_PATTERN, firstBookingProblem } from "./booking-checks";
import { isValidDate } from "./zoned-time";

export { BOOKING_MESSAGES } from "./booking-checks";

/**
 * The booking request as POST /api/bookAppointment accepts it: SPEC's three customer-facing
 * checks in their order first (shared with the browser form), then the shape of everything else.
 */

// Letters, digits, spaces and common punctuation; no control characters (which could forge mail headers).
const SAFE_TEXT = /^[^\p{Cc}\p{Cf}]*$/u;

// The confirmation goes to this address: characters mail software reads as address syntax (lists,
// display names, groups, quoting, comments) or silently drops would send it somewhere else.
const PLAIN_ADDRESS = /^[^\p{Cc}\p{Cf}\p{Z}<>()[\]\\,;:"]+$/u;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .regex(SAFE_TEXT, "Please remove unusual control characters.");

const vehicleSchema = z
  .object({
    year: z.union([z.string(), z.number()]).transform(String).pipe(text(4)),
    make: text(40),
    model: text(60),
    trim: text(60).optional().default(""),
  })
  .partial()
  .optional();

export const bookingRequestSchema = z.object({
  storeGroupEmail: z.string().trim().toLowerCase().max(254).pipe(z.email("Unknown store.")),
  serviceName: text(80).pipe(z.string().min(1)),
  durationMinutes: z.number().int().min(0).max(600).optional(),
  date: z.string().refine(isValidDate, "Please choose a valid date."),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a valid time."),
  customer: z.object({
    firstName: text(60).pipe(z.string().min(1)),
    lastName: text(60).pipe(z.string().min(1)),
    email: z
      .string()
      .trim()
      .max(254)
      .regex(EMAIL_PATTERN, BOOKING_MESSAGES.email)
      .regex(PLAIN_ADDRESS, BOOKING_MESSAGES.email),
    phone: z
      .string()
      .transform((p) => p.replace(/\D/g, ""))
      .pipe(z.string().regex(/^1?\d{10}$/, BOOKING_MESSAGES.phone))
      .transform((digits) => digits.slice(-10)),
  }),
  vehicle: vehicleSchema,
  comments: text(1000).optional().default(""),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "Invalid request key.")
    .optional(),
});

export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type BookingValidation = { ok: true; data: BookingRequest } | { ok: false; message: string };

export function validateBookingRequest(input: unknown): BookingValidation {
  const problem = firstBookingProblem(input);
  if (problem) return { ok: false, message: problem };
  const parsed = bookingRequestSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid appointment details." };
  return { ok: true, data: parsed.data };
}
