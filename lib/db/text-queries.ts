import { forUpdate, type Driver, type Queryable, type Row } from "./driver";
import { insertMails } from "./outbox-queries";
import type {
  DeliveryOutcome,
  OutgoingText,
  QueuedText,
  RecentText,
  TextCounts,
  TextFallback,
} from "./text-types";
import { marks, toNumber as num } from "./values";

/**
 * The texts' SQL, for both dialects, shaped like the e-mail outbox's: texts are written in the
 * transaction of the change they tell about, claimed with a lease by the instance that sends them,
 * and every update a sender makes is guarded by its claim. A number that said STOP is kept in
 * text_opt_outs: nothing is queued for it, and the sender reads it again before each text.
 */

/**
 * Answers to a keyword the customer just texted (STOP, START, HELP): they go even to a number that
 * opted out, as the carriers require (the STOP confirmation is the last text such a number gets).
 */
export const KEYWORD_REPLY_KINDS: readonly string[] = ["opt-out-confirmation", "opt-in-confirmation", "help"];

/** Marks the delivery status of a text that was never sent because its number opted out. */
export const OPTED_OUT_STATUS = "OptedOut";

const TEXT_COLUMNS = [
  "kind",
  "to_phone",
  "body",
  "reference",
  "store_id",
  "next_attempt_at",
  "fallback_email",
  "fallback_subject",
  "created_at",
] as const;

const INSERT_TEXT = `INSERT INTO text_outbox (${TEXT_COLUMNS.join(", ")}) VALUES (${marks(TEXT_COLUMNS.length)})`;

/** Queues texts; one to a number that opted out is left out (unless it answers a keyword). */
export async function insertTexts(
  q: Queryable,
  texts: readonly OutgoingText[],
  now: number,
): Promise<number> {
  let queued = 0;
  for (const t of texts) {
    if (!KEYWORD_REPLY_KINDS.includes(t.kind) && (await isOptedOut(q, t.to))) continue;
    queued += await q.run(INSERT_TEXT, [
      t.kind,
      t.to,
      t.body,
      t.reference,
      t.storeId,
      t.notBefore ?? now,
      t.fallbackEmail ?? null,
      t.fallbackSubject ?? null,
      now,
    ]);
  }
  return queued;
}

/** A change replaces the unsent reminder text (like the reminder e-mail). */
export async function deleteUnsentTexts(q: Queryable, reference: string, kind: string): Promise<void> {
  await q.run(
    "DELETE FROM text_outbox WHERE reference = ? AND kind = ? AND sent_at IS NULL AND failed_at IS NULL",
    [reference, kind],
  );
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toQueuedText(r: Row): QueuedText {
  return {
    id: num(r.id),
    kind: String(r.kind),
    to: String(r.to_phone),
    body: String(r.body),
    reference: strOrNull(r.reference),
    storeId: numOrNull(r.store_id),
    fallbackEmail: strOrNull(r.fallback_email),
    fallbackSubject: strOrNull(r.fallback_subject),
    attempts: num(r.attempts),
    createdAt: num(r.created_at),
    claimedUntil: num(r.claimed_until ?? 0),
  };
}

export async function claimTexts(
  driver: Driver,
  owner: string,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<QueuedText[]> {
  const rows = await driver.transaction((tx) =>
    tx.all(
      `UPDATE text_outbox SET claimed_by = ?, claimed_until = ? WHERE id IN (
         SELECT id FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
           AND (claimed_until IS NULL OR claimed_until < ?)
         ORDER BY id LIMIT ?${driver.skipLocked}) RETURNING *`,
      [owner, now + leaseMs, now, now, limit],
    ),
  );
  return rows.map(toQueuedText).sort((a, b) => a.id - b.id);
}

const CLAIMED = "id = ? AND claimed_by = ? AND sent_at IS NULL AND failed_at IS NULL";

export async function markTextSent(
  q: Queryable,
  id: number,
  owner: string,
  providerMessageId: string | null,
  now: number,
): Promise<boolean> {
  const changed = await q.run(
    `UPDATE text_outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, provider_message_id = ?,
       claimed_by = NULL, claimed_until = NULL
     WHERE ${CLAIMED}`,
    [now, providerMessageId, id, owner],
  );
  return changed > 0;
}

/**
 * A failed attempt: retried at `nextAttemptAt`, or failed for good when it is null; then the
 * fallback e-mail (if the text names an address) is written in the same transaction, once.
 */
export async function markTextFailed(
  driver: Driver,
  id: number,
  owner: string,
  error: string,
  nextAttemptAt: number | null,
  now: number,
  fallback: TextFallback,
): Promise<boolean> {
  return driver.transaction(async (tx) => {
    const row = await tx.get(`SELECT * FROM text_outbox WHERE ${CLAIMED}${forUpdate(driver)}`, [id, owner]);
    if (!row) return false;
    await tx.run(
      `UPDATE text_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at),
         failed_at = ?, claimed_by = NULL, claimed_until = NULL
       WHERE ${CLAIMED}`,
      [error, nextAttemptAt, nextAttemptAt === null ? now : null, id, owner],
    );
    if (nextAttemptAt === null) await queueFallback(tx, toQueuedText(row), now, fallback);
    return true;
  });
}

/** Writes the fallback e-mail of a text that failed for good, unless one was written already. */
async function queueFallback(q: Queryable, text: QueuedText, now: number, fallback: TextFallback) {
  if (!text.fallbackEmail) return false;
  const mail = fallback(text);
  if (!mail) return false;
  const first = await q.run(
    "UPDATE text_outbox SET fallback_queued_at = ? WHERE id = ? AND fallback_queued_at IS NULL",
    [now, text.id],
  );
  if (!first) return false;
  await insertMails(q, [mail], now);
  return true;
}

/** A claimed text put off to `until` without counting an attempt (the store's quiet hours). */
export async function deferText(q: Queryable, id: number, owner: string, until: number): Promise<boolean> {
  const changed = await q.run(
    `UPDATE text_outbox SET next_attempt_at = ?, claimed_by = NULL, claimed_until = NULL WHERE ${CLAIMED}`,
    [until, id, owner],
  );
  return changed > 0;
}

/** A claimed text whose number opted out since it was queued: never sent, no fallback. */
export async function dropOptedOutText(
  q: Queryable,
  id: number,
  owner: string,
  now: number,
): Promise<boolean> {
  const changed = await q.run(
    `UPDATE text_outbox SET failed_at = ?, delivery_status = ?, last_error = 'The number opted out (STOP).',
       claimed_by = NULL, claimed_until = NULL
     WHERE ${CLAIMED}`,
    [now, OPTED_OUT_STATUS, id, owner],
  );
  return changed > 0;
}

export async function isOptedOut(q: Queryable, phone: string): Promise<boolean> {
  return Boolean(await q.get("SELECT 1 AS one FROM text_opt_outs WHERE phone = ?", [phone]));
}

export async function setOptOut(q: Queryable, phone: string, word: string, now: number) {
  await q.run(
    "INSERT INTO text_opt_outs (phone, word, opted_out_at) VALUES (?, ?, ?) ON CONFLICT (phone) DO NOTHING",
    [phone, word, now],
  );
}

export async function clearOptOut(q: Queryable, phone: string) {
  await q.run("DELETE FROM text_opt_outs WHERE phone = ?", [phone]);
}

/**
 * Records a delivery report on the text it names. A failed delivery (`failed`) writes the
 * fallback e-mail once, however often the report (or another failure report) arrives.
 */
export async function recordDelivery(
  driver: Driver,
  providerMessageId: string,
  status: string,
  failed: boolean,
  now: number,
  fallback: TextFallback,
): Promise<DeliveryOutcome> {
  return driver.transaction(async (tx) => {
    const row = await tx.get(`SELECT * FROM text_outbox WHERE provider_message_id = ?${forUpdate(driver)}`, [
      providerMessageId,
    ]);
    if (!row) return { outcome: "unknown" as const };
    await tx.run("UPDATE text_outbox SET delivery_status = ? WHERE id = ?", [status, num(row.id)]);
    const fallbackQueued = failed && (await queueFallback(tx, toQueuedText(row), now, fallback));
    return { outcome: "recorded" as const, fallbackQueued };
  });
}

export async function textCounts(q: Queryable): Promise<TextCounts> {
  const count = async (sql: string) => num((await q.get(sql))!.n);
  return {
    waiting: await count("SELECT COUNT(*) AS n FROM text_outbox WHERE sent_at IS NULL AND failed_at IS NULL"),
    failed: await count(
      `SELECT COUNT(*) AS n FROM text_outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL
         AND COALESCE(delivery_status, '') <> '${OPTED_OUT_STATUS}'`,
    ),
    optedOut: await count("SELECT COUNT(*) AS n FROM text_opt_outs"),
  };
}

/** The newest texts, newest first (the status page's list in file mode). */
export async function recentTexts(q: Queryable, limit: number): Promise<RecentText[]> {
  const rows = await q.all("SELECT * FROM text_outbox ORDER BY id DESC LIMIT ?", [limit]);
  return rows.map((r) => ({
    id: num(r.id),
    kind: String(r.kind),
    to: String(r.to_phone),
    body: String(r.body),
    reference: strOrNull(r.reference),
    createdAt: num(r.created_at),
    sentAt: numOrNull(r.sent_at),
    failedAt: numOrNull(r.failed_at),
    deliveryStatus: strOrNull(r.delivery_status),
  }));
}
