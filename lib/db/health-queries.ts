import { CALENDAR_WORK } from "./calendar-sync-queries";
import type { Queryable } from "./driver";
import type { QueueHealth } from "./health-types";
import { toNumber } from "./values";

/** What the status page asks the database: is it there, and how far behind is background work. */

export async function ping(q: Queryable): Promise<void> {
  await q.get("SELECT 1 AS ok");
}

/**
 * Counts only unsent messages and unfinished or failed calendar writes, each through its partial
 * index (history-indexes.ts): the years of sent mail and written events are never read.
 */
export async function queueHealth(q: Queryable, now: number): Promise<QueueHealth> {
  const count = async (sql: string) => toNumber((await q.get(sql))!.n);
  const [mail, mailFailed, calendarPending, calendarFailed] = await Promise.all([
    q.get(
      `SELECT COUNT(*) AS n, MIN(CASE WHEN next_attempt_at <= ? THEN next_attempt_at END) AS oldest_due
       FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
      [now],
    ),
    count("SELECT COUNT(*) AS n FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL"),
    count(`SELECT COUNT(*) AS n FROM appointments WHERE ${CALENDAR_WORK}`),
    count("SELECT COUNT(*) AS n FROM appointments WHERE calendar_sync = 'failed'"),
  ]);
  const oldest = mail?.oldest_due;
  return {
    mailQueued: toNumber(mail!.n),
    mailFailed,
    oldestDueMailAgeMs: oldest === null || oldest === undefined ? 0 : Math.max(0, now - toNumber(oldest)),
    calendarPending,
    calendarFailed,
  };
}
