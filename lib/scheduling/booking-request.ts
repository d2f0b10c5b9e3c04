import { z } from "zod";
import { isValidDate } from "./zoned-time";

/**
 * The booking request: SPEC's three customer-facing checks in their order first, then the
 * shape of everything else. Shared by POST /api/bookAppointment and the wizard's form.
 */
export const BOOKING_MESSAGES = {
  selection: "Please complete all required selection steps before submitting.",
  required: "Please fill in all required fields (Name, Email, Phone).",
  email: "Please enter a valid email address.",
  phone: "Please enter a 10-digit phone number.",
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters, digits, spaces and common punctuation; no control characters (which could forge mail headers).
const SAFE_TEXT = /^[^\p{Cc}\p{Cf}]*$/u;

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
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, BOOKING_MESSAGES.email),
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

function str(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function validateBookingRequest(input: unknown): BookingValidation {
  const body = record(input);
  const customer = record(body.customer);
  if (!str(body.storeGroupEmail) || !str(body.serviceName) || !str(body.date) || !str(body.time)) {
    return { ok: false, message: BOOKING_MESSAGES.selection };
  }
  if (!str(customer.firstName) || !str(customer.lastName) || !str(customer.email) || !str(customer.phone)) {
    return { ok: false, message: BOOKING_MESSAGES.required };
  }
  if (!EMAIL_PATTERN.test(str(customer.email))) return { ok: false, message: BOOKING_MESSAGES.email };
  const parsed = bookingRequestSchema.safeParse(body);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Invalid appointment details." };
  return { ok: true, data: parsed.data };
}
