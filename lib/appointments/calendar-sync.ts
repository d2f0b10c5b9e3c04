import { bookedTiresText } from "./booked-tires";
import { findLocation } from "@/data/locations";
import { calendarStoreOf, getCalendarProvider, type CalendarProvider } from "@/lib/calendar";
import {
  CalendarUnavailableError,
  describeGraphError,
  type GraphFailureReason,
} from "@/lib/calendar/graph-errors";
import { getDatabase, type Appointment, type CalendarWriteOutcome, type SchedulingDatabase } from "@/lib/db";
import { coalesced } from "@/lib/jobs/coalesce";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { claimStillSafe, INSTANCE_ID, leaseMs } from "@/lib/jobs/lease";
import { opsAlertMails } from "@/lib/jobs/ops-alert";
import { forgetCalendarReads } from "./availability";
import { calendarClashMails } from "./mail-content";
import { siteAddressLine, siteLines } from "@/lib/scheduling/on-site";
import { visitScheduleLines, visitServiceNames, visitServicesText, visitUnitsText } from "./presentation";
import { findSchedulerService } from "@/lib/scheduling/services";
import { RESOURCE_COPY } from "@/data/store-capacity";
import type { CalendarEventInput } from "@/lib/calendar/types";
import { placeVisit, unitCounts } from "@/lib/scheduling/capacity";

/** After this many failed attempts (about four hours) a calendar write fails for good. */
export const MAX_CALENDAR_ATTEMPTS = 8;
const BATCH = 5;

/** Graph refusals another attempt cannot fix: no permission, no such mailbox, a rejected request. */
const PERMANENT_REASONS: ReadonlySet<GraphFailureReason> = new Set(["denied", "not-found", "rejected"]);

/** Incidents the operator hears about once (OPS_EMAIL) until they are resolved. */
export const CONNECTION_INCIDENT = "calendar-connection";
export const WRITE_FAILED_INCIDENT = "calendar-write-failed";

/** Retry delay for calendar writes: 1, 2, 4 … minutes, capped at one hour. */
export function calendarRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** attempts, 60 * 60_000);
}

/**
 * The appointment as a store-calendar event. Its categories say which kinds of unit it takes (the
 * colours staff see in Outlook), its subject which units; the transactionId (its reference) lets
 * a calendar read tell our own events, counted from the database, from the store's.
 */
function eventInput(a: Appointment, address: string): CalendarEventInput {
  // The kinds the visit holds; a drop-off's work still goes onto a bay or rack during the day,
  // so its colour is the work's.
  const kinds = new Set(
    a.visit === "drop-off"
      ? visitServiceNames(a).map((name) => findSchedulerService(name)?.resource ?? "bay")
      : a.segments.flatMap((s) => (s.kind === "drop-off" ? [] : [s.kind])),
  );
  const site = a.visit === "on-site" ? a.site : null;
  const work = visitServicesText(a);
  return {
    transactionId: a.reference,
    confirmed: a.status === "confirmed",
    categories: [
      ...[...kinds].map((k) => RESOURCE_COPY[k].category),
      a.status === "confirmed" ? "Appointment confirmed" : "Appointment request",
    ],
    subject: `${a.status === "confirmed" ? "Confirmed" : "Appointment request"}: ${work} – ${a.firstName} ${a.lastName} (${visitUnitsText(a)})`,
    body: [
      a.status === "confirmed"
        ? `Reference ${a.reference} (booked online; confirmed).`
        : `Reference ${a.reference} (requested online; please confirm with the customer).`,
      ...visitScheduleLines(a),
      ...(site ? siteLines(site).map(([label, value]) => `${label}: ${value}.`) : []),
      `Customer: ${a.firstName} ${a.lastName}, ${a.phone}, ${a.email}.`,
      site ? "Call the customer before arriving." : "",
      a.tires ? `Tires: ${bookedTiresText(a.tires, a.storeId)}.` : "",
      a.comments ? `Notes: ${a.comments}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    start: a.startsAt,
    end: a.endsAt,
    // On-site work: the site, so the crew's phones can navigate there from the event.
    location: site ? siteAddressLine(site) : address,
    customerName: `${a.firstName} ${a.lastName}`,
    customerEmail: a.email,
  };
}

/** Does the claimed write; returns how it ended (success or a failure to record). */
async function attempt(
  db: SchedulingDatabase,
  a: Appointment,
  provider: CalendarProvider,
  now: number,
): Promise<CalendarWriteOutcome> {
  const location = findLocation(a.storeId);
  if (!location) return { sync: "failed", error: "Unknown store.", attempted: false };
  const store = calendarStoreOf(location);

  if (a.calendarSync === "delete_pending") {
    if (a.calendarEventId) await provider.deleteEvent(store, a.calendarEventId);
    return { sync: "deleted" };
  }

  // Nothing to gain from writing an event for a time that is over.
  if (a.endsAt <= now) {
    return {
      sync: "failed",
      error: "The appointment time passed before the event could be written to the store calendar.",
      attempted: false,
    };
  }
  // Booked while the calendar could not be read: look now, and tell the store if the time clashes.
  // The finding is stored before the event is written, so a retried write never reads our own
  // event (from an attempt whose answer was lost) as a clash.
  if (!a.calendarChecked) {
    const busy = await provider.getBusy(store, a.startsAt, a.endsAt);
    const others = (await db.heldUnits(a.storeEmail, a.startsAt, a.endsAt)).filter(
      (h) => h.appointmentId !== a.id,
    );
    const fits = placeVisit(a.segments, unitCounts(a.storeId), others, busy);
    const conflict = fits
      ? null
      : "Events in the store calendar take every unit this visit needs at this time (or close the store).";
    await db.recordCalendarCheck(a, INSTANCE_ID, conflict, conflict ? calendarClashMails(a, location) : []);
  }
  // An event that exists is brought up to date (confirmed, moved); otherwise it is created.
  if (a.calendarEventId) {
    await provider.updateEvent(store, a.calendarEventId, eventInput(a, store.address));
    return { sync: "created", checked: true };
  }
  const { id } = await provider.createEvent(store, eventInput(a, store.address));
  return { sync: "created", eventId: id, checked: true };
}

/**
 * Writes one claimed appointment's state to the store calendar: creates the event for a live
 * request, deletes it for a cancelled one. The result is recorded only if the appointment is still
 * in the state the claim was made in; otherwise (cancelled during the create) the event id is kept
 * so the next pass removes the event. Failures are retried with back-off, or fail for good.
 */
async function syncClaimed(db: SchedulingDatabase, a: Appointment): Promise<"done" | "superseded"> {
  const provider = getCalendarProvider();
  const now = Date.now();
  let outcome: CalendarWriteOutcome;
  try {
    outcome = await attempt(db, a, provider, now);
    if (outcome.sync !== "failed") await db.closeIncident(CONNECTION_INCIDENT, Date.now());
  } catch (error) {
    const failure = error instanceof CalendarUnavailableError ? error : describeGraphError(error, "");
    const final = PERMANENT_REASONS.has(failure.reason) || a.calendarAttempts + 1 >= MAX_CALENDAR_ATTEMPTS;
    outcome = {
      sync: final ? "failed" : a.calendarSync,
      error: failure.message,
      nextAttemptAt: final ? null : Date.now() + calendarRetryDelayMs(a.calendarAttempts),
    };
    if (!final) {
      await db.openIncident(
        CONNECTION_INCIDENT,
        failure.message,
        Date.now(),
        opsAlertMails("Store calendars cannot be reached", [
          "The website could not write to a store calendar in Microsoft 365 and will keep retrying.",
          `First error: ${failure.message}`,
          "Bookings are still recorded and e-mailed; their calendar events will be written once the connection works.",
        ]),
      );
    }
  }
  forgetCalendarReads(a.storeEmail);
  const ended = await db.finishCalendarWrite(a, INSTANCE_ID, outcome);
  if (ended === "done" && outcome.sync === "failed") {
    await db.openIncident(
      WRITE_FAILED_INCIDENT,
      outcome.error ?? "A calendar write failed.",
      Date.now(),
      opsAlertMails("A store calendar write failed for good", [
        `Appointment ${a.reference} (${a.date} ${a.time}, ${a.storeEmail}) could not be written to the store calendar and will not be retried automatically.`,
        `Error: ${outcome.error ?? "unknown"}`,
      ]),
    );
  }
  return ended;
}

/**
 * Works through calendar writes that are due (new events, deletions, retries), claimed with a
 * lease so each is done by one instance. Returns the number of writes it finished.
 */
export const processCalendarQueue = coalesced(
  "Calendar sync",
  async () => {
    const db = await getDatabase();
    let handled = 0;
    for (;;) {
      const batch = await db.claimCalendarWork(INSTANCE_ID, Date.now(), leaseMs(), BATCH);
      let superseded = false;
      for (const a of batch) {
        // Shutting down: the rest of the batch is handed back (lib/background/start.ts).
        if (backgroundWorkStopping()) return handled;
        if (!claimStillSafe(a.calendarClaimedUntil ?? 0)) continue;
        if ((await syncClaimed(db, a)) === "superseded") superseded = true;
        handled++;
      }
      // A superseded write left new work (e.g. the delete after a cancel): go round again.
      if (batch.length < BATCH && !superseded) break;
    }
    return handled;
  },
  0,
);
