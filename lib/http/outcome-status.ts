import type { BookingOutcome } from "@/lib/appointments/book";
import type { CodeCheckOutcome, CodeRequestOutcome } from "@/lib/contact-proof/contact-codes";
import type { LifecycleOutcome } from "@/lib/appointments/lifecycle";
import type { QuoteChangeOutcome } from "@/lib/quote-requests/quote-desk";
import type { StockUpdateOutcome } from "@/lib/stock/stock-update";
import type { VehicleResolution } from "@/lib/vehicles/resolve";

/**
 * Every outcome a route answers as it is: what happened, named by its `kind`, in the words of its
 * `message`. The use cases and the domain say what happened; only this layer knows HTTP.
 */
export type AnsweredOutcome =
  | BookingOutcome
  | CodeRequestOutcome
  | Exclude<CodeCheckOutcome, { kind: "proven" }>
  | LifecycleOutcome
  | QuoteChangeOutcome
  | StockUpdateOutcome
  | Exclude<VehicleResolution, { kind: "found" }>;

export type OutcomeKind = AnsweredOutcome["kind"];

/**
 * The HTTP status each kind answers with, the same for every outcome that uses the kind. Typed
 * against every kind: one added to an outcome without a status here fails the type check, and a
 * status left here for a kind no outcome has any more does too.
 */
export const OUTCOME_STATUS = {
  booked: 200,
  changed: 200,
  unchanged: 200,
  saved: 200,
  /** Accepted, not done: the request waits for the code just sent (success stays false). */
  "code-sent": 202,
  invalid: 400,
  "code-refused": 400,
  "held-for-appointments": 400,
  forbidden: 403,
  "not-found": 404,
  "slot-taken": 409,
  "tires-not-ready": 409,
  stale: 409,
  "contact-busy": 409,
  "link-expired": 410,
  "too-large": 413,
  "key-reused": 422,
  "too-many-codes": 429,
} as const satisfies Record<OutcomeKind, number>;

export type OutcomeStatus = (typeof OUTCOME_STATUS)[OutcomeKind];

export function outcomeStatus(kind: OutcomeKind): OutcomeStatus {
  return OUTCOME_STATUS[kind];
}
