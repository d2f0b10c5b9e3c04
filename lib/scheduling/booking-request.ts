import { z } from "zod";
import { BOOKING_MESSAGES, firstBookingProblem } from "@/lib/scheduling/booking-checks";
import { asciiEmailAddress, EMAIL_MAX_LENGTH, isEmailAddress } from "@/lib/core/address-rules";
import { ONE_LINE } from "@/lib/core/one-line";
import { isStateCode, SITE_LIMITS, SITE_MESSAGES } from "./on-site";
import { TEXT_CONSENT_MESSAGES, e164Us } from "./text-consent";
import { vehicleYearProblem } from "./vehicle-text";
import { isValidDate } from "@/lib/core/wall-clock";

export { BOOKING_MESSAGES } from "@/lib/scheduling/booking-checks";

/**
 * The booking request as POST /api/bookAppointment accepts it: SPEC's three customer-facing
 * checks in their order first (shared with the browser form), then the shape of everything else.
 */

// Text typed in a box of several lines: line breaks and tabs too (never placed in a mail header).
const SAFE_LINES = /^(?:[\n\t]|[^\p{Cc}\p{Cf}])*$/u;

// Every refusal, a value of the wrong JSON type included, is worded for the customer.
const VEHICLE_INVALID = "Please check the vehicle details.";
const SERVICE_INVALID = "Please choose one of our services.";
export const TIRE_UNKNOWN = "We couldn't find that tire. Please choose it again from our tire search.";
export const TIRE_QUANTITY = "Please choose between 1 and 6 tires.";
export const ADD_ON_INVALID = "Please choose extra services from the list.";
export const MAX_ADD_ONS = 3;
export const VISIT_INVALID = "Please choose whether you'll wait for your vehicle or drop it off.";

const text = (max: number, wrongType: string) =>
  z
    .string({ error: wrongType })
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .regex(ONE_LINE, "Please remove unusual control characters.");

/** Several lines of text: Windows line breaks become plain ones, then the same rules. */
const lines = (max: number, wrongType: string, unsafe = "Please remove unusual control characters.") =>
  z
    .string({ error: wrongType })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(max, `Please keep this under ${max} characters.`).regex(SAFE_LINES, unsafe));

/** One field of the work site: text on one line, worded for the field. */
const siteText = (field: string, max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .max(max, SITE_MESSAGES.tooLong(field, max))
    .regex(ONE_LINE, SITE_MESSAGES.unsafe);

/** Where on-site work is, checked field by field in the order the form asks for them. */
const siteSchema = z
  .object(
    {
      street: siteText("street", SITE_LIMITS.street, SITE_MESSAGES.street).pipe(
        z.string().min(1, SITE_MESSAGES.street),
      ),
      city: siteText("city", SITE_LIMITS.city, SITE_MESSAGES.city).pipe(
        z.string().min(1, SITE_MESSAGES.city),
      ),
      state: z
        .string({ error: SITE_MESSAGES.state })
        .trim()
        .toUpperCase()
        .refine(isStateCode, SITE_MESSAGES.state),
      zip: z
        .string({ error: SITE_MESSAGES.zip })
        .trim()
        .regex(/^\d{5}$/, SITE_MESSAGES.zip),
      directions: lines(SITE_LIMITS.directions, SITE_MESSAGES.unsafe, SITE_MESSAGES.unsafe)
        .optional()
        .default(""),
      machine: siteText("machine", SITE_LIMITS.machine, SITE_MESSAGES.machine).pipe(
        z.string().min(1, SITE_MESSAGES.machine),
      ),
      tireSize: siteText("tire size", SITE_LIMITS.tireSize, SITE_MESSAGES.unsafe).optional().default(""),
      position: siteText("tire position", SITE_LIMITS.position, SITE_MESSAGES.unsafe).optional().default(""),
    },
    { error: SITE_MESSAGES.missing },
  )
  .optional();

const vehicleSchema = z
  .object(
    {
      // Chosen from our lists or typed by hand (a vehicle the lists lack): either way four digits
      // from 1900 to next year, checked as the form does. Empty means not given (SPEC: optional).
      year: z
        .union([z.string(), z.number()], { error: VEHICLE_INVALID })
        .transform((year) => String(year).trim())
        .superRefine((year, context) => {
          const problem = year === "" ? null : vehicleYearProblem(year);
          if (problem) context.addIssue({ code: "custom", message: problem });
        }),
      make: text(40, VEHICLE_INVALID),
      model: text(60, VEHICLE_INVALID),
      trim: text(60, VEHICLE_INVALID).optional().default(""),
    },
    { error: VEHICLE_INVALID },
  )
  .partial()
  .optional();

export const bookingRequestSchema = z.object({
  storeGroupEmail: z
    .string({ error: "Unknown store." })
    .trim()
    .toLowerCase()
    .max(254, "Unknown store.")
    .pipe(z.email("Unknown store.")),
  serviceName: text(80, SERVICE_INVALID).pipe(z.string().min(1, SERVICE_INVALID)),
  durationMinutes: z
    .number({ error: SERVICE_INVALID })
    .int(SERVICE_INVALID)
    .min(0, SERVICE_INVALID)
    .max(600, SERVICE_INVALID)
    .optional(),
  date: z.string({ error: "Please choose a valid date." }).refine(isValidDate, "Please choose a valid date."),
  time: z
    .string({ error: "Please choose a valid time." })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please choose a valid time."),
  customer: z.object({
    firstName: text(60, BOOKING_MESSAGES.required).pipe(z.string().min(1, BOOKING_MESSAGES.required)),
    lastName: text(60, BOOKING_MESSAGES.required).pipe(z.string().min(1, BOOKING_MESSAGES.required)),
    // Kept as it is sent: the domain in ASCII (an international one as punycode).
    email: z
      .string({ error: BOOKING_MESSAGES.email })
      .trim()
      .max(EMAIL_MAX_LENGTH, BOOKING_MESSAGES.email)
      .refine(isEmailAddress, BOOKING_MESSAGES.email)
      .overwrite((email) => asciiEmailAddress(email) ?? email),
    phone: z
      .string({ error: BOOKING_MESSAGES.phone })
      .transform((p) => p.replace(/\D/g, ""))
      .pipe(z.string().regex(/^1?\d{10}$/, BOOKING_MESSAGES.phone))
      .transform((digits) => digits.slice(-10)),
  }),
  vehicle: vehicleSchema,
  /** On-site services only: where the work is, instead of a vehicle. */
  site: siteSchema,
  /** Tires to install (Tire Sales & Installation only); whether the product exists is checked when booking. */
  tires: z
    .object(
      {
        productId: z.string({ error: TIRE_UNKNOWN }).regex(/^[a-z0-9-]{3,120}$/, TIRE_UNKNOWN),
        quantity: z
          .number({ error: TIRE_QUANTITY })
          .int(TIRE_QUANTITY)
          .min(1, TIRE_QUANTITY)
          .max(6, TIRE_QUANTITY),
      },
      { error: TIRE_UNKNOWN },
    )
    .optional(),
  /** Services done in the same visit, after the main one (checked against the store when booking). */
  addOns: z
    .array(text(80, ADD_ON_INVALID).pipe(z.string().min(1, ADD_ON_INVALID)), { error: ADD_ON_INVALID })
    .max(MAX_ADD_ONS, `Please choose at most ${MAX_ADD_ONS} extra services for one visit.`)
    .optional()
    .default([]),
  visit: z.enum(["wait", "drop-off", "on-site"], { error: VISIT_INVALID }).optional().default("wait"),
  comments: lines(1000, "Please enter your comments as plain text.").optional().default(""),
  /**
   * Texts about this appointment: the mobile number (as E.164) and the customer's agreement to
   * TEXT_CONSENT_WORDING, which must be given in so many words (`consent: true`).
   */
  texts: z
    .object(
      {
        mobile: z.string({ error: TEXT_CONSENT_MESSAGES.mobileMissing }).transform((typed, context) => {
          const number = e164Us(typed);
          if (!number) context.addIssue({ code: "custom", message: TEXT_CONSENT_MESSAGES.mobileInvalid });
          return number ?? "";
        }),
        consent: z.literal(true, { error: TEXT_CONSENT_MESSAGES.consent }),
      },
      { error: TEXT_CONSENT_MESSAGES.mobileMissing },
    )
    .optional(),
  idempotencyKey: z
    .string({ error: "Invalid request key." })
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
