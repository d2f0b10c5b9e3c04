import type { ChangeOrigin } from "@/lib/staff/actor";
import { BY_REFERENCE, oneAppointment } from "./appointment-queries";
import {
  ACTIVE_STATUSES,
  type Appointment,
  type AppointmentChange,
  type ChangeDecision,
  type ChangeResult,
} from "./appointment-types";
import { calendarSyncAfter } from "./calendar-sync-queries";
import { constraintViolation, forUpdate, type Driver } from "./driver";
import { insertEvent } from "./history-queries";
import { insertMails, REMINDER_KIND } from "./outbox-queries";
import { noteStockChange } from "./stock-generation";
import { deleteUnsentTexts, insertTexts } from "./text-queries";
import { consumeHeld, consumeReturned, STOCK_LOCK } from "./stock-queries";
import { heldUnits, holdUnits } from "./unit-queries";

/**
 * A change to an appointment (confirm, decline, cancel, move, complete...), decided by the caller
 * from the row as it stands, under the store's lock and the row's, and written with everything it
 * implies in one transaction: its units, its tires' hold, the calendar write it needs, the
 * reminder, the e-mails, the texts and the history event.
 */
export async function changeAppointment(
  driver: Driver,
  reference: string,
  decide: (current: Appointment) => ChangeDecision,
  now: number,
  origin: ChangeOrigin,
): Promise<ChangeResult> {
  // The store never changes: read it first so the store lock is taken before the row's.
  const before = await oneAppointment(driver, BY_REFERENCE, [reference]);
  if (!before) return { outcome: "not_found" };
  try {
    return await driver.transaction(async (tx): Promise<ChangeResult> => {
      await tx.lock(`store:${before.storeEmail}`);
      const current = (await oneAppointment(tx, BY_REFERENCE + forUpdate(driver), [reference]))!;
      const decision = decide(current);
      if ("refuse" in decision)
        return {
          outcome: "refused",
          appointment: current,
          reason: decision.refuse,
          repeat: decision.repeat ?? false,
        };
      const change: AppointmentChange = decision.change;
      const next: Appointment = {
        ...current,
        ...change.time,
        status: change.status ?? current.status,
        declineReason: change.declineReason ?? current.declineReason,
        cancelledAt: change.status === "cancelled" ? now : current.cancelledAt,
        changedAt: now,
        sequence: current.sequence + 1,
      };
      // Giving the tires back alone leaves the store calendar's event as it is.
      const calendarChanges =
        change.status !== undefined || change.time !== undefined || change.units !== undefined;
      next.calendarSync = calendarChanges ? calendarSyncAfter(current, next) : current.calendarSync;
      const live = ACTIVE_STATUSES.includes(next.status);
      // A proposal waits only on a live appointment: ending it ends the proposal too.
      next.proposal = !live
        ? null
        : change.proposal === undefined
          ? current.proposal
          : change.proposal && { ...change.proposal, proposedAt: now };
      const hold = current.tireHold;
      const holdEnds = hold?.status === "held" && (!live || change.releaseHold === true);
      // A visit marked completed after its tires went back to stock unmarked: they were fitted after all.
      const fittedAfterReturn =
        hold?.status === "released" && current.status === "confirmed" && next.status === "completed";
      if (holdEnds || fittedAfterReturn) {
        await tx.lock(STOCK_LOCK);
        next.tireHold = { ...hold, status: next.status === "completed" ? "consumed" : "released" };
      }
      const units = live ? change.units : undefined;
      if (units) {
        const held = await heldUnits(tx, current.storeEmail, units.from, units.to);
        const segments = units.place(held.filter((h) => h.appointmentId !== current.id));
        if (!segments) return { outcome: "conflict", appointment: current };
        next.segments = segments;
      }
      const syncChanged =
        calendarChanges && (next.calendarSync !== current.calendarSync || next.calendarSync === "pending");
      const changed = await tx.run(
        `UPDATE appointments SET status = ?, starts_at = ?, ends_at = ?, date = ?, time = ?, segments = ?,
           decline_reason = ?, cancelled_at = ?, changed_at = ?, sequence = ?, calendar_sync = ?, hold_status = ?,
           proposal_date = ?, proposal_time = ?, proposal_at = ?,
           calendar_attempts = CASE WHEN ? = 1 THEN 0 ELSE calendar_attempts END,
           calendar_next_attempt_at = CASE WHEN ? = 1 THEN ? ELSE calendar_next_attempt_at END
         WHERE id = ? AND status = ? AND sequence = ?`,
        [
          next.status,
          next.startsAt,
          next.endsAt,
          next.date,
          next.time,
          JSON.stringify(next.segments),
          next.declineReason,
          next.cancelledAt,
          next.changedAt,
          next.sequence,
          next.calendarSync,
          next.tireHold?.status ?? null,
          next.proposal?.date ?? null,
          next.proposal?.time ?? null,
          next.proposal?.proposedAt ?? null,
          syncChanged ? 1 : 0,
          syncChanged ? 1 : 0,
          now,
          current.id,
          current.status,
          current.sequence,
        ],
      );
      // Only possible without a row lock (SQLite serializes writers, PostgreSQL locks the row).
      if (!changed)
        return {
          outcome: "refused",
          appointment: current,
          reason: "It changed meanwhile.",
          repeat: false,
        };
      if (holdEnds && next.tireHold?.status === "consumed" && hold.locationId !== null)
        await consumeHeld(tx, hold.locationId, hold.offerId, hold.quantity, now);
      if (fittedAfterReturn && hold.locationId !== null)
        await consumeReturned(tx, hold.locationId, hold.offerId, hold.quantity, now);
      if (units) await holdUnits(tx, current, next.segments);
      else if (!live)
        await tx.run("UPDATE appointment_units SET active = 0 WHERE appointment_id = ?", [current.id]);
      if (change.reminder) {
        await tx.run("DELETE FROM outbox WHERE reference = ? AND kind = ? AND sent_at IS NULL", [
          reference,
          REMINDER_KIND,
        ]);
        const reminder = change.reminder(next);
        if (reminder) await insertMails(tx, [reminder], now);
        // The reminder text goes with the reminder e-mail: a new one, if any, is among the texts.
        await deleteUnsentTexts(tx, reference, REMINDER_KIND);
      }
      await insertMails(tx, change.mails(next), now);
      if (change.texts) await insertTexts(tx, change.texts(next), now);
      await insertEvent(tx, current.id, change.event, origin, now);
      return {
        outcome: "changed",
        appointment: (await oneAppointment(tx, BY_REFERENCE, [reference]))!,
        previous: current,
      };
    });
  } catch (error) {
    // PostgreSQL's own one-job-per-unit constraint answers like the count above.
    if (constraintViolation(error) === "overlap") return { outcome: "conflict", appointment: before };
    throw error;
  } finally {
    // A cancel, decline, no-show or completion releases or uses the tires held for it (a visit
    // nobody marked gives them back while it stays confirmed).
    if (before.tireHold) noteStockChange();
  }
}
