import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// No 0/O or 1/I/L: references are read over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A short booking reference such as "AT-7K4Q-9ZPM". */
export function newReference(): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `AT-${group()}-${group()}`;
}

export const REFERENCE_PATTERN = /^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

/** The secret in the customer's cancel link; only its hash is stored. */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
