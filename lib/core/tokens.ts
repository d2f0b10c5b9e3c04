import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// No 0/O or 1/I/L: references are read over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * A short reference such as "AT-7K4Q-9ZPM" (appointments). Other requests use their own prefix
 * ("Q-" for quotes), so staff can tell from the reference alone which desk a caller means.
 */
export function newReference(prefix = "AT"): string {
  const pick = () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join("");
  return `${prefix}-${group()}-${group()}`;
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
