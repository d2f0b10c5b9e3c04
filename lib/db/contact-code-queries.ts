import type { CodeMessage, ContactCodeCheck, NewContactCode } from "./contact-code-types";
import type { Driver } from "./driver";
import { insertMails } from "./outbox-queries";
import { insertTexts } from "./text-queries";
import { toNumber } from "./values";

/** Codes are worth nothing after a day; their rows go soon after, so the table stays small. */
const KEEP_MS = 2 * 24 * 60 * 60_000;

/** Writes a code and its message in one transaction (the message cannot leave without the code). */
export async function insertContactCode(driver: Driver, code: NewContactCode, message: CodeMessage) {
  await driver.transaction(async (tx) => {
    await tx.run(
      "INSERT INTO contact_codes (id, contact, code_hash, attempts, created_at, expires_at) VALUES (?, ?, ?, 0, ?, ?)",
      [code.id, code.contact, code.codeHash, code.createdAt, code.expiresAt],
    );
    if ("mail" in message) await insertMails(tx, [message.mail], code.createdAt);
    else await insertTexts(tx, [message.text], code.createdAt);
    await tx.run("DELETE FROM contact_codes WHERE created_at < ?", [code.createdAt - KEEP_MS]);
  });
}

/**
 * Checks a typed code. Every check spends one try before it compares, in one guarded update, so
 * any number of guesses sent at once (to any instance) get `maxTries` comparisons between them,
 * never more. The right code is spent by the first check that gets it.
 */
export async function checkContactCode(
  driver: Driver,
  id: string,
  contact: string,
  matches: (codeHash: string) => boolean,
  now: number,
  maxTries: number,
): Promise<ContactCodeCheck> {
  const row = await driver.get(
    `UPDATE contact_codes SET attempts = attempts + 1
      WHERE id = ? AND contact = ? AND used_at IS NULL AND expires_at > ? AND attempts < ?
      RETURNING code_hash, attempts`,
    [id, contact, now, maxTries],
  );
  if (!row) {
    const kept = await driver.get(
      "SELECT used_at, expires_at, attempts FROM contact_codes WHERE id = ? AND contact = ?",
      [id, contact],
    );
    if (!kept) return { outcome: "unknown" };
    if (kept.used_at === null && toNumber(kept.expires_at) <= now) return { outcome: "expired" };
    return { outcome: "spent" };
  }
  if (!matches(String(row.code_hash)))
    return { outcome: "wrong", triesLeft: maxTries - toNumber(row.attempts) };
  const spent = await driver.run("UPDATE contact_codes SET used_at = ? WHERE id = ? AND used_at IS NULL", [
    now,
    id,
  ]);
  return spent === 1 ? { outcome: "proven" } : { outcome: "spent" };
}
