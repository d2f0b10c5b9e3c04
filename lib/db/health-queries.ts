import { CALENDAR_WORK } from "./calendar-sync-queries";
import type { Queryable } from "./driver";
import type { QueueHealth } from "./health-types";
import { toNumber } from "./values";

/** What the status page asks the database: is it there, and how far behind is background work. */

export async function ping(q: Queryable): Promise<void> {
  await q.get("SELECT 1 AS ok");
}

export async function queueHealth(q: Queryable, now: number): Promise<QueueHealth> {
  const mail = await q.get(
    `SELECT
       SUM(CASE WHEN failed_at IS NULL THEN 1 ELSE 0 END) AS queued,
       SUM(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed,
       MIN(CASE WHEN failed_at IS NULL AND next_attempt_at <= ? THEN next_attempt_at END) AS oldest_due
     FROM outbox WHERE sent_at IS NULL`,
    [now],
  );
  const calendar = await q.get(
    `SELECT SUM(CASE WHEN ${CALENDAR_WORK} THEN 1 ELSE 0 END) AS pending,
            SUM(CASE WHEN calendar_sync = 'failed' THEN 1 ELSE 0 END) AS failed
     FROM appointments WHERE calendar_sync IN ('pending', 'delete_pending', 'failed')`,
  );
  const n = (v: unknown) => (v === null || v === undefined ? 0 : toNumber(v));
  const oldest = mail?.oldest_due;
  return {
    mailQueued: n(mail?.queued),
    mailFailed: n(mail?.failed),
    oldestDueMailAgeMs: oldest === null || oldest === undefined ? 0 : Math.max(0, now - toNumber(oldest)),
    calendarPending: n(calendar?.pending),
    calendarFailed: n(calendar?.failed),
  };
}
