import "server-only";
import { timingSafeEqual } from "node:crypto";
import { locations } from "@/data/locations";
import { clientAddress, clientLimitKey } from "@/lib/http/client-address";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import type { StaffMember } from "@/lib/staff/roles";
import { StaffRefusal } from "./staff-refusal";

export const BASIC_CHALLENGE = 'Basic realm="Allegheny Tire staff", charset="UTF-8"';

/**
 * Wrong passwords allowed per 15-minute window, counted in the database (so every instance on one
 * PostgreSQL shares the counts):
 * - `perClient`: one client (an IPv4 address or IPv6 /64, lib/http/client-address.ts) that has
 *   sent this many wrong ones gets 429 for every try, the right password included, until the
 *   window ends. It locks out no one but itself.
 * - `overall`: once this many wrong ones came from all clients together (a guesser spread over
 *   many addresses), every client that has sent a wrong one of its own in the window gets 429 too,
 *   after its first. A client that has not failed is never held up by the others' failures, so
 *   strangers guessing cannot lock staff out; a spread guesser gets one try per address instead of
 *   ten. (Delaying every answer instead would not slow a guesser who asks in parallel, and would
 *   slow staff.)
 */
export const PASSWORD_FAILURES = { window: 15 * 60_000, perClient: 10, overall: 100 } as const;
export const TOO_MANY_FAILURES_MESSAGE =
  "Too many wrong passwords. Please wait 15 minutes and try again, or ask an operator.";

/** Everyone with the shared password acts as one operator: there is no one else to name. */
export const PASSWORD_MEMBER: StaffMember = {
  email: "status-password",
  name: "Staff (shared password)",
  roles: ["Staff.Operator"],
  storeIds: locations.map((l) => l.id),
  signedInWith: "status-password",
};

/** Does an Authorization header carry the status password (any user name)? */
export function passwordMatches(authorization: string | null, password: string): boolean {
  const supplied = authorization?.startsWith("Basic ")
    ? Buffer.from(authorization.slice(6), "base64").toString("utf8")
    : "";
  const given = Buffer.from(supplied.slice(supplied.indexOf(":") + 1));
  const expected = Buffer.from(password);
  return supplied.includes(":") && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The shared-password member; otherwise a 401 that asks the browser for the password, or a 429
 * once this client is past the limits of PASSWORD_FAILURES. A request without credentials (a browser's first try) is not a
 * wrong guess and is not counted. Each wrong one is logged once, without what was typed.
 */
export async function passwordMember(requestHeaders: Headers, now = Date.now()): Promise<StaffMember> {
  const password = settings().statusPassword;
  const authorization = requestHeaders.get("authorization");
  const challenge = new StaffRefusal(401, "Authentication required.", {
    "WWW-Authenticate": BASIC_CHALLENGE,
  });
  if (!password) throw challenge;
  const client = clientLimitKey(clientAddress(new Request("http://localhost/", { headers: requestHeaders })));
  const { window, perClient, overall } = PASSWORD_FAILURES;
  const windowStart = Math.floor(now / window) * window;
  const keys = { client: `staff-password|${client}`, all: "staff-password|*" };
  const [mine, everyone] = await Promise.all([
    failures(keys.client, windowStart),
    failures(keys.all, windowStart),
  ]);
  if (mine >= perClient || (mine > 0 && everyone >= overall)) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + window - now) / 1000));
    throw new StaffRefusal(429, TOO_MANY_FAILURES_MESSAGE, { "Retry-After": String(retryAfter) });
  }
  if (passwordMatches(authorization, password)) return PASSWORD_MEMBER;
  if (!authorization) throw challenge;
  const expiresAt = windowStart + window;
  const [count] = await Promise.all([
    countFailure(keys.client, windowStart, expiresAt),
    countFailure(keys.all, windowStart, expiresAt),
  ]);
  console.warn(`Wrong staff password from ${client} (${count} of ${perClient} allowed in 15 minutes).`);
  throw challenge;
}

/**
 * Failures are counted in the database so every instance shares them; when it cannot be reached,
 * in this process instead (the limit still holds here, and the staff pages still answer).
 */
const local = new Map<string, { windowStart: number; count: number }>();

async function failures(key: string, windowStart: number): Promise<number> {
  try {
    return await (await getDatabase()).staff.failures(key, windowStart);
  } catch {
    const kept = local.get(key);
    return kept?.windowStart === windowStart ? kept.count : 0;
  }
}

async function countFailure(key: string, windowStart: number, expiresAt: number): Promise<number> {
  try {
    return await (await getDatabase()).staff.countFailure(key, windowStart, expiresAt);
  } catch {
    const kept = local.get(key);
    const count = (kept?.windowStart === windowStart ? kept.count : 0) + 1;
    local.set(key, { windowStart, count });
    if (local.size > 10_000) for (const [k, v] of local) if (v.windowStart < windowStart) local.delete(k);
    return count;
  }
}
