import type { Driver, Queryable } from "./driver";
import type { FailedMail, OutgoingMail, QueuedMail } from "./mail-types";
import { OUTBOX_INSERT_COLUMNS, outboxValues, toFailedMail, toQueuedMail } from "./rows";
import { marks } from "./values";

/**
 * The outbox's SQL, for both dialects: messages are written in the transaction of the change they
 * tell about, claimed with a lease by the instance that sends them, and every update made by a
 * sender is guarded by its claim.
 */

const INSERT_MAIL = `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")}) VALUES (${marks(OUTBOX_INSERT_COLUMNS.length)})`;

/** Reminders are outbox messages with a "not before" time; a change replaces the unsent one. */
export const REMINDER_KIND = "reminder";

/** Queues mails; one without an address (a counter booking whose customer gave none) is not sent. */
export async function insertMails(q: Queryable, mails: readonly OutgoingMail[], now: number) {
  for (const m of mails) if (m.to.trim() !== "") await q.run(INSERT_MAIL, outboxValues(m, now));
}

export async function claimMail(
  driver: Driver,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<QueuedMail[]> {
  const rows = await driver.transaction((tx) =>
    tx.all(
      `UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id IN (
         SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
           AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY id LIMIT ?${driver.skipLocked}) RETURNING *`,
      [owner, now + leaseMs, now, now, limit],
    ),
  );
  return rows.map(toQueuedMail).sort((a, b) => a.id - b.id);
}

export async function markMailSent(q: Queryable, id: number, owner: string, now: number): Promise<boolean> {
  const changed = await q.run(
    `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
    [now, id, owner],
  );
  return changed > 0;
}

export async function markMailFailed(
  q: Queryable,
  id: number,
  owner: string,
  error: string,
  nextAttemptAt: number | null,
  now: number,
): Promise<void> {
  await q.run(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at),
       failed_at = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
    [error, nextAttemptAt, nextAttemptAt === null ? now : null, id, owner],
  );
}

/** One page of messages that failed for good, newest first, after the id `afterId` when given. */
export async function failedMail(
  q: Queryable,
  limit: number,
  afterId: number | null = null,
): Promise<FailedMail[]> {
  const rows = await q.all(
    `SELECT * FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL${afterId === null ? "" : " AND id < ?"}
     ORDER BY id DESC LIMIT ?`,
    afterId === null ? [limit] : [afterId, limit],
  );
  return rows.map(toFailedMail);
}

export async function retryMail(q: Queryable, id: number, now: number): Promise<boolean> {
  const changed = await q.run(
    `UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_by = NULL, claimed_until = NULL
     WHERE id = ? AND failed_at IS NOT NULL AND sent_at IS NULL`,
    [now, id],
  );
  return changed > 0;
}
