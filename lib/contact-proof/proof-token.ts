import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { CONTACT_PROOF, contactKey } from "./rules";

/**
 * The token a browser keeps once its customer proved an address: the address's hash and an
 * expiry, signed with a key every instance shares (stored once in the database). It names no
 * address in the clear, and is worth nothing for any other address.
 */
const shared = globalThis as unknown as { __contactProofKey?: Promise<Buffer> };

function proofKey(): Promise<Buffer> {
  shared.__contactProofKey ??= getDatabase()
    .then((db) => db.appSecret("contact-proof", () => randomBytes(32).toString("base64url")))
    .then((secret) => Buffer.from(secret, "base64url"))
    .catch((error: unknown) => {
      shared.__contactProofKey = undefined;
      throw error;
    });
  return shared.__contactProofKey;
}

const addressHash = (email: string) =>
  createHash("sha256").update(contactKey(email)).digest("base64url").slice(0, 22);
const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A signed proof that this browser's customer reads `email`, good until `now` + 30 days. */
export async function proofTokenFor(email: string, now = Date.now()): Promise<string> {
  return signedProof(await proofKey(), email, now);
}

/** The proof token under a given key (the key kept as the "contact-proof" app secret). */
export function signedProof(key: Buffer, email: string, now: number): string {
  const payload = `${addressHash(email)}.${(now + CONTACT_PROOF.provenForMs).toString(36)}`;
  return `${payload}.${sign(key, payload)}`;
}

/** Does `token` prove `email` at `now`? Anything malformed, expired or for another address: no. */
export async function proofTokenProves(token: string | null | undefined, email: string, now = Date.now()) {
  const parts = token?.split(".");
  if (!parts || parts.length !== 3) return false;
  const [hash, expiry, signature] = parts as [string, string, string];
  if (hash !== addressHash(email) || !(parseInt(expiry, 36) > now)) return false;
  const expected = Buffer.from(sign(await proofKey(), `${hash}.${expiry}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
