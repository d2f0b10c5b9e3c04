import { findLocation } from "@/data/locations";
import { calendarStoreOf, getCalendarProvider } from "@/lib/calendar";
import { getDatabase } from "@/lib/db";
import { coalesced } from "@/lib/jobs/coalesce";
import type { Appointment } from "@/lib/db/types";
import { formatAppointmentTime } from "./presentation";

/** Retry delay for calendar writes: 1, 2, 4 … minutes, capped at one hour. */
export function calendarRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** attempts, 60 * 60_000);
}

/**
 * Writes one appointment's state to the store calendar: creates the event for a new request,
 * deletes it for a cancelled one. Failures are recorded and retried later; the booking stands.
 */
export async function syncAppointmentCalendar(appointment: Appointment): Promise<void> {
  const db = await getDatabase();
  const provider = getCalendarProvider();
  const location = findLocation(appointment.storeId);
  if (!location) return;
  const store = calendarStoreOf(location);
  try {
    if (appointment.calendarSync === "pending") {
      const { id } = await provider.createEvent(store, {
        transactionId: appointment.reference,
        subject: `Appointment request: ${appointment.serviceName} – ${appointment.firstName} ${appointment.lastName}`,
        body: [
          `Reference ${appointment.reference} (requested online; please confirm with the customer).`,
          `Service: ${appointment.serviceName}, ${appointment.durationMinutes} minutes at ${formatAppointmentTime(appointment.time)}.`,
          `Customer: ${appointment.firstName} ${appointment.lastName}, ${appointment.phone}, ${appointment.email}.`,
          appointment.comments ? `Notes: ${appointment.comments}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        start: appointment.startsAt,
        end: appointment.endsAt,
        location: store.address,
        customerName: `${appointment.firstName} ${appointment.lastName}`,
        customerEmail: appointment.email,
      });
      await db.recordCalendarResult(appointment.id, { sync: "created", eventId: id });
    } else if (appointment.calendarSync === "delete_pending") {
      if (appointment.calendarEventId) await provider.deleteEvent(store, appointment.calendarEventId);
      await db.recordCalendarResult(appointment.id, { sync: "deleted" });
    }
  } catch (error) {
    await db.recordCalendarResult(appointment.id, {
      sync: appointment.calendarSync,
      error: error instanceof Error ? error.message.slice(0, 500) : "Calendar write failed",
      nextAttemptAt: Date.now() + calendarRetryDelayMs(appointment.calendarAttempts),
    });
  }
}

/** Works through calendar writes that are due (new events, deletions, retries). */
export const processCalendarQueue = coalesced(
  "Calendar sync",
  async () => {
    const db = await getDatabase();
    const work = await db.calendarWork(Date.now(), 25);
    for (const appointment of work) await syncAppointmentCalendar(appointment);
    return work.length;
  },
  0,
);
