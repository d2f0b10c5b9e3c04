import type { Actor, ChangeOrigin } from "@/lib/staff/actor";
import type { HeldUnit } from "@/lib/scheduling/capacity";
import type { StockRow } from "@/lib/inventory/seed-stock";
import type { QuoteState } from "@/lib/quotes/quote-states";
import type {
  Appointment,
  AppointmentFilter,
  BookingStatusRule,
  ChangeDecision,
  ChangeResult,
  InsertResult,
  NewAppointment,
  UnitAssigner,
} from "./appointment-types";
import type { CalendarAttentionList, CalendarSyncSummary, CalendarWriteOutcome } from "./calendar-sync-types";
import type { CodeMessage, ContactCodeCheck, NewContactCode } from "./contact-code-types";
import type { ContactMessage } from "./contact-types";
import type { CustomerMessage, CustomerScope } from "./customer-types";
import type { CustomerSearch } from "@/lib/staff/customer-search";
import type { HoldEndSummary, QueueHealth } from "./health-types";
import type { AppointmentEvent } from "./history-types";
import type { Incident } from "./incident-types";
import type { InboundContext, InboundHandling, InboundResult } from "./inbound-text-types";
import type { FailedMail, OutgoingMail, QueuedMail } from "./mail-types";
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
import type { StaffStore } from "./staff-types";
import type {
  NewRoadCall,
  RoadCall,
  RoadCallChange,
  RoadCallChangeResult,
  RoadCallEvent,
  RoadCallFilter,
  RoadCallInsertResult,
  RoadCallMessages,
  RoadCallTime,
  TruckClash,
} from "./road-call-types";
import type { StoredRoadServiceStore } from "./road-service-store-types";
import type { PartNumberEntry, PartNumberSaveCounts, UnmappedPartNumber } from "./part-number-types";
import type { PartNumberRow, PartNumberSighting } from "@/lib/inventory/part-numbers";
import type {
  HoldCursor,
  ShelfChange,
  ShelfChangeResult,
  StockClaim,
  StockLevel,
  StockUpdateResult,
} from "./stock-types";
import type {
  DeliveryOutcome,
  InboundText,
  OutgoingText,
  QueuedText,
  RecentText,
  TextCounts,
  TextFallback,
} from "./text-types";

/**
 * Everything scheduling stores, with the same SQL on SQLite and PostgreSQL (one *-queries.ts
 * module per entity, wired up in lib/db/store.ts). A booking, its units and its e-mails are
 * written in one transaction; two live appointments never hold one unit (a store's "Bay 3") at
 * the same time, however many requests (or app processes) race for it; background work (e-mail,
 * calendar writes) is claimed with a lease before it is done, and every update made by a worker is
 * guarded by the state it read.
 */
export interface SchedulingDatabase {
  readonly kind: "sqlite" | "postgres";
  ping(): Promise<void>;
  /**
   * Books a visit: under the store's lock, gives it its units (`units.place`) and writes it, its
   * units, its e-mails (`mails`, built from the appointment as stored) and its texts in one
   * transaction.
   */
  insertAppointment(
    appointment: NewAppointment,
    mails: (created: Appointment) => readonly OutgoingMail[],
    units: UnitAssigner,
    stock?: StockClaim,
    /** Who asked, for the "requested" (or "booked") event written with it (a customer, unless said otherwise). */
    origin?: ChangeOrigin,
    /** Texts to the customer (a number that opted out gets none). */
    texts?: (created: Appointment) => readonly OutgoingText[],
    /** Requested, or confirmed on the spot, once its tires are held (a request, unless said otherwise). */
    statusFor?: BookingStatusRule,
  ): Promise<InsertResult>;
  /** Writes a one-time code with the e-mail that carries it. */
  insertContactCode(code: NewContactCode, message: CodeMessage): Promise<void>;
  /** Spends one try of a code on `contact`; `matches` compares a stored hash with the typed code. */
  checkContactCode(
    id: string,
    contact: string,
    matches: (codeHash: string) => boolean,
    now: number,
    maxTries: number,
  ): Promise<ContactCodeCheck>;
  /** On hand and held for these offers, at every location that has or holds any. */
  stockLevels(offerIds: readonly string[]): Promise<StockLevel[]>;
  /** Every stocked offer at every location (the staff inventory page). */
  allStockLevels(): Promise<StockLevel[]>;
  /** Sets on-hand counts, all or nothing; never below what appointments hold. */
  setStock(rows: readonly StockRow[], now: number): Promise<StockUpdateResult>;
  /** One count set (guarded by the count read) or a delivery added, at the shelf. */
  changeShelf(change: ShelfChange, now: number): Promise<ShelfChangeResult>;
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
  /**
   * Requests the store never answered whose time has come (starting by `now`): what the site
   * cancels itself. Newest first, `limit` at most, after the row `after` (its start and id).
   */
  unansweredRequests(now: number, limit: number, after?: HoldCursor | null): Promise<Appointment[]>;
  /** Confirmed visits that ended by `endedBy` and still hold tires, like unansweredRequests (by end). */
  heldPastVisits(endedBy: number, limit: number, after?: HoldCursor | null): Promise<Appointment[]>;
  /** Every recorded change to an appointment, oldest first. */
  appointmentHistory(appointmentId: number): Promise<AppointmentEvent[]>;
  /** The histories of several appointments at once (a page of the staff list). */
  appointmentHistories(appointmentIds: readonly number[]): Promise<Map<number, AppointmentEvent[]>>;
  /** A secret made once and kept, the same for every instance (the first `make()` stored wins). */
  appSecret(name: string, make: () => string): Promise<string>;
  /** Appointments starting in [from, to), soonest first. */
  listAppointments(filter: AppointmentFilter): Promise<Appointment[]>;
  /** Appointments a staff search finds in the reader's stores, newest first (customer-queries.ts). */
  searchAppointments(search: CustomerSearch, scope: CustomerScope, limit: number): Promise<Appointment[]>;
  /** A customer's appointments by phone (and e-mail), newest first. */
  customerAppointments(
    who: { phone: string | null; email: string | null },
    scope: CustomerScope,
    limit: number,
  ): Promise<Appointment[]>;
  /** Quote requests a staff search finds, newest first. */
  searchQuotes(search: CustomerSearch, since: number, limit: number): Promise<QuoteDeskRecord[]>;
  /** A customer's quote requests by phone (and e-mail), newest first. */
  customerQuotes(
    who: { phone: string | null; email: string | null },
    limit: number,
  ): Promise<QuoteDeskRecord[]>;
  /** The mails and texts sent about these references, newest first. */
  messagesAbout(references: readonly string[], limit: number): Promise<CustomerMessage[]>;
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
  /** Writes to do and failed, events of appointments from `now` on, the newest error. */
  calendarSummary(now?: number): Promise<CalendarSyncSummary>;
  /**
   * One page of appointments whose calendar write failed for good (newest first), or of live ones
   * found clashing with the calendar (soonest first), after the last row of the previous page.
   */
  calendarAttention(
    list: CalendarAttentionList,
    limit: number,
    after?: { startsAt: number; id: number } | null,
  ): Promise<Appointment[]>;
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
  /** One page of messages that failed for good, newest first, after the id `afterId`. */
  failedMail(limit: number, afterId?: number | null): Promise<FailedMail[]>;
  /** An operator's Retry: the message or calendar write becomes due now with fresh attempts. */
  retryMail(id: number, now: number): Promise<boolean>;
  retryCalendarWrite(id: number, now: number): Promise<boolean>;
  /** Opens an incident unless it is already open; only the opener queues `mails`. */
  openIncident(key: string, detail: string, now: number, mails: readonly OutgoingMail[]): Promise<boolean>;
  closeIncident(key: string, now: number): Promise<boolean>;
  openIncidents(): Promise<Incident[]>;
  queueHealth(now: number): Promise<QueueHealth>;
  /**
   * The holds the site ends itself: requests due by `now` and visits ended by `visitsEndedBy` not
   * yet ended, and how many of each it ended since `since`.
   */
  holdEndSummary(now: number, visitsEndedBy: number, since: number): Promise<HoldEndSummary>;
  /** Hands back the claims `owner` holds on e-mails, texts and calendar writes (an instance shutting down). */
  releaseClaims(owner: string): Promise<{ mail: number; calendar: number; text: number }>;
  /** Queues texts outside an appointment change; a number that opted out gets none. */
  insertTexts(texts: readonly OutgoingText[], now: number): Promise<number>;
  claimTexts(owner: string, now: number, leaseMs: number, limit: number): Promise<QueuedText[]>;
  markTextSent(id: number, owner: string, providerMessageId: string | null, now: number): Promise<boolean>;
  /**
   * A failed attempt, guarded by the claim: retried at `nextAttemptAt`, or failed for good when it
   * is null, and then its fallback e-mail (`fallback`) written in the same transaction, once.
   */
  markTextFailed(
    id: number,
    owner: string,
    error: string,
    nextAttemptAt: number | null,
    now: number,
    fallback: TextFallback,
  ): Promise<boolean>;
  /** Puts a claimed text off until `until` (quiet hours) without counting an attempt. */
  deferText(id: number, owner: string, until: number): Promise<boolean>;
  /** Ends a claimed text whose number opted out after it was queued: never sent. */
  dropOptedOutText(id: number, owner: string, now: number): Promise<boolean>;
  isOptedOut(phone: string): Promise<boolean>;
  /**
   * Stores a customer's text once (by its provider message id) with what `handle` makes of it, in
   * one transaction; the same message again is a "duplicate" and changes nothing.
   */
  receiveText(
    text: InboundText,
    handle: (context: InboundContext) => InboundHandling,
  ): Promise<InboundResult>;
  /** Records a delivery report; a failed delivery writes the text's fallback e-mail once. */
  recordTextDelivery(
    providerMessageId: string,
    status: string,
    failed: boolean,
    now: number,
    fallback: TextFallback,
  ): Promise<DeliveryOutcome>;
  textCounts(): Promise<TextCounts>;
  recentTexts(limit: number): Promise<RecentText[]>;
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
  /** Files a breakdown call with its history and first messages (once per idempotency key). */
  insertRoadCall(
    call: NewRoadCall,
    messages: (created: RoadCall) => RoadCallMessages,
  ): Promise<RoadCallInsertResult>;
  /**
   * Changes a call if it is still at `expectedVersion` and the change still applies (see
   * road-call-queries.ts): accept (taking a truck), a crew's status, offer to the next store, or
   * the desk alert; with its event and messages in the same transaction.
   */
  changeRoadCall(
    reference: string,
    expectedVersion: number,
    change: RoadCallChange,
    messages: (next: RoadCall, clashes: readonly TruckClash[]) => RoadCallMessages,
    actor: Actor,
    now: number,
  ): Promise<RoadCallChangeResult>;
  findRoadCall(reference: string): Promise<RoadCall | null>;
  /** Open calls and those closed since `filter.closedSince`, newest first. */
  listRoadCalls(filter: RoadCallFilter): Promise<RoadCall[]>;
  /** Calls no crew took whose offer was made by `offeredBy`, oldest offer first. */
  waitingRoadCalls(offeredBy: number, limit: number): Promise<RoadCall[]>;
  roadCallEvents(callId: number): Promise<RoadCallEvent[]>;
  /** Calls filed since `since` that ended rolling, with their times. */
  roadCallTimes(since: number): Promise<RoadCallTime[]>;
  /** Each store's road-service reach and rotation as operators saved them (stores without a row keep the defaults). */
  storedRoadServiceStores(): Promise<StoredRoadServiceStore[]>;
  /** Saves one store's, unless a colleague saved since `expectedUpdatedAt` (null: nobody had). */
  saveRoadServiceStore(
    store: Pick<StoredRoadServiceStore, "storeId" | "reachMiles" | "rotation">,
    expectedUpdatedAt: number | null,
    now: number,
    by: string,
  ): Promise<"saved" | "stale">;
  /** The point of sale's part numbers as mapped to our tires (lib/db/part-number-queries.ts). */
  partNumberEntries(): Promise<PartNumberEntry[]>;
  /** Saves an uploaded list as it stands, in one transaction. */
  savePartNumbers(rows: readonly PartNumberRow[], now: number, by: string): Promise<PartNumberSaveCounts>;
  /** Maps one number, unless a colleague changed it since `expectedUpdatedAt` (null: it was unmapped). */
  decidePartNumber(
    partNumber: string,
    offerId: string | null,
    expectedUpdatedAt: number | null,
    now: number,
    by: string,
  ): Promise<"saved" | "stale">;
  removePartNumber(partNumber: string, expectedUpdatedAt: number): Promise<"removed" | "stale">;
  noteUnmappedPartNumbers(sightings: readonly PartNumberSighting[], now: number, by: string): Promise<void>;
  unmappedPartNumbers(limit: number): Promise<{ rows: UnmappedPartNumber[]; total: number }>;
  /** Staff sessions, the staff list and the status password's failure count (lib/db/staff-queries.ts). */
  readonly staff: StaffStore;
  close(): Promise<void>;
}
