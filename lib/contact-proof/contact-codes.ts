import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { contactCodeMail } from "./code-mail";
import { mayMailUnproven } from "./recipient-caps";
import { CONTACT_PROOF, CONTACT_PROOF_MESSAGES as M, contactKey, maskedAddress } from "./rules";

/** What asking for a code did: sent (the challenge's id), or refused by a cap. */
export type CodeRequestOutcome =
  | {
      kind: "code-sent";
      message: string;
      verification: { id: string; sentTo: string; expiresInMinutes: number };
    }
  | { kind: "too-many-codes"; message: string };

/** What a typed code did: proved the address, or why not (a message for the form). */
export type CodeCheckOutcome = { kind: "proven" } | { kind: "code-refused"; message: string };

const codeHash = (id: string, code: string) => createHash("sha256").update(`${id}:${code}`).digest("hex");

/**
 * Sends a new code to `email`, unless the address had its share: CONTACT_PROOF.codesPerWindow
 * in 15 minutes, and the day's cap on mail to unproven addresses.
 */
export async function sendContactCode(email: string, now = Date.now()): Promise<CodeRequestOutcome> {
  const contact = contactKey(email);
  const db = await getDatabase();
  const { codesWindowMs, codesPerWindow, codeTtlMs, codeDigits } = CONTACT_PROOF;
  const windowStart = Math.floor(now / codesWindowMs) * codesWindowMs;
  const recent = await db.countHit(`contact-code|${contact}`, windowStart, windowStart + codesWindowMs);
  if (recent > codesPerWindow) return { kind: "too-many-codes", message: M.capped };
  if (!(await mayMailUnproven(contact, now))) return { kind: "too-many-codes", message: M.cappedDay };
  const id = randomBytes(16).toString("base64url");
  const code = String(randomInt(10 ** codeDigits)).padStart(codeDigits, "0");
  await db.insertContactCode(
    { id, contact, codeHash: codeHash(id, code), createdAt: now, expiresAt: now + codeTtlMs },
    contactCodeMail(email.trim(), code),
  );
  afterResponse(processOutbox);
  const sentTo = maskedAddress(email.trim());
  return {
    kind: "code-sent",
    message: M.sent(sentTo),
    verification: { id, sentTo, expiresInMinutes: codeTtlMs / 60_000 },
  };
}

/** Checks the code typed for challenge `id` against `email`; each check spends one of its tries. */
export async function checkContactCode(
  id: string,
  email: string,
  code: string,
  now = Date.now(),
): Promise<CodeCheckOutcome> {
  const typed = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(typed) || !/^[\w-]{10,64}$/.test(id))
    return { kind: "code-refused", message: M.malformed };
  const expected = (hash: string) => {
    const a = Buffer.from(codeHash(id, typed), "hex");
    const b = Buffer.from(hash, "hex");
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const db = await getDatabase();
  const check = await db.checkContactCode(id, contactKey(email), expected, now, CONTACT_PROOF.maxTries);
  switch (check.outcome) {
    case "proven":
      return { kind: "proven" };
    case "wrong":
      return { kind: "code-refused", message: M.wrong(check.triesLeft) };
    default:
      return { kind: "code-refused", message: M[check.outcome] };
  }
}
