import { asciiEmailAddress } from "@/lib/core/address-rules";

/**
 * How a customer proves they read the address they typed: a 6-digit code sent there, good for
 * 15 minutes and 5 tries; once proven, the browser is trusted with that address for 30 days (a
 * signed cookie), so a returning customer is not asked again. Codes sent to one address are
 * capped, so the form cannot be used to flood someone's mailbox.
 */
export const CONTACT_PROOF = {
  codeDigits: 6,
  codeTtlMs: 15 * 60_000,
  maxTries: 5,
  provenForMs: 30 * 24 * 60 * 60_000,
  /** Codes to one address: per 15 minutes, and per day. */
  codesPerWindow: 3,
  codesWindowMs: 15 * 60_000,
  codesPerDay: 8,
  /**
   * Code texts from the whole site per day: each costs money, and "SMS pumping" scripts ask for
   * codes to numbers whose carriers pay them. Past it, codes go by e-mail only.
   */
  codeTextsPerDay: 500,
} as const;

/**
 * What a code proves: an e-mail address, or a US mobile number (E.164) the customer chose for
 * texts. A proof of either lets a request hold what it asks for.
 */
export type Contact = { kind: "email"; address: string } | { kind: "mobile"; number: string };

export const contactValue = (c: Contact) => (c.kind === "email" ? c.address : c.number);

/**
 * Mail to an address nobody has proven yet (codes, acknowledgements) per address and day, across
 * every form. The people the mail is for (the store, the sales desk) are never capped.
 */
export const UNPROVEN_MAIL_PER_DAY = 8;

export const CONTACT_PROOF_MESSAGES = {
  sent: (to: string) =>
    `We sent a 6-digit code to ${to}. Enter it below to send your request. It works for 15 minutes.`,
  wrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code doesn't match. Check the latest message from us and try again (${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left).`
      : "That code doesn't match, and it can't be tried again. Ask for a new code.",
  expired: "That code has expired. Ask for a new code and use it within 15 minutes.",
  spent: "That code can't be used any more. Ask for a new code.",
  unknown: "That code isn't one we sent to this address. Ask for a new code.",
  malformed: "Please enter the 6-digit code from our message.",
  capped:
    "We've sent several codes to this address already. Please use the latest one, or try again in 15 minutes.",
  cappedDay:
    "We've sent all the codes we can to this address today. Please call the store to book, or try again tomorrow.",
  textsPaused:
    "We can't send a code by text just now. Untick the box for texts to get the code by e-mail, or call the store to book.",
} as const;

/** "+13045550123" as "(•••) •••-0123": enough to recognise, not to harvest. */
export const maskedNumber = (e164: string) => `(•••) •••-${e164.slice(-4)}`;

/** A contact as the form shows where its code went. */
export const maskedContact = (c: Contact) =>
  c.kind === "email" ? maskedAddress(c.address) : maskedNumber(c.number);

/** "ada@example.com" as "a••@example.com": enough to recognise, not to harvest. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return email;
  const name = email.slice(0, at);
  return `${name[0]}${"•".repeat(Math.min(Math.max(name.length - 1, 2), 6))}${email.slice(at)}`;
}

/**
 * The normal form of an address for proofs and caps: trimmed, lower-cased, an international
 * domain as mail sends it (punycode), so both spellings are one address.
 */
export const contactKey = (email: string) => {
  const trimmed = email.trim();
  return (asciiEmailAddress(trimmed) ?? trimmed).toLowerCase();
};
