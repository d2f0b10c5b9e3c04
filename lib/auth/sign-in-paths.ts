import { NextResponse } from "next/server";

/** Where staff sign in, and where they may be sent back to afterwards. */
export const SIGN_IN_PATH = "/staff/sign-in";
export const DEFAULT_STAFF_PAGE = "/admin/appointments";

/** Why the sign-in page is shown: its `reason` or `error` query. */
export type SignInNotice =
  | "role" // signed in, without the role the page needs
  | "signed-out"
  | "expired" // the trip to Microsoft took too long, or the browser dropped the cookie
  | "denied" // Microsoft said no (the user cancelled, or is not assigned to the app)
  | "no-role" // signed in, but the account has none of the staff roles
  | "failed" // the answer from Microsoft did not check out
  | "unavailable"; // Microsoft could not be reached

const STAFF_PREFIXES = ["/admin", "/calendar-status"];

/**
 * A page to return to after sign-in: only our own staff pages, as a path, so the sign-in can't be
 * used to send someone to another site. Anything else is the appointments board.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 512 || !next.startsWith("/") || next.startsWith("//") || next.includes("\\"))
    return DEFAULT_STAFF_PAGE;
  const path = next.split(/[?#]/)[0]!;
  return STAFF_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) ? next : DEFAULT_STAFF_PAGE;
}

export function signInHref(next: string, notice?: SignInNotice): string {
  const query = new URLSearchParams({ next: safeNext(next) });
  if (notice) query.set("notice", notice);
  return `${SIGN_IN_PATH}?${query}`;
}

/**
 * A 303 to `location`, resolved against the address the request came to (Next.js wants an
 * absolute Location), never cached.
 */
export function seeOther(location: string, requestUrl: string | URL): NextResponse {
  return new NextResponse(null, {
    status: 303,
    headers: { Location: new URL(location, requestUrl).href, "Cache-Control": "no-store" },
  });
}
