import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import type { Appointment, SchedulingDatabase } from "@/lib/db/types";
import type { AppointmentLinks } from "./mail-content";
import { tokenMatches } from "./tokens";

/** Who a link is for: the customer's manage link, or the store's Confirm / Decline links. */
export type LinkAudience = "customer" | "store";

const KEY_NAME = "appointment-links";
// Per database (tests open several): the key is read once per instance of it.
const keys = new WeakMap<SchedulingDatabase, Promise<Buffer>>();

/**
 * The key links are signed with: LINK_SECRET when set, else one made at first use and kept in the
 * database (so every instance, and every later e-mail, signs alike). Links can then be written
 * again for each e-mail about a change, while the database keeps no token that opens them.
 */
async function linkKey(): Promise<Buffer> {
  const fromSettings = settings().linkSecret;
  if (fromSettings) return Buffer.from(fromSettings, "utf8");
  const db = await getDatabase();
  let key = keys.get(db);
  if (!key) {
    key = db
      .appSecret(KEY_NAME, () => randomBytes(32).toString("base64url"))
      .then((value) => Buffer.from(value, "utf8"));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** The secret in one audience's links to one appointment (43 URL-safe characters). */
export async function linkToken(reference: string, audience: LinkAudience): Promise<string> {
  return createHmac("sha256", await linkKey())
    .update(`${audience}:${reference}`)
    .digest("base64url");
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Does the token open this appointment for this audience? Customers' links made before links were
 * signed carry a random token whose hash was stored with the booking; those keep working.
 */
export async function linkTokenMatches(
  appointment: Appointment,
  token: string,
  audience: LinkAudience,
): Promise<boolean> {
  if (audience === "customer" && tokenMatches(token, appointment.cancelTokenHash)) return true;
  return sameText(token, await linkToken(appointment.reference, audience));
}

/** Both audiences' tokens for one appointment, for the links in an e-mail about it. */
export async function appointmentLinks(reference: string): Promise<AppointmentLinks> {
  const [customerToken, storeToken] = await Promise.all([
    linkToken(reference, "customer"),
    linkToken(reference, "store"),
  ]);
  return { customerToken, storeToken };
}
