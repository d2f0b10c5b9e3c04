import "server-only";
import { getDatabase, KEYWORD_REPLY_KINDS, type QueuedText, type SchedulingDatabase } from "@/lib/db";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { coalesced } from "@/lib/jobs/coalesce";
import { claimStillSafe, INSTANCE_ID, leaseMs } from "@/lib/jobs/lease";
import { textFallbackMail } from "./fallback-mail";
import { earliestSend } from "./quiet-hours";
import { sendText, TextSendError } from "./transport";

/** After this many failed attempts (about six hours of retries) a text fails for good. */
export const MAX_TEXT_ATTEMPTS = 10;
const BATCH = 5;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function textRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

type Result = "sent" | "failed" | "deferred" | "dropped" | "skipped";

/**
 * One claimed text: read the opt-out again (a STOP may have come in on another instance since it
 * was queued), wait for the morning if it is now the store's quiet hours, then send, and record
 * the result only while the claim is still ours.
 */
async function sendOne(db: SchedulingDatabase, text: QueuedText): Promise<Result> {
  if (!claimStillSafe(text.claimedUntil)) return "skipped";
  const now = Date.now();
  if (await db.isOptedOut(text.to)) {
    // A keyword's answer (the STOP confirmation itself) goes to a number that just opted out.
    if (!KEYWORD_REPLY_KINDS.includes(text.kind)) {
      await db.dropOptedOutText(text.id, INSTANCE_ID, now);
      return "dropped";
    }
  }
  const earliest = earliestSend(text, now);
  if (earliest > now) {
    await db.deferText(text.id, INSTANCE_ID, earliest);
    return "deferred";
  }
  try {
    const messageId = await sendText(text);
    await db.markTextSent(text.id, INSTANCE_ID, messageId, Date.now());
    return "sent";
  } catch (error) {
    const permanent = error instanceof TextSendError && error.permanent;
    const final = permanent || text.attempts + 1 >= MAX_TEXT_ATTEMPTS;
    const message = error instanceof Error ? error.message.slice(0, 500) : "Unknown error";
    const at = Date.now();
    const wait = Math.max(
      textRetryDelayMs(text.attempts),
      error instanceof TextSendError ? (error.retryAfterMs ?? 0) : 0,
    );
    await db.markTextFailed(text.id, INSTANCE_ID, message, final ? null : at + wait, at, textFallbackMail);
    if (final) console.error(`Text ${text.id} (${text.kind}) failed for good: ${message}`);
    return "failed";
  }
}

/**
 * Sends every text that is due, like the e-mail outbox: each is claimed first (any number of
 * instances may run this at once; a text is sent by the one that claimed it), and each result is
 * recorded only if the claim is still ours. A failure is retried with back-off (longer when the
 * provider says so), or fails for good and sends its words by e-mail instead.
 */
export const processTextOutbox = coalesced(
  "Text outbox",
  async () => {
    const db = await getDatabase();
    const counts = { sent: 0, failed: 0, deferred: 0, dropped: 0 };
    for (;;) {
      const batch = await db.claimTexts(INSTANCE_ID, Date.now(), leaseMs(), BATCH);
      for (const text of batch) {
        // Shutting down: the rest of the batch is handed back (lib/background/start.ts).
        if (backgroundWorkStopping()) return counts;
        const result = await sendOne(db, text);
        if (result !== "skipped") counts[result]++;
      }
      if (batch.length < BATCH) break;
    }
    return counts;
  },
  { sent: 0, failed: 0, deferred: 0, dropped: 0 },
);
