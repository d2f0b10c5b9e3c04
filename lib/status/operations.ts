import { findLocation } from "@/data/locations";
import { CONNECTION_INCIDENT, WRITE_FAILED_INCIDENT } from "@/lib/appointments/calendar-sync";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/appointments/presentation";
import { getDatabase, type Appointment } from "@/lib/db";
import { mailTransportKind } from "@/lib/mail/transport";
import { MAIL_DELIVERY } from "./mail-delivery";

const INCIDENT_TITLES: Record<string, string> = {
  [CONNECTION_INCIDENT]: "Store calendars cannot be reached; calendar writes are being retried.",
  [WRITE_FAILED_INCIDENT]: "A calendar write failed for good and needs a Retry.",
};

/** What staff need to act on one appointment's calendar problem; no customer contact details. */
function calendarItem(a: Appointment) {
  return {
    id: a.id,
    reference: a.reference,
    store: findLocation(a.storeId)?.name ?? a.storeEmail,
    when: `${formatAppointmentDate(a.date)}, ${formatAppointmentTime(a.time)}`,
    service: a.serviceName,
    status: a.status,
    attempts: a.calendarAttempts,
    error: a.calendarLastError,
    conflict: a.calendarConflict,
  };
}

/**
 * The background work as operators see it on both status pages: the outbox, calendar writes,
 * what failed for good (with a Retry), requests that clash with the store calendar, and open
 * incidents.
 */
export async function operationsStatus(now = Date.now()) {
  const db = await getDatabase();
  const [queue, failedMail, attention, incidents] = await Promise.all([
    db.queueHealth(now),
    db.failedMail(50),
    db.calendarAttention(50),
    db.openIncidents(),
  ]);
  const transport = mailTransportKind();
  return {
    mail: { transport, ...MAIL_DELIVERY[transport] },
    queue,
    failedMail: failedMail.map((m) => ({
      id: m.id,
      kind: m.kind,
      to: m.to,
      subject: m.subject,
      reference: m.reference,
      attempts: m.attempts,
      error: m.lastError,
      failedAt: new Date(m.failedAt).toISOString(),
    })),
    failedCalendarWrites: attention.failed.map(calendarItem),
    calendarConflicts: attention.conflicts.map(calendarItem),
    incidents: incidents.map((i) => ({
      key: i.key,
      title: INCIDENT_TITLES[i.key] ?? i.key,
      detail: i.detail,
      openedAt: new Date(i.openedAt).toISOString(),
    })),
  };
}
