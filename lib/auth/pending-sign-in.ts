import "server-only";
import { createHash } from "node:crypto";
import { compactDecrypt, CompactEncrypt } from "jose";
import type { PendingSignIn } from "./entra";

/** Kept in the browser while it is away at Microsoft: sealed, so it can be neither read nor forged. */
export const PENDING_COOKIE = "ats_staff_sign_in";

/** Long enough to type a password and approve a second factor. */
export const PENDING_LIFETIME_MS = 10 * 60_000;

const keyFor = (secret: string) => createHash("sha256").update(`staff-sign-in:${secret}`).digest();

/** The pending sign-in, encrypted and authenticated (AES-256-GCM) under AUTH_SECRET, with its deadline. */
export async function sealPending(pending: PendingSignIn, secret: string, now = Date.now()): Promise<string> {
  const body = new TextEncoder().encode(JSON.stringify({ ...pending, until: now + PENDING_LIFETIME_MS }));
  return new CompactEncrypt(body).setProtectedHeader({ alg: "dir", enc: "A256GCM" }).encrypt(keyFor(secret));
}

/** The pending sign-in in a cookie, or null when it is missing, altered, from another secret or too old. */
export async function openPending(
  sealed: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<PendingSignIn | null> {
  if (!sealed || sealed.length > 4096) return null;
  try {
    const { plaintext } = await compactDecrypt(sealed, keyFor(secret));
    const value = JSON.parse(new TextDecoder().decode(plaintext)) as PendingSignIn & { until: number };
    if (typeof value.until !== "number" || value.until < now) return null;
    return { state: value.state, nonce: value.nonce, verifier: value.verifier, next: value.next };
  } catch {
    return null;
  }
}

export function pendingCookie(value: string, maxAgeSeconds: number) {
  return {
    name: PENDING_COOKIE,
    value,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: process.env.NODE_ENV === "production",
    path: "/api/auth",
    maxAge: maxAgeSeconds,
  };
}
