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

/**
 * A browser may hold proofs of a few contacts (an e-mail address and a mobile number, say): the
 * cookie keeps them joined by "~", newest first, at most PROOFS_KEPT.
 */
const PROOFS_KEPT = 3;
const proofsIn = (cookie: string | null | undefined) =>
  cookie ? cookie.split("~").slice(0, PROOFS_KEPT) : [];

/** Does the cookie hold a proof of `contact` at `now`? */
export async function proofCookieProves(
  cookie: string | null | undefined,
  contact: string,
  now = Date.now(),
) {
  for (const token of proofsIn(cookie)) if (await proofTokenProves(token, contact, now)) return true;
  return false;
}

/** The cookie's value with a new proof first, and the earlier proofs that still hold after it. */
export async function withProof(cookie: string | null | undefined, token: string, now = Date.now()) {
  const kept = [];
  for (const old of proofsIn(cookie)) {
    const [hash, expiry] = old.split(".");
    if (hash && hash !== token.split(".")[0] && parseInt(expiry ?? "", 36) > now) kept.push(old);
  }
  return [token, ...kept].slice(0, PROOFS_KEPT).join("~");
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
