import "server-only";
import { getDatabase } from "@/lib/db";
import { coalesced } from "@/lib/jobs/coalesce";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { claimStillSafe, INSTANCE_ID, leaseMs } from "@/lib/jobs/lease";
import { CalendarUnavailableError } from "@/lib/calendar/graph-errors";
import { deliver, UnsafeMailAddressError } from "./transport";

/** After this many failed attempts (about six hours of retries) a message fails for good. */
export const MAX_MAIL_ATTEMPTS = 10;
const BATCH = 5;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

/**
 * Failures that another attempt cannot fix: the SMTP server refused the message (5xx: unknown
 * mailbox, policy), Graph refused to send it (no permission, no such mailbox), or the address is
 * not one we write into a header.
 */
export function isPermanentMailError(error: unknown): boolean {
  if (error instanceof UnsafeMailAddressError) return true;
  const code = (error as { responseCode?: unknown })?.responseCode;
  if (typeof code === "number") return code >= 500 && code < 600;
  return (
    error instanceof CalendarUnavailableError && ["denied", "not-found", "rejected"].includes(error.reason)
  );
}

/**
 * Sends every message that is due. Each is claimed first (any number of instances may run this
 * at once; a message is sent by the one that claimed it), and each result is recorded only if the
 * claim is still ours. A failure reschedules that message with back-off, or fails it for good.
 */
export const processOutbox = coalesced(
  "Outbox",
  async () => {
    const db = await getDatabase();
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await db.claimMail(INSTANCE_ID, Date.now(), leaseMs(), BATCH);
      for (const mail of batch) {
        // Shutting down: the rest of the batch is handed back (lib/background/start.ts).
        if (backgroundWorkStopping()) return { sent, failed };
        if (!claimStillSafe(mail.claimedUntil)) continue;
        try {
          await deliver(mail);
          await db.markMailSent(mail.id, INSTANCE_ID, Date.now());
          sent++;
        } catch (error) {
          failed++;
          const final = isPermanentMailError(error) || mail.attempts + 1 >= MAX_MAIL_ATTEMPTS;
          const message = error instanceof Error ? error.message.slice(0, 500) : "Unknown error";
          const now = Date.now();
          await db.markMailFailed(
            mail.id,
            INSTANCE_ID,
            message,
            final ? null : now + mailRetryDelayMs(mail.attempts),
            now,
          );
          if (final) console.error(`E-mail ${mail.id} (${mail.kind}) failed for good: ${message}`);
        }
      }
      if (batch.length < BATCH) break;
    }
    return { sent, failed };
  },
  { sent: 0, failed: 0 },
);
