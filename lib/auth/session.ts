import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { getDatabase, type StaffSessionRecord } from "@/lib/db";

/** The staff session's cookie: an opaque random id; the database keeps only its keyed hash. */
export const SESSION_COOKIE = "ats_staff_session";

/** A fixed lifetime from sign-in: a working day and then some, never extended by use. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

/**
 * The id as the database keeps it: an HMAC under AUTH_SECRET, so a copy of the sessions table
 * opens nothing, and a cookie made up without the secret matches nothing.
 */
export function sessionKey(id: string, secret: string): string {
  return createHmac("sha256", secret).update(`staff-session:${id}`).digest("base64url");
}

/** Ids are 32 random bytes, base64url: 43 characters. Anything else is not ours. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  email: string;
  name: string;
  roles: string[];
}

/** Starts a session; resolves to the cookie's value and when it ends. */
export async function startSession(
  who: NewSession,
  secret: string,
  now = Date.now(),
): Promise<{ id: string; expiresAt: number }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = now + SESSION_LIFETIME_MS;
  const db = await getDatabase();
  await db.staff.createSession({ idHash: sessionKey(id, secret), ...who, createdAt: now, expiresAt });
  return { id, expiresAt };
}

/** The live session a cookie names, or null (none, tampered with, signed out or ended). */
export async function readSession(
  id: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<StaffSessionRecord | null> {
  if (!id || !SESSION_ID.test(id)) return null;
  return (await getDatabase()).staff.findSession(sessionKey(id, secret), now);
}

export async function endSession(id: string | undefined, secret: string): Promise<void> {
  if (!id || !SESSION_ID.test(id)) return;
  await (await getDatabase()).staff.deleteSession(sessionKey(id, secret));
}

/** The cookie's attributes: HttpOnly, Lax, Secure in production, for the session's lifetime. */
export function sessionCookie(value: string, maxAgeSeconds: number) {
  return {
    name: SESSION_COOKIE,
    value,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: process.env.NODE_ENV === "production",
    path: "/",
    maxAge: maxAgeSeconds,
  };
}
