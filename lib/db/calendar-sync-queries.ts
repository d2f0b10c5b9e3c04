import { ACTIVE } from "./appointment-queries";
import { ACTIVE_STATUSES, type Appointment } from "./appointment-types";
import type {
  CalendarAttentionList,
  CalendarSync,
  CalendarSyncSummary,
  CalendarWriteOutcome,
} from "./calendar-sync-types";
import type { Driver, Queryable } from "./driver";
import type { OutgoingMail } from "./mail-types";
import { insertMails } from "./outbox-queries";
import { toAppointment } from "./rows";
import { toNumber } from "./values";

/**
 * The calendar writes appointments wait for, kept on their rows, for both dialects: claimed with a
 * lease by the instance that does them, and finished only if the appointment is still in the state
 * the worker claimed it in.
 */

/** Appointments with a calendar write to do, as SQL. */
export const CALENDAR_WORK = "calendar_sync IN ('pending', 'delete_pending')";

/**
 * The calendar write a change needs. Ending an appointment removes its event (one being created
 * is removed once its create ends); any other change to a live one (confirmed, moved) makes the
 * event match: "pending" creates it, or updates it when it exists.
 */
export function calendarSyncAfter(current: Appointment, next: Appointment): CalendarSync {
  const sync = current.calendarSync;
  if (sync === "not_applicable") return sync;
  if (!ACTIVE_STATUSES.includes(next.status)) {
    if (ACTIVE_STATUSES.includes(current.status) && (current.calendarEventId || sync === "pending"))
      return "delete_pending";
    return sync;
  }
  return "pending";
}

export async function claimCalendarWork(
  driver: Driver,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<Appointment[]> {
  const rows = await driver.transaction((tx) =>
    tx.all(
      `UPDATE appointments SET calendar_claimed_by = ?, calendar_claimed_until = ? WHERE id IN (
         SELECT id FROM appointments WHERE ${CALENDAR_WORK}
           AND (calendar_next_attempt_at IS NULL OR calendar_next_attempt_at <= ?)
           AND (calendar_claimed_until IS NULL OR calendar_claimed_until < ?)
         ORDER BY id LIMIT ?${driver.skipLocked}) RETURNING *`,
      [owner, now + leaseMs, now, now, limit],
    ),
  );
  return rows.map(toAppointment).sort((a, b) => a.id - b.id);
}

export async function finishCalendarWrite(
  driver: Driver,
  claimed: Appointment,
  owner: string,
  outcome: CalendarWriteOutcome,
  mails: readonly OutgoingMail[] = [],
): Promise<"done" | "superseded"> {
  return driver.transaction(async (tx) => {
    const done = await tx.run(
      `UPDATE appointments SET calendar_sync = ?, calendar_event_id = COALESCE(?, calendar_event_id),
         calendar_last_error = ?, calendar_next_attempt_at = ?,
         calendar_attempts = calendar_attempts + ?, calendar_checked = COALESCE(?, calendar_checked),
         calendar_conflict = COALESCE(?, calendar_conflict),
         calendar_claimed_by = NULL, calendar_claimed_until = NULL
       WHERE id = ? AND calendar_sync = ? AND sequence = ? AND calendar_claimed_by = ?`,
      [
        outcome.sync,
        outcome.eventId ?? null,
        outcome.error ?? null,
        outcome.nextAttemptAt ?? null,
        outcome.attempted === false ? 0 : 1,
        outcome.checked === undefined ? null : outcome.checked ? 1 : 0,
        outcome.conflict ?? null,
        claimed.id,
        claimed.calendarSync,
        claimed.sequence,
        owner,
      ],
    );
    if (done) {
      await insertMails(tx, mails, Date.now());
      return "done" as const;
    }
    await tx.run(
      `UPDATE appointments SET calendar_event_id = COALESCE(?, calendar_event_id),
         calendar_claimed_by = NULL, calendar_claimed_until = NULL
       WHERE id = ? AND calendar_claimed_by = ?`,
      [outcome.eventId ?? null, claimed.id, owner],
    );
    return "superseded" as const;
  });
}

export async function recordCalendarCheck(
  driver: Driver,
  claimed: Appointment,
  owner: string,
  conflict: string | null,
  mails: readonly OutgoingMail[],
): Promise<boolean> {
  return driver.transaction(async (tx) => {
    const changed = await tx.run(
      `UPDATE appointments SET calendar_checked = 1, calendar_conflict = ?
       WHERE id = ? AND calendar_claimed_by = ? AND calendar_checked = 0`,
      [conflict, claimed.id, owner],
    );
    if (changed) await insertMails(tx, mails, Date.now());
    return changed > 0;
  });
}

/**
 * Each figure reads only the rows it counts, through a partial index: work still to do, writes
 * that failed, events of appointments still to come, and the newest error. Finished writes of
 * past years are never walked, so the reading costs the same on a new database and an old one.
 */
export async function calendarSummary(q: Queryable, now: number): Promise<CalendarSyncSummary> {
  const count = async (where: string, params: number[] = []) =>
    toNumber((await q.get(`SELECT COUNT(*) AS n FROM appointments WHERE ${where}`, params))!.n);
  const [pending, failed, created, last] = await Promise.all([
    count(CALENDAR_WORK),
    count("calendar_sync = 'failed'"),
    count("calendar_sync = 'created' AND starts_at >= ?", [now]),
    q.get(
      "SELECT calendar_last_error AS e FROM appointments WHERE calendar_last_error IS NOT NULL ORDER BY id DESC LIMIT 1",
    ),
  ]);
  return { pending, failed, created, lastError: last ? String(last.e) : null };
}

const ATTENTION: Record<CalendarAttentionList, { where: string; after: string; order: string }> = {
  // Newest failure first.
  failed: { where: "calendar_sync = 'failed'", after: "id < ?", order: "id DESC" },
  // Soonest clash first: those are the ones to call about. Read through the partial index of
  // clashes (a handful), not the one of live appointments by time: written as `status || ''`, the
  // state test is one SQLite cannot answer from that other index, so it does not pick it.
  conflicts: {
    where: `calendar_conflict IS NOT NULL AND status || '' IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`,
    after: "starts_at >= ? AND (starts_at > ? OR id > ?)",
    order: "starts_at, id",
  },
};

/**
 * One page of appointments whose calendar write failed for good, or of live ones found clashing
 * with the calendar, after `after` (the last row of the previous page), `limit` rows at most.
 */
export async function calendarAttention(
  q: Queryable,
  list: CalendarAttentionList,
  limit: number,
  after: { startsAt: number; id: number } | null = null,
): Promise<Appointment[]> {
  const { where, after: next, order } = ATTENTION[list];
  const params: number[] = [];
  if (after) params.push(...(list === "failed" ? [after.id] : [after.startsAt, after.startsAt, after.id]));
  const rows = await q.all(
    `SELECT * FROM appointments WHERE ${where}${after ? ` AND ${next}` : ""} ORDER BY ${order} LIMIT ?`,
    [...params, limit],
  );
  return rows.map(toAppointment);
}

export async function retryCalendarWrite(q: Queryable, id: number, now: number): Promise<boolean> {
  // A cancelled (or otherwise ended) appointment's retry removes the event; a live one's writes it.
  const changed = await q.run(
    `UPDATE appointments SET calendar_sync = CASE WHEN ${ACTIVE} THEN 'pending'
         WHEN calendar_event_id IS NOT NULL THEN 'delete_pending' ELSE 'deleted' END,
       calendar_attempts = 0, calendar_next_attempt_at = ?, calendar_claimed_by = NULL, calendar_claimed_until = NULL
     WHERE id = ? AND calendar_sync = 'failed'`,
    [now, id],
  );
  return changed > 0;
}
