import type { StockSource } from "@/lib/inventory/ready-by";
import type { HeldUnit, UnitKind, VisitSegment } from "@/lib/scheduling/capacity";
import type { WorkSite } from "@/lib/scheduling/on-site";
import type { Row } from "./driver";
import { toNumber as num } from "./values";
import type {
  Appointment,
  AppointmentProposal,
  AppointmentStatus,
  BookedTires,
  NewAppointment,
  TextConsent,
} from "./appointment-types";
import type { CalendarSync } from "./calendar-sync-types";
import type { HoldStatus, TireHold } from "./stock-types";
import type { NewQuoteRequest, QuoteRequestRecord } from "./quote-types";
import type { FailedMail, OutgoingMail, QueuedMail } from "./mail-types";

/** Column lists and row mapping for the store's SQL. Times are epoch ms; booleans are 0/1. */
export const APPOINTMENT_INSERT_COLUMNS = [
  "reference",
  "idempotency_key",
  "idempotency_hash",
  "cancel_token_hash",
  "store_id",
  "store_email",
  "service_name",
  "add_ons",
  "visit",
  "segments",
  "duration_minutes",
  "starts_at",
  "ends_at",
  "date",
  "time",
  "first_name",
  "last_name",
  "email",
  "phone",
  "vehicle",
  "site",
  "tires",
  "comments",
  "calendar_sync",
  "calendar_checked",
  "created_at",
  "hold_offer_id",
  "hold_location_id",
  "hold_quantity",
  "hold_source",
  "hold_ready_by",
  "hold_status",
  "text_phone",
  "text_consent_wording",
  "text_consent_at",
  "status",
  "vehicle_make",
  "vehicle_model",
] as const;

/** The vehicle's make or model lower-cased, kept beside its JSON so staff can find it by index. */
function vehiclePart(vehicle: string | null, part: "make" | "model"): string | null {
  if (!vehicle) return null;
  try {
    const value = (JSON.parse(vehicle) as Record<string, unknown>)[part];
    return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

export function appointmentValues(
  a: NewAppointment,
  segments: readonly VisitSegment[],
  hold: Omit<TireHold, "status"> | null = null,
  status: AppointmentStatus = "requested",
): (string | number | null)[] {
  return [
    a.reference,
    a.idempotencyKey,
    a.idempotencyHash,
    a.cancelTokenHash,
    a.storeId,
    a.storeEmail,
    a.serviceName,
    JSON.stringify(a.addOns),
    a.visit,
    JSON.stringify(segments),
    a.durationMinutes,
    a.startsAt,
    a.endsAt,
    a.date,
    a.time,
    a.firstName,
    a.lastName,
    a.email,
    a.phone,
    a.vehicle,
    a.site ? JSON.stringify(a.site) : null,
    a.tires ? JSON.stringify(a.tires) : null,
    a.comments,
    a.calendarSync,
    a.calendarChecked ? 1 : 0,
    a.createdAt,
    hold?.offerId ?? null,
    hold?.locationId ?? null,
    hold?.quantity ?? null,
    hold?.source ?? null,
    hold?.readyBy ?? null,
    hold ? "held" : null,
    a.textConsent?.phone ?? null,
    a.textConsent?.wording ?? null,
    a.textConsent?.at ?? null,
    status,
    vehiclePart(a.vehicle, "make"),
    vehiclePart(a.vehicle, "model"),
  ];
}

export const OUTBOX_INSERT_COLUMNS = [
  "kind",
  "recipient",
  "subject",
  "body_text",
  "body_html",
  "ics",
  "reference",
  "next_attempt_at",
  "created_at",
  "reply_to",
] as const;

export function outboxValues(m: OutgoingMail, now: number): (string | number | null)[] {
  return [
    m.kind,
    m.to,
    m.subject,
    m.text,
    m.html,
    m.ics,
    m.reference,
    m.notBefore ?? now,
    now,
    m.replyTo ?? null,
  ];
}

// PostgreSQL returns BIGINT as a string; the store hands back numbers.
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toTireHold(r: Row): TireHold | null {
  if (r.hold_status === null || r.hold_status === undefined) return null;
  return {
    offerId: String(r.hold_offer_id),
    quantity: num(r.hold_quantity),
    locationId: numOrNull(r.hold_location_id),
    source: String(r.hold_source) as StockSource,
    readyBy: String(r.hold_ready_by),
    status: String(r.hold_status) as HoldStatus,
  };
}

function toTextConsent(r: Row): TextConsent | null {
  if (r.text_phone === null || r.text_phone === undefined) return null;
  return {
    phone: String(r.text_phone),
    wording: String(r.text_consent_wording ?? ""),
    at: num(r.text_consent_at ?? 0),
  };
}

export function toAppointment(r: Row): Appointment {
  return {
    id: num(r.id),
    reference: String(r.reference),
    idempotencyKey: strOrNull(r.idempotency_key),
    idempotencyHash: strOrNull(r.idempotency_hash),
    cancelTokenHash: String(r.cancel_token_hash),
    storeId: num(r.store_id),
    storeEmail: String(r.store_email),
    serviceName: String(r.service_name),
    addOns: JSON.parse(String(r.add_ons ?? "[]")) as string[],
    visit: r.visit === "drop-off" || r.visit === "on-site" ? r.visit : "wait",
    segments: JSON.parse(String(r.segments ?? "[]")) as VisitSegment[],
    durationMinutes: num(r.duration_minutes),
    startsAt: num(r.starts_at),
    endsAt: num(r.ends_at),
    date: String(r.date),
    time: String(r.time),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    phone: String(r.phone),
    vehicle: strOrNull(r.vehicle),
    site: r.site ? (JSON.parse(String(r.site)) as WorkSite) : null,
    tires: r.tires ? (JSON.parse(String(r.tires)) as BookedTires) : null,
    comments: String(r.comments ?? ""),
    status: String(r.status) as AppointmentStatus,
    calendarSync: String(r.calendar_sync) as CalendarSync,
    calendarChecked: num(r.calendar_checked) !== 0,
    calendarEventId: strOrNull(r.calendar_event_id),
    calendarAttempts: num(r.calendar_attempts),
    calendarNextAttemptAt: numOrNull(r.calendar_next_attempt_at),
    calendarLastError: strOrNull(r.calendar_last_error),
    calendarClaimedBy: strOrNull(r.calendar_claimed_by),
    calendarClaimedUntil: numOrNull(r.calendar_claimed_until),
    calendarConflict: strOrNull(r.calendar_conflict),
    createdAt: num(r.created_at),
    tireHold: toTireHold(r),
    textConsent: toTextConsent(r),
    cancelledAt: numOrNull(r.cancelled_at),
    sequence: num(r.sequence ?? 0),
    declineReason: strOrNull(r.decline_reason),
    changedAt: numOrNull(r.changed_at),
    proposal: toProposal(r),
  };
}

function toProposal(r: Row): AppointmentProposal | null {
  if (r.proposal_date === null || r.proposal_date === undefined) return null;
  return { date: String(r.proposal_date), time: String(r.proposal_time), proposedAt: num(r.proposal_at) };
}

export function toQueuedMail(r: Row): QueuedMail {
  return {
    id: num(r.id),
    kind: String(r.kind),
    to: String(r.recipient),
    subject: String(r.subject),
    text: String(r.body_text),
    html: String(r.body_html),
    ics: strOrNull(r.ics),
    reference: strOrNull(r.reference),
    replyTo: strOrNull(r.reply_to),
    attempts: num(r.attempts),
    claimedUntil: num(r.claimed_until),
  };
}

export function toFailedMail(r: Row): FailedMail {
  return {
    id: num(r.id),
    kind: String(r.kind),
    to: String(r.recipient),
    subject: String(r.subject),
    reference: strOrNull(r.reference),
    attempts: num(r.attempts),
    lastError: strOrNull(r.last_error),
    failedAt: num(r.failed_at),
  };
}

export const QUOTE_INSERT_COLUMNS = [
  "reference",
  "tire_id",
  "product",
  "size",
  "quantity",
  "application",
  "company",
  "name",
  "email",
  "phone",
  "message",
  "price_per_tire_cents",
  "created_at",
] as const;

export function quoteValues(q: NewQuoteRequest): (string | number | null)[] {
  return [
    q.reference,
    q.tireId,
    q.product,
    q.size,
    q.quantity,
    q.application,
    q.company,
    q.name,
    q.email,
    q.phone,
    q.message,
    q.pricePerTireCents,
    q.createdAt,
  ];
}

export function toQuoteRequest(r: Row): QuoteRequestRecord {
  return {
    id: num(r.id),
    reference: String(r.reference),
    tireId: strOrNull(r.tire_id),
    product: String(r.product),
    size: String(r.size ?? ""),
    quantity: num(r.quantity),
    application: String(r.application),
    company: String(r.company ?? ""),
    name: String(r.name),
    email: String(r.email),
    phone: String(r.phone),
    message: String(r.message ?? ""),
    pricePerTireCents: numOrNull(r.price_per_tire_cents),
    createdAt: num(r.created_at),
  };
}

export function toHeldUnit(r: Row): HeldUnit {
  return {
    appointmentId: num(r.appointment_id),
    kind: String(r.kind) as UnitKind,
    unit: num(r.unit),
    start: num(r.starts_at),
    end: num(r.ends_at),
  };
}
