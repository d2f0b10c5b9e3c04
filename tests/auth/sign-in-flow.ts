import { expect } from "vitest";
import { GET as callbackRoute } from "@/app/api/auth/callback/route";
import { GET as signInRoute } from "@/app/api/auth/sign-in/route";
import { PENDING_COOKIE } from "@/lib/auth/pending-sign-in";
import { SESSION_COOKIE } from "@/lib/auth/session";
import type { FakeOpenId } from "../../scripts/fake-openid/server.mjs";

export const SITE = "http://localhost:3000";

/** The environment a site uses to sign staff in at `fake`. */
export function signInEnv(fake: FakeOpenId): Record<string, string> {
  return {
    AUTH_ENTRA_TENANT_ID: fake.tenant,
    AUTH_ENTRA_CLIENT_ID: fake.clientId,
    AUTH_ENTRA_CLIENT_SECRET: fake.clientSecret,
    AUTH_ENTRA_AUTHORITY: fake.authority,
    AUTH_SECRET: "test-auth-secret-that-is-long-enough-0123456789",
    NEXT_PUBLIC_SITE_URL: SITE,
    STATUS_PASSWORD: "",
  };
}

/** A cookie's value as a response sets it, with its attributes. */
export function setCookie(response: Response, name: string): { value: string; attributes: string } | null {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(";");
  return { value: decodeURIComponent(pair!.slice(name.length + 1)), attributes: attributes.join(";").trim() };
}

export interface SignInTrip {
  /** The callback's answer. */
  done: Response;
  location: string;
  session: string | null;
  /** The sealed pending sign-in the browser carried. */
  pending: string;
  /** The address the provider sent the browser back to. */
  back: URL;
}

/**
 * One whole sign-in as a browser makes it: our sign-in route, the provider's authorize endpoint
 * (naming the account, as the picker would), and back to our callback with the pending cookie.
 * `alter` may change the trip back (another state, no cookie) before it is made.
 */
export async function signIn(
  email: string,
  alter: (trip: { back: URL; cookie: string }) => { back: URL; cookie: string } = (t) => t,
  next = "/admin/calendar-status",
): Promise<SignInTrip> {
  const start = await signInRoute(new Request(`${SITE}/api/auth/sign-in?next=${encodeURIComponent(next)}`));
  expect(start.status).toBe(303);
  const pending = setCookie(start, PENDING_COOKIE)!;
  expect(pending.attributes).toMatch(/HttpOnly/i);
  const authorize = new URL(start.headers.get("location")!);
  authorize.searchParams.set("login_hint", email);
  const approved = await fetch(authorize, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const trip = alter({
    back: new URL(approved.headers.get("location")!),
    cookie: `${PENDING_COOKIE}=${pending.value}`,
  });
  const done = await callbackRoute(new Request(trip.back.href, { headers: { cookie: trip.cookie } }));
  expect(done.status).toBe(303);
  return {
    done,
    location: done.headers.get("location")!,
    session: setCookie(done, SESSION_COOKIE)?.value || null,
    pending: pending.value,
    back: trip.back,
  };
}

export const withSession = (session: string | null, extra: Record<string, string> = {}) => ({
  ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}),
  ...extra,
});
