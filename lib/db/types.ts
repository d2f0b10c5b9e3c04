import type { StaffStore } from "./staff-types";
import type { ChangeOrigin } from "@/lib/staff/actor";
import type { ReadyBy, StockSource } from "@/lib/inventory/ready-by";
import type { AppointmentEvent, HistoryEntry } from "./history-types";
import type { StockRow } from "@/lib/inventory/seed-stock";
import type { HeldUnit, VisitSegment } from "@/lib/scheduling/capacity";
import type { WorkSite } from "@/lib/scheduling/on-site";
import type { VisitKind } from "@/lib/scheduling/visit";
import type { QuoteState } from "@/lib/quotes/quote-states";
import type {
  QuoteChange,
  QuoteChangeResult,
  QuoteDeskRecord,
  QuoteEvent,
  QuoteList,
  QuoteListFilter,
  NewQuoteRequest,
  QuoteRequestRecord,
} from "./quote-types";
import type { ContactMessage, FailedMail, OutgoingMail, QueuedMail } from "./mail-types";

/**
 * requested → confirmed | declined | cancelled; confirmed → cancelled | completed | no_show.
 * Only requested and confirmed appointments hold their bay time.
 */
export type AppointmentStatus =
  "requested" | "confirmed" | "declined" | "cancelled" | "completed" | "no_show";
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ["requested", "confirmed"];

/** Where the appointment stands with the store's Microsoft 365 calendar. */
export type CalendarSync = "not_applicable" | "pending" | "created" | "delete_pending" | "deleted" | "failed";

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

/** One offer at one location: on the shelf, and promised to appointments. */
export interface StockLevel {
  locationId: number;
  offerId: string;
  onHand: number;
  held: number;
}

export type StockUpdateResult =
  { ok: true; updated: number } | { ok: false; refused: { index: number; row: StockRow; reason: string }[] };

/** "held" while the appointment is live; given back ("released") or installed ("consumed"). */
export type HoldStatus = "held" | "released" | "consumed";

/**
 * The set an appointment with tires holds: at the store, at the warehouse for the next truck
 * (`locationId` the warehouse), or ordered from the maker (no location: nothing on a shelf yet).
 */
export interface TireHold {
  offerId: string;
  quantity: number;
  locationId: number | null;
  source: StockSource;
  /** The day the set is at the store, YYYY-MM-DD. */
  readyBy: string;
  status: HoldStatus;
}

/**
 * Holds a booking's tires inside its transaction: `decide` sees the offer's level at the store
 * and at the warehouse, read under the stock lock, and answers the hold, or the ready-by date the
 * customer can have instead when the asked-for day comes too soon.
 */
export interface StockClaim {
  offerId: string;
  storeId: number;
  decide(levels: {
    store: StockLevel;
    warehouse: StockLevel;
  }): { hold: Omit<TireHold, "status"> } | { short: ReadyBy };
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
}

/** A new time for an appointment (the store's local date and time, and the instants they mean). */
export interface AppointmentTime {
  startsAt: number;
  endsAt: number;
  date: string;
  time: string;
}

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
  /** What the appointment's history records for this change (who and from where: the origin). */
  event: HistoryEntry;
  mails: (next: Appointment) => readonly OutgoingMail[];
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
}

export type InsertResult =
  | { outcome: "created"; appointment: Appointment }
  | { outcome: "duplicate"; appointment: Appointment }
  /** The idempotency key was first used with a different request. */
  | { outcome: "key_reused" }
  | { outcome: "conflict" }
  /** The tires cannot be there by the asked-for day: the first day they can. */
  | { outcome: "stock_short"; readyBy: ReadyBy };

export interface CalendarSyncSummary {
  pending: number;
  failed: number;
  created: number;
  lastError: string | null;
}

/** How a claimed calendar write ended. */
export interface CalendarWriteOutcome {
  sync: CalendarSync;
  eventId?: string | null;
  error?: string | null;
  /** When to try again (for pending work). */
  nextAttemptAt?: number | null;
  /** The calendar was read and the time compared with other events. */
  checked?: boolean;
  conflict?: string | null;
  /** Counts as an attempt (false for a write skipped before it was tried). */
  attempted?: boolean;
}

export interface QueueHealth {
  /** Messages waiting to be sent (not sent, not failed for good). */
  mailQueued: number;
  /** Age of the oldest message that is due now, in ms (0 when none is due). */
  oldestDueMailAgeMs: number;
  mailFailed: number;
  calendarPending: number;
  calendarFailed: number;
}

export interface Incident {
  key: string;
  detail: string;
  openedAt: number;
}

/**
 * Everything scheduling stores, with the same SQL on SQLite and PostgreSQL (lib/db/store.ts). A
 * booking, its units and its e-mails are written in one transaction; two live appointments never
 * hold one unit (a store's "Bay 3") at the same time, however many requests (or app processes)
 * race for it; background work
 * (e-mail, calendar writes) is claimed with a lease before it is done, and every update made by a
 * worker is guarded by the state it read.
 */
export interface SchedulingDatabase {
  readonly kind: "sqlite" | "postgres";
  ping(): Promise<void>;
  /**
   * Books a visit: under the store's lock, gives it its units (`units.place`) and writes it, its
   * units and its e-mails (`mails`, built from the appointment as stored) in one transaction.
   */
  insertAppointment(
    appointment: NewAppointment,
    mails: (created: Appointment) => readonly OutgoingMail[],
    units: UnitAssigner,
    stock?: StockClaim,
    /** Who asked, for the "requested" event written with it (a customer, unless said otherwise). */
    origin?: ChangeOrigin,
  ): Promise<InsertResult>;
  /** On hand and held for these offers, at every location that has or holds any. */
  stockLevels(offerIds: readonly string[]): Promise<StockLevel[]>;
  /** Every stocked offer at every location (the staff inventory page). */
  allStockLevels(): Promise<StockLevel[]>;
  /** Sets on-hand counts, all or nothing; never below what appointments hold. */
  setStock(rows: readonly StockRow[], now: number): Promise<StockUpdateResult>;
  findByReference(reference: string): Promise<Appointment | null>;
  findByIdempotencyKey(key: string): Promise<Appointment | null>;
  /** Units our live appointments hold at a store in [from, to). */
  heldUnits(storeEmail: string, from: number, to: number): Promise<HeldUnit[]>;
  /**
   * Changes an appointment in one transaction: reads it (locked), asks `decide`, and writes the
   * change only if the status and sequence are still the ones read. A new time is checked against
   * the store's other live appointments under the same lock as bookings. The calendar write the
   * change needs (update, or delete) is queued, the reminder replaced and the mails written, all
   * in that transaction, with the change's history event (`origin`: who made it, from where). A
   * refusal, a repeat or a conflict writes nothing.
   */
  changeAppointment(
    reference: string,
    decide: (current: Appointment) => ChangeDecision,
    now: number,
    origin: ChangeOrigin,
  ): Promise<ChangeResult>;
  /** Every recorded change to an appointment, oldest first. */
  appointmentHistory(appointmentId: number): Promise<AppointmentEvent[]>;
  /** The histories of several appointments at once (a page of the staff list). */
  appointmentHistories(appointmentIds: readonly number[]): Promise<Map<number, AppointmentEvent[]>>;
  /** A secret made once and kept, the same for every instance (the first `make()` stored wins). */
  appSecret(name: string, make: () => string): Promise<string>;
  /** Appointments starting in [from, to), soonest first. */
  listAppointments(filter: AppointmentFilter): Promise<Appointment[]>;
  claimCalendarWork(owner: string, now: number, leaseMs: number, limit: number): Promise<Appointment[]>;
  /**
   * Records the end of a claimed calendar write, if the appointment's sync state is still the one
   * the worker claimed it in. "superseded": it changed meanwhile (e.g. cancelled during a create);
   * the event id, if any, is kept and the claim released so the next pass does the new work.
   */
  finishCalendarWrite(
    claimed: Appointment,
    owner: string,
    outcome: CalendarWriteOutcome,
    mails?: readonly OutgoingMail[],
  ): Promise<"done" | "superseded">;
  /**
   * Records that a request booked with the calendar unread has now been compared with it (and what
   * was found), with the store's e-mail about a clash, before the event is written: a later retry
   * of the write then never mistakes our own event for a clash.
   */
  recordCalendarCheck(
    claimed: Appointment,
    owner: string,
    conflict: string | null,
    mails: readonly OutgoingMail[],
  ): Promise<boolean>;
  calendarSummary(): Promise<CalendarSyncSummary>;
  /** Appointments whose calendar write failed for good, and those found clashing with the calendar. */
  calendarAttention(limit: number): Promise<{ failed: Appointment[]; conflicts: Appointment[] }>;
  claimMail(owner: string, now: number, leaseMs: number, limit: number): Promise<QueuedMail[]>;
  markMailSent(id: number, owner: string, now: number): Promise<boolean>;
  /** A failed attempt: retried at `nextAttemptAt`, or failed for good when it is null. */
  markMailFailed(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    now: number,
  ): Promise<void>;
  failedMail(limit: number): Promise<FailedMail[]>;
  /** An operator's Retry: the message or calendar write becomes due now with fresh attempts. */
  retryMail(id: number, now: number): Promise<boolean>;
  retryCalendarWrite(id: number, now: number): Promise<boolean>;
  /** Opens an incident unless it is already open; only the opener queues `mails`. */
  openIncident(key: string, detail: string, now: number, mails: readonly OutgoingMail[]): Promise<boolean>;
  closeIncident(key: string, now: number): Promise<boolean>;
  openIncidents(): Promise<Incident[]>;
  queueHealth(now: number): Promise<QueueHealth>;
  /** Counts one hit in a fixed window shared by every instance; returns the window's count. */
  countHit(key: string, windowStart: number, expiresAt: number): Promise<number>;
  insertContactMessage(message: ContactMessage, mails: readonly OutgoingMail[]): Promise<number>;
  /**
   * Stores a quote request and its e-mails in one transaction. A reference already taken is
   * refused with the driver's unique-constraint error (see constraintViolation), and nothing is
   * written.
   */
  insertQuoteRequest(quote: NewQuoteRequest, mails: readonly OutgoingMail[]): Promise<QuoteRequestRecord>;
  findQuoteRequest(reference: string): Promise<QuoteRequestRecord | null>;
  /** The sales desk's list (lib/db/quote-queries.ts): newest first, with counts per state. */
  listQuoteRequests(filter: QuoteListFilter): Promise<QuoteList>;
  quoteWithHistory(reference: string): Promise<{ quote: QuoteDeskRecord; events: QuoteEvent[] } | null>;
  /** A desk change, refused as "stale" unless the request is still in `expectedState`. */
  changeQuoteRequest(
    reference: string,
    expectedState: QuoteState,
    change: QuoteChange,
    origin: ChangeOrigin,
    now: number,
  ): Promise<QuoteChangeResult>;
  countAppointments(): Promise<number>;
  /** Staff sessions, the staff list and the status password's failure count (lib/db/staff-queries.ts). */
  readonly staff: StaffStore;
  close(): Promise<void>;
}
