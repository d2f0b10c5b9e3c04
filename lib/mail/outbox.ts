import { getDatabase } from "@/lib/db";
import { coalesced } from "@/lib/jobs/coalesce";
import { deliver } from "./transport";

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at one hour. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

/**
 * Sends every message that is due. A failure only reschedules that message; bookings never
 * wait on mail.
 */
export const processOutbox = coalesced(
  "Outbox",
  async () => {
    const db = await getDatabase();
    let sent = 0;
    let failed = 0;
    for (const mail of await db.dueMail(Date.now(), 50)) {
      try {
        await deliver(mail);
        await db.markMailSent(mail.id, Date.now());
        sent++;
      } catch (error) {
        failed++;
        await db.markMailFailed(
          mail.id,
          error instanceof Error ? error.message.slice(0, 500) : "Unknown error",
          Date.now() + mailRetryDelayMs(mail.attempts),
        );
      }
    }
    return { sent, failed };
  },
  { sent: 0, failed: 0 },
);
