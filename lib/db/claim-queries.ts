import type { Driver } from "./driver";

/**
 * Hands back every claim `owner` holds on e-mails, texts and calendar writes, so the other instances take
 * the work at their next pass instead of waiting for the lease to run out. Called by an instance
 * that is shutting down, once its own passes have stopped: nothing it still holds is in progress.
 */
export async function releaseClaims(
  driver: Driver,
  owner: string,
): Promise<{ mail: number; calendar: number; text: number }> {
  return driver.transaction(async (tx) => ({
    mail: await tx.run(
      "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND sent_at IS NULL",
      [owner],
    ),
    calendar: await tx.run(
      "UPDATE appointments SET calendar_claimed_by = NULL, calendar_claimed_until = NULL WHERE calendar_claimed_by = ?",
      [owner],
    ),
    text: await tx.run(
      "UPDATE text_outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND sent_at IS NULL",
      [owner],
    ),
  }));
}
