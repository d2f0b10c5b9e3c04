import { findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import type { Appointment } from "@/lib/db/types";
import { processOutbox } from "@/lib/mail/outbox";
import { processCalendarQueue } from "./calendar-sync";
import { cancellationMails } from "./mail-content";
import { tokenMatches } from "./tokens";

export type LookupResult =
  { ok: true; appointment: Appointment } | { ok: false; status: 404; message: string };

const NOT_FOUND = "We couldn't find that appointment request. Please check the link in your e-mail.";

/** Finds an appointment by reference, only for the holder of its cancel token. */
export async function findAppointmentForToken(reference: string, token: string): Promise<LookupResult> {
  const appointment = await (await getDatabase()).findByReference(reference);
  // The same answer for a wrong reference and a wrong token: nothing to learn by guessing.
  if (!appointment || !tokenMatches(token, appointment.cancelTokenHash))
    return { ok: false, status: 404, message: NOT_FOUND };
  return { ok: true, appointment };
}

/** Cancels a request: frees the time, removes the calendar event, tells the customer and the store. */
export async function cancelAppointment(
  reference: string,
  token: string,
  now = Date.now(),
): Promise<LookupResult & { alreadyCancelled?: boolean }> {
  const found = await findAppointmentForToken(reference, token);
  if (!found.ok) return found;
  if (found.appointment.status === "cancelled") return { ...found, alreadyCancelled: true };
  const location = findLocation(found.appointment.storeId);
  const db = await getDatabase();
  const calendarSync =
    found.appointment.calendarEventId || found.appointment.calendarSync === "pending"
      ? "delete_pending"
      : found.appointment.calendarSync;
  const mails = location ? cancellationMails({ ...found.appointment, cancelledAt: now }, location) : [];
  const cancelled = await db.cancelAppointment(reference, calendarSync, mails, now);
  if (!cancelled) return { ok: false, status: 404, message: NOT_FOUND };
  if (calendarSync === "delete_pending") await processCalendarQueue();
  void processOutbox();
  return { ok: true, appointment: cancelled };
}
