import { CALENDAR_WORK } from "./calendar-sync-queries";
import type { Queryable } from "./driver";
import type { HoldEndSummary, QueueHealth } from "./health-types";
import { toNumber } from "./values";

/** What the status page asks the database: is it there, and how far behind is background work. */

export async function ping(q: Queryable): Promise<void> {
  await q.get("SELECT 1 AS ok");
}

/**
 * Counts only unsent messages and unfinished or failed calendar writes, each through its partial
 * index (history-indexes.ts): the years of sent mail and written events are never read.
 */
/**
 * The holds the site ends itself: those due by `now` (requests) and `visitsEndedBy` (visits), and
 * those it ended since `since`. Each count reads a partial index (migration 15), whose WHERE the
 * query repeats word for word.
 */
export async function holdEndSummary(
  q: Queryable,
  now: number,
  visitsEndedBy: number,
  since: number,
): Promise<HoldEndSummary> {
  const [requests, visits, ended] = await Promise.all([
    q.get("SELECT COUNT(*) AS n FROM appointments WHERE status = 'requested' AND starts_at <= ?", [now]),
    q.get(
      "SELECT COUNT(*) AS n FROM appointments WHERE hold_status = 'held' AND status || '' = 'confirmed' AND ends_at <= ?",
      [visitsEndedBy],
    ),
    q.get(
      `SELECT SUM(CASE WHEN what = 'unanswered' THEN 1 ELSE 0 END) AS unanswered,
         SUM(CASE WHEN what = 'tires_returned' THEN 1 ELSE 0 END) AS returned
       FROM appointment_events WHERE what IN ('unanswered', 'tires_returned') AND at >= ?`,
      [since],
    ),
  ]);
  return {
    unansweredDue: toNumber(requests!.n),
    tiresDue: toNumber(visits!.n),
    unansweredEnded: toNumber(ended?.unanswered ?? 0),
    tiresReturned: toNumber(ended?.returned ?? 0),
  };
}

export async function queueHealth(q: Queryable, now: number): Promise<QueueHealth> {
  const count = async (sql: string) => toNumber((await q.get(sql))!.n);
  const [mail, mailFailed, calendarPending, calendarFailed, calendarDue] = await Promise.all([
    q.get(
      `SELECT COUNT(*) AS n, MIN(CASE WHEN next_attempt_at <= ? THEN next_attempt_at END) AS oldest_due
       FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      [now],
    ),
    count("SELECT COUNT(*) AS n FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL"),
    count(`SELECT COUNT(*) AS n FROM appointments WHERE ${CALENDAR_WORK}`),
    count("SELECT COUNT(*) AS n FROM appointments WHERE calendar_sync = 'failed'"),
    // Due since its retry time, or else since the appointment last changed (its newest event):
    // a move or a cancellation makes new calendar work long after the booking itself.
    q.get(
      `SELECT MIN(COALESCE(calendar_next_attempt_at,
         (SELECT MAX(e.at) FROM appointment_events e WHERE e.appointment_id = appointments.id),
         created_at)) AS oldest_due
       FROM appointments WHERE ${CALENDAR_WORK}
         AND (calendar_next_attempt_at IS NULL OR calendar_next_attempt_at <= ?)`,
      [now],
    ),
  ]);
  const oldest = mail?.oldest_due;
  const oldestCalendar = calendarDue?.oldest_due;
  return {
    mailQueued: toNumber(mail!.n),
    mailFailed,
    oldestDueMailAgeMs: oldest === null || oldest === undefined ? 0 : Math.max(0, now - toNumber(oldest)),
    calendarPending,
    calendarFailed,
    oldestDueCalendarAgeMs:
      oldestCalendar === null || oldestCalendar === undefined
        ? 0
        : Math.max(0, now - toNumber(oldestCalendar)),
  };
}
