import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { processTextOutbox } from "@/lib/texts/outbox";
import { contactCodeMail } from "./code-mail";
import { contactCodeText } from "./code-text";
import { mayMailUnproven } from "./recipient-caps";
import {
  CONTACT_PROOF,
  CONTACT_PROOF_MESSAGES as M,
  contactKey,
  contactValue,
  maskedContact,
  type Contact,
} from "./rules";

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

const DAY_MS = 24 * 60 * 60_000;

/**
 * Sends a new code to the contact (an e-mail, or a text to a mobile number), unless it had its
 * share: CONTACT_PROOF.codesPerWindow in 15 minutes, and the day's cap on messages to an unproven
 * contact; code texts also stop for the day at the site's daily cap.
 */
export async function sendContactCode(contact: Contact, now = Date.now()): Promise<CodeRequestOutcome> {
  const key = contactKey(contactValue(contact));
  const db = await getDatabase();
  const { codesWindowMs, codesPerWindow, codeTtlMs, codeDigits } = CONTACT_PROOF;
  const windowStart = Math.floor(now / codesWindowMs) * codesWindowMs;
  const recent = await db.countHit(`contact-code|${key}`, windowStart, windowStart + codesWindowMs);
  if (recent > codesPerWindow) return { kind: "too-many-codes", message: M.capped };
  if (!(await mayMailUnproven(key, now))) return { kind: "too-many-codes", message: M.cappedDay };
  if (contact.kind === "mobile") {
    const day = Math.floor(now / DAY_MS) * DAY_MS;
    if ((await db.countHit("code-texts", day, day + DAY_MS)) > CONTACT_PROOF.codeTextsPerDay)
      return { kind: "too-many-codes", message: M.textsPaused };
  }
  const id = randomBytes(16).toString("base64url");
  const code = String(randomInt(10 ** codeDigits)).padStart(codeDigits, "0");
  const row = { id, contact: key, codeHash: codeHash(id, code), createdAt: now, expiresAt: now + codeTtlMs };
  if (contact.kind === "email") {
    await db.insertContactCode(row, { mail: contactCodeMail(contact.address.trim(), code) });
    afterResponse(processOutbox);
  } else {
    await db.insertContactCode(row, { text: contactCodeText(contact.number, code, now) });
    afterResponse(processTextOutbox);
  }
  const sentTo = maskedContact(contact);
  return {
    kind: "code-sent",
    message: M.sent(sentTo),
    verification: { id, sentTo, expiresInMinutes: codeTtlMs / 60_000 },
  };
}

/** Checks the code typed for challenge `id` against the contact it went to; each check spends one try. */
export async function checkContactCode(
  id: string,
  contact: Contact,
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
  const check = await db.checkContactCode(
    id,
    contactKey(contactValue(contact)),
    expected,
    now,
    CONTACT_PROOF.maxTries,
  );
  switch (check.outcome) {
    case "proven":
      return { kind: "proven" };
    case "wrong":
      return { kind: "code-refused", message: M.wrong(check.triesLeft) };
    default:
      return { kind: "code-refused", message: M[check.outcome] };
  }
}
