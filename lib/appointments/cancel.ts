import { findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import type { Appointment } from "@/lib/db/types";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { forgetCalendarReads } from "./availability";
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

/**
 * Cancels a request: frees the time, removes the calendar event, tells the customer and the
 * store. The status is read and changed in one transaction, so a repeated or racing cancel
 * changes nothing the second time; the calendar delete and e-mails run after the response.
 */
export async function cancelAppointment(
  reference: string,
  token: string,
  now = Date.now(),
): Promise<LookupResult & { alreadyCancelled?: boolean }> {
  const found = await findAppointmentForToken(reference, token);
  if (!found.ok) return found;
  const location = findLocation(found.appointment.storeId);
  const db = await getDatabase();
  const result = await db.cancelAppointment(
    reference,
    (current) => (location ? cancellationMails({ ...current, cancelledAt: now }, location) : []),
    now,
  );
  if (!result) return { ok: false, status: 404, message: NOT_FOUND };
  if (!result.changed) return { ok: true, appointment: result.appointment, alreadyCancelled: true };
  forgetCalendarReads(result.appointment.storeEmail);
  if (result.appointment.calendarSync === "delete_pending") afterResponse(processCalendarQueue);
  afterResponse(processOutbox);
  return { ok: true, appointment: result.appointment };
}
