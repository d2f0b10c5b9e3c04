/**
 * What the customer is told when a booking request fails, by SPEC §8's rules: the server's own
 * error text when it sent one, otherwise a fixed text per status, and different fixed texts
 * when the reply could not be read at all.
 */
export interface BookingReply {
  success?: boolean;
  message?: string;
  error?: string;
  availableSlots?: { time: string; available: boolean }[];
  /** The tires cannot be at the store by the chosen day: the first day they can. */
  readyBy?: string;
  /** A code was sent to the customer's address: the request waits for it (a 202). */
  verification?: CodeRequest;
}

/** The challenge a 202 names: send its id back with the code the customer reads in the e-mail. */
export interface CodeRequest {
  id: string;
  sentTo: string;
  expiresInMinutes: number;
}

/** A code is on its way: what to tell the customer, and the challenge to answer. */
export interface CodePending extends CodeRequest {
  message: string;
}

export type BookingFailure = {
  message: string;
  availableSlots?: BookingReply["availableSlots"];
  readyBy?: string;
};

const FALLBACK = {
  409: "This time slot is no longer available. Please refresh and select a different time.",
  400: "Invalid appointment details. Please check your information.",
  500: "Server error while scheduling appointment. Please try again.",
} as const;

const UNREADABLE = {
  409: "This time slot is no longer available. Please select a different time.",
  400: "Invalid appointment details. Please check your information and try again.",
  500: "Server error while scheduling appointment. Please try again or contact support.",
} as const;

export const UNSUCCESSFUL =
  "There was an error scheduling your appointment. Please try again or contact us directly.";

function parse(text: string): BookingReply | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as BookingReply) : null;
  } catch {
    return null;
  }
}

/** Null when the booking succeeded; otherwise the text to show (and fresh slots after a 409). */
export function interpretBookingReply(
  status: number,
  ok: boolean,
  text: string,
): { reply: BookingReply } | { failure: BookingFailure } | { code: CodePending } {
  const reply = parse(text);
  const v = reply?.verification;
  if (status === 202 && v && typeof v.id === "string" && typeof v.sentTo === "string")
    return { code: { ...v, message: reply.message ?? `We sent a code to ${v.sentTo}.` } };
  if (!reply) {
    const known = status === 409 || status === 400 || status === 500 ? UNREADABLE[status] : null;
    return {
      failure: {
        message: known ?? "Server returned an invalid response. Please try again or contact support.",
      },
    };
  }
  if (!ok) {
    const fallback =
      status === 409 || status === 400 || status === 500
        ? FALLBACK[status]
        : `Server error (${status}). Please try again.`;
    return {
      failure: {
        message: reply.error || fallback,
        availableSlots: status === 409 && !reply.readyBy ? reply.availableSlots : undefined,
        ...(status === 409 && typeof reply.readyBy === "string" ? { readyBy: reply.readyBy } : {}),
      },
    };
  }
  if (reply.success === false) return { failure: { message: reply.message || reply.error || UNSUCCESSFUL } };
  return { reply };
}
