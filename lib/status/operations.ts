import { findLocation } from "@/data/locations";
import { CONNECTION_INCIDENT, WRITE_FAILED_INCIDENT } from "@/lib/appointments/calendar-sync";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/appointments/presentation";
import { errorClass } from "@/lib/core/error-class";
import { pageOf, type PageCursor } from "@/lib/core/page-cursor";
import { getDatabase, type Appointment, type FailedMail } from "@/lib/db";
import { UNMARKED_VISIT_GRACE_MS } from "@/lib/appointments/hold-ends";
import { mailTransportKind } from "@/lib/mail/transport";
import { MAIL_DELIVERY } from "./mail-delivery";
import { textStatus } from "./text-delivery";

const INCIDENT_TITLES: Record<string, string> = {
  [CONNECTION_INCIDENT]: "Store calendars cannot be reached; calendar writes are being retried.",
  [WRITE_FAILED_INCIDENT]: "A calendar write failed for good and needs a Retry.",
};

/**
 * Who reads the status: signed-in staff, or anyone who knows the address (a production server with
 * no staff sign-in set up, where the status pages stay open). Anyone sees counts, references, kinds,
 * times and the class of each error; staff also see each e-mail's recipient and subject (which may
 * name the customer) and the errors' own words (an SMTP refusal quotes the address it refused).
 */
export type StatusAudience = "staff" | "anyone";

/** What staff need to act on one appointment's calendar problem; no customer contact details. */
export interface CalendarItem {
  id: number;
  reference: string;
  store: string;
  when: string;
  service: string;
  status: string;
  attempts: number;
  /** The last error in a few words that quote nothing from it (lib/core/error-class.ts). */
  errorClass: string | null;
  /** Staff only: the last error's own words. */
  error?: string | null;
  conflict: string | null;
}

function calendarItem(a: Appointment, audience: StatusAudience): CalendarItem {
  return {
    id: a.id,
    reference: a.reference,
    store: findLocation(a.storeId)?.name ?? a.storeEmail,
    when: `${formatAppointmentDate(a.date)}, ${formatAppointmentTime(a.time)}`,
    service: a.serviceName,
    status: a.status,
    attempts: a.calendarAttempts,
    errorClass: errorClass(a.calendarLastError),
    ...(audience === "staff" ? { error: a.calendarLastError } : {}),
    // Our own words (lib/appointments/calendar-sync.ts), never the calendar's events.
    conflict: a.calendarConflict,
  };
}

/** How far back the status pages count the holds the site ended itself. */
export const HOLD_END_REPORT_DAYS = 7;

/** Rows per page of each list of failed work; "Show more" reads the next. */
export const OPERATIONS_PAGE_SIZE = 50;
export const OPERATIONS_PAGE_MAX = 200;

/** The lists of work that needs a person, each read a page at a time. */
export const OPERATIONS_LISTS = ["failed-mail", "failed-calendar-writes", "calendar-conflicts"] as const;
export type OperationsList = (typeof OPERATIONS_LISTS)[number];

/** An e-mail that failed for good: its kind and reference for anyone, whom it was for for staff. */
export interface FailedMailItem {
  id: number;
  kind: string;
  reference: string | null;
  attempts: number;
  errorClass: string | null;
  failedAt: string;
  /** Staff only: the recipient, the subject and the last error's own words. */
  to?: string;
  subject?: string;
  error?: string | null;
}

function mailItem(m: FailedMail, audience: StatusAudience): FailedMailItem {
  return {
    id: m.id,
    kind: m.kind,
    reference: m.reference,
    attempts: m.attempts,
    errorClass: errorClass(m.lastError),
    failedAt: new Date(m.failedAt).toISOString(),
    ...(audience === "staff" ? { to: m.to, subject: m.subject, error: m.lastError } : {}),
  };
}

/**
 * One page of a list, after the row `after` names: failed mail newest first, failed calendar
 * writes newest first, clashes soonest first; `next` is the cursor of the following page.
 */
export async function operationsPage<L extends OperationsList>(
  list: L,
  audience: StatusAudience,
  after: PageCursor | null,
  size = OPERATIONS_PAGE_SIZE,
): Promise<{ items: (L extends "failed-mail" ? FailedMailItem : CalendarItem)[]; next: string | null }> {
  const db = await getDatabase();
  type Item = L extends "failed-mail" ? FailedMailItem : CalendarItem;
  if (list === "failed-mail") {
    const page = pageOf(await db.failedMail(size + 1, after?.id ?? null), size, (m) => ({
      key: m.id,
      id: m.id,
    }));
    return { items: page.rows.map((m) => mailItem(m, audience)) as Item[], next: page.next };
  }
  const rows = await db.calendarAttention(
    list === "failed-calendar-writes" ? "failed" : "conflicts",
    size + 1,
    after && { startsAt: after.key, id: after.id },
  );
  const page = pageOf(rows, size, (a) => ({ key: a.startsAt, id: a.id }));
  return { items: page.rows.map((a) => calendarItem(a, audience)) as Item[], next: page.next };
}

/**
 * The background work as operators see it on both status pages: the outbox, texts, calendar writes,
 * the holds the site ended itself, what failed for good (with a Retry), requests that clash with
 * the store calendar, and open incidents.
 */
export async function operationsStatus(audience: StatusAudience, now = Date.now()) {
  const db = await getDatabase();
  const [queue, holdEnds, failedMail, failedCalendar, conflicts, incidents, texts] = await Promise.all([
    db.queueHealth(now),
    db.holdEndSummary(now, now - UNMARKED_VISIT_GRACE_MS, now - HOLD_END_REPORT_DAYS * 24 * 60 * 60_000),
    operationsPage("failed-mail", audience, null),
    operationsPage("failed-calendar-writes", audience, null),
    operationsPage("calendar-conflicts", audience, null),
    db.openIncidents(),
    textStatus(),
  ]);
  const transport = mailTransportKind();
  return {
    mail: { transport, ...MAIL_DELIVERY[transport] },
    queue,
    texts,
    // Requests cancelled unanswered and unmarked visits' tires put back: due, and lately ended.
    holdEnds: { ...holdEnds, days: HOLD_END_REPORT_DAYS },
    // The first page of each list; `…Next` reads on at /api/admin/operations/{list}?cursor=.
    failedMail: failedMail.items,
    failedMailNext: failedMail.next,
    failedCalendarWrites: failedCalendar.items,
    failedCalendarWritesNext: failedCalendar.next,
    calendarConflicts: conflicts.items,
    calendarConflictsNext: conflicts.next,
    incidents: incidents.map((i) => ({
      key: i.key,
      title: INCIDENT_TITLES[i.key] ?? i.key,
      // A calendar error's words (lib/appointments/calendar-sync.ts): for staff only.
      detail: audience === "staff" ? i.detail : (errorClass(i.detail) ?? ""),
      openedAt: new Date(i.openedAt).toISOString(),
    })),
  };
}
