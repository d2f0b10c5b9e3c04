import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDatabase, type Appointment, type SchedulingDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import type { AppointmentLinks } from "./mail-content";
import type { LinkAudience } from "./link-expiry";
import { tokenMatches } from "@/lib/core/tokens";

export type { LinkAudience } from "./link-expiry";

/** Appointment links' audiences, and the driver's status page of a road-service call. */
export type SignedAudience = LinkAudience | "road-call";

const KEY_NAME = "appointment-links";
// Per database (tests open several): the key is read once per instance of it.
const keys = new WeakMap<SchedulingDatabase, Promise<Buffer>>();

/**
 * The keys links are made with, newest first: LINK_SECRET's keys when set (the first signs, the
 * others still open the links they signed, so a key can be rotated out), else one key made at
 * first use and kept in the database (so every instance, and every later e-mail, signs alike).
 * Links can then be written again for each e-mail about a change, while the database keeps no
 * token that opens them.
 */
async function linkKeys(): Promise<Buffer[]> {
  const fromSettings = settings().linkSecrets;
  if (fromSettings.length > 0) return fromSettings.map((key) => Buffer.from(key, "utf8"));
  const db = await getDatabase();
  let key = keys.get(db);
  if (!key) {
    key = db
      .appSecret(KEY_NAME, () => randomBytes(32).toString("base64url"))
      .then((value) => Buffer.from(value, "utf8"));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return [await key];
}

const signed = (key: Buffer, reference: string, audience: SignedAudience) =>
  createHmac("sha256", key).update(`${audience}:${reference}`).digest("base64url");

/** The secret in one audience's links to one appointment (43 URL-safe characters), by the newest key. */
export async function linkToken(reference: string, audience: SignedAudience): Promise<string> {
  const [newest] = await linkKeys();
  return signed(newest!, reference, audience);
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** A signed token's length (a SHA-256 digest in base64url); the random tokens from before were shorter. */
const SIGNED_TOKEN_LENGTH = 43;

/**
 * Does the token open this appointment for this audience (made with any key still listed)?
 * Customers' links made before links were signed carry a random token whose hash was stored with
 * the booking; those keep working. Bookings still store their signed token's hash, so that path
 * takes only the older, shorter tokens: a key dropped from LINK_SECRET must close its links.
 * Whether the link is still in its time is linkAccess's question.
 */
export async function linkTokenMatches(
  appointment: Appointment,
  token: string,
  audience: LinkAudience,
): Promise<boolean> {
  const unsigned = token.length !== SIGNED_TOKEN_LENGTH;
  if (audience === "customer" && unsigned && tokenMatches(token, appointment.cancelTokenHash)) return true;
  return signedTokenMatches(appointment.reference, token, audience);
}

/** Was the token signed for this reference and audience, by any key still listed? */
export async function signedTokenMatches(
  reference: string,
  token: string,
  audience: SignedAudience,
): Promise<boolean> {
  // Every key is compared, so how long the answer takes does not say which key made the token.
  let matches = false;
  for (const key of await linkKeys()) matches = sameText(token, signed(key, reference, audience)) || matches;
  return matches;
}

/** Both audiences' tokens for one appointment, for the links in an e-mail about it. */
export async function appointmentLinks(reference: string): Promise<AppointmentLinks> {
  const [customerToken, storeToken] = await Promise.all([
    linkToken(reference, "customer"),
    linkToken(reference, "store"),
  ]);
  return { customerToken, storeToken };
}
