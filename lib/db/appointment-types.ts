import type { ReadyBy } from "@/lib/inventory/ready-by";
import type { HeldUnit, VisitSegment } from "@/lib/scheduling/capacity";
import type { WorkSite } from "@/lib/scheduling/on-site";
import type { VisitKind } from "@/lib/scheduling/visit";
import type { CalendarSync } from "./calendar-sync-types";
import type { HistoryEntry } from "./history-types";
import type { OutgoingMail } from "./mail-types";
import type { TireHold } from "./stock-types";
import type { OutgoingText } from "./text-types";

/**
 * requested → confirmed | declined | cancelled; confirmed → cancelled | completed | no_show.
 * Only requested and confirmed appointments hold their bay time.
 */
export type AppointmentStatus =
  "requested" | "confirmed" | "declined" | "cancelled" | "completed" | "no_show";
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ["requested", "confirmed"];

/**
 * Tires booked with an installation: the product as it was offered when the customer asked (its
 * name and price are kept, so a later price change does not rewrite a request already made).
 */
export interface BookedTires {
  productId: string;
  quantity: number;
  brand: string;
  name: string;
  size: string;
  /** USD per tire, and the installation package per tire, at the time of the request. */
  pricePerTire: number;
  installationPerTire: number;
}

/** The customer's yes to texts about this appointment: the number, the words they agreed to, when. */
export interface TextConsent {
  /** E.164, e.g. +14125550142. */
  phone: string;
  wording: string;
  at: number;
}

export interface NewAppointment {
  reference: string;
  idempotencyKey: string | null;
  /** Hash of the request the idempotency key was first used with. */
  idempotencyHash: string | null;
  cancelTokenHash: string;
  storeId: number;
  storeEmail: string;
  /** The main service; `addOns` follow it back to back in the same visit. */
  serviceName: string;
  addOns: string[];
  /**
   * "wait": the customer stays from `time`; "drop-off": the vehicle is left at opening for the day;
   * "on-site": a service truck goes to `site` in the arrival window starting at `time`.
   */
  visit: VisitKind;
  /** Minutes of work in the whole visit. */
  durationMinutes: number;
  /** The visit: from the first service's start to the last one's end (a drop-off: opening to ready-by). */
  startsAt: number;
  endsAt: number;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicle: string | null;
  /** Where on-site work is done (left out, or null, for work at the store). */
  site?: WorkSite | null;
  /** Left out (or null) when no tires were chosen. */
  tires?: BookedTires | null;
  comments: string;
  /** Texts about this appointment, when the customer asked for them (left out or null: e-mail only). */
  textConsent?: TextConsent | null;
  calendarSync: CalendarSync;
  /** False when the store calendar could not be read at booking time ("calendar not checked"). */
  calendarChecked: boolean;
  createdAt: number;
}

export interface Appointment extends NewAppointment {
  id: number;
  /** Each service of the visit on its unit ("Bay 3"); a drop-off holds one of the day's drop-off places. */
  segments: VisitSegment[];
  status: AppointmentStatus;
  calendarEventId: string | null;
  calendarAttempts: number;
  calendarNextAttemptAt: number | null;
  calendarLastError: string | null;
  /** The instance working on this appointment's calendar write, and until when its claim holds. */
  calendarClaimedBy: string | null;
  calendarClaimedUntil: number | null;
  /** Set when a later calendar check found the time already taken by another event. */
  calendarConflict: string | null;
  cancelledAt: number | null;
  /** Counts every change after booking: the .ics SEQUENCE, and what calendar writes are checked against. */
  sequence: number;
  declineReason: string | null;
  changedAt: number | null;
  /** The tires set aside for this appointment (null without tires). */
  tireHold: TireHold | null;
  textConsent: TextConsent | null;
  /** A new time the store proposed, waiting for the customer's answer (null when none is). */
  proposal: AppointmentProposal | null;
}

/**
 * A new time the store proposes (the store's local date and time), and when it did. Nothing moves
 * until the customer accepts: the appointment keeps its time, units and calendar event.
 */
export interface AppointmentProposal {
  date: string;
  time: string;
  proposedAt: number;
}

/** A new time for an appointment (the store's local date and time, and the instants they mean). */
export interface AppointmentTime {
  startsAt: number;
  endsAt: number;
  date: string;
  time: string;
}

/**
 * The status a new booking is written with, decided in its transaction once its tires' hold is
 * known (null without tires): "confirmed" when it is booked on the spot, else "requested".
 */
export type BookingStatusRule = (hold: Omit<TireHold, "status"> | null) => "requested" | "confirmed";

/**
 * Gives a visit its units inside the booking (or change) transaction: `place` sees every unit our
 * other live appointments hold in [from, to), read under the store's lock, and answers the
 * visit's segments, or null when a unit is short.
 */
export interface UnitAssigner {
  from: number;
  to: number;
  place(held: readonly HeldUnit[]): VisitSegment[] | null;
}

/**
 * One change to an appointment, decided from its current state inside the transaction that makes
 * it. Mails and the reminder are built from the appointment as it stands after the change.
 */
export interface AppointmentChange {
  status?: AppointmentStatus;
  time?: AppointmentTime;
  /** New units for the visit: with every change of time, or alone to move it to another bay. */
  units?: UnitAssigner;
  declineReason?: string;
  /** A new time proposed to the customer (it replaces any older one), or null to clear it. Left out: it stays. */
  proposal?: { date: string; time: string } | null;
  /**
   * Gives the held tires back to stock while the appointment stays live (a visit nobody marked
   * completed or no-show): stock counts them again, and its status, time, units and calendar
   * event stay as they are.
   */
  releaseHold?: boolean;
  /** What the appointment's history records for this change (who and from where: the origin). */
  event: HistoryEntry;
  mails: (next: Appointment) => readonly OutgoingMail[];
  /**
   * Texts about the change (to a customer who agreed to them), written with it; a number that
   * opted out gets none. A day-before reminder text replaces the unsent one.
   */
  texts?: (next: Appointment) => readonly OutgoingText[];
  /** Replaces the unsent reminder: a new one, or null for none. Left out: the reminder stays. */
  reminder?: (next: Appointment) => OutgoingMail | null;
}

/**
 * What a caller decides on seeing the current state: a change, or a refusal in customer words
 * (`repeat`: the action was already done, so nothing is wrong; it just changes nothing).
 */
export type ChangeDecision = { change: AppointmentChange } | { refuse: string; repeat?: boolean };

export type ChangeResult =
  | { outcome: "not_found" }
  | { outcome: "refused"; appointment: Appointment; reason: string; repeat: boolean }
  /** No unit is free for the new time (or the unit asked for is taken). */
  | { outcome: "conflict"; appointment: Appointment }
  | { outcome: "changed"; appointment: Appointment; previous: Appointment };

export interface AppointmentFilter {
  storeId?: number;
  /** Only these stores (a store member's own); left out, every store. */
  storeIds?: readonly number[];
  statuses?: readonly AppointmentStatus[];
  from: number;
  to: number;
  limit: number;
  /** The last row of the previous page: this page starts after it in (startsAt, id) order. */
  after?: { startsAt: number; id: number } | null;
}

export type InsertResult =
  | { outcome: "created"; appointment: Appointment }
  | { outcome: "duplicate"; appointment: Appointment }
  /** The idempotency key was first used with a different request. */
  | { outcome: "key_reused" }
  | { outcome: "conflict" }
  /** The customer's address already has an open visit at this store that day (its reference). */
  | { outcome: "contact_busy"; reference: string }
  /** The tires cannot be there by the asked-for day: the first day they can. */
  | { outcome: "stock_short"; readyBy: ReadyBy };
