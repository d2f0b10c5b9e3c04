import { isEmailAddress } from "@/lib/core/address-rules";

/**
 * SPEC's three booking checks, in their order, with their exact messages. Dependency-free so
 * the browser form runs the very same checks as POST /api/bookAppointment.
 */
export const BOOKING_MESSAGES = {
  selection: "Please complete all required selection steps before submitting.",
  required: "Please fill in all required fields (Name, Email, Phone).",
  email: "Please enter a valid email address.",
  phone: "Please enter a 10-digit phone number.",
  vehicle: "Please select your vehicle's year, make and model.",
} as const;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The first problem of SPEC's ordered checks, or null when they all pass. */
export function firstBookingProblem(input: unknown): string | null {
  const body = record(input);
  const customer = record(body.customer);
  if (!text(body.storeGroupEmail) || !text(body.serviceName) || !text(body.date) || !text(body.time))
    return BOOKING_MESSAGES.selection;
  if (!text(customer.firstName) || !text(customer.lastName) || !text(customer.email) || !text(customer.phone))
    return BOOKING_MESSAGES.required;
  // SPEC's "text, an at sign, text, a dot, text", made exact: an address mail software reads as
  // this one address and nothing else.
  if (!isEmailAddress(text(customer.email))) return BOOKING_MESSAGES.email;
  return null;
}
