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

/** Stands for our own origin while a `next` is resolved; never sent anywhere. */
const RESOLVE_BASE = "http://staff.invalid";
/** `%2f` or `%5c` (either case): a slash or backslash escaped in a path. */
const ESCAPED_SEPARATOR = /%2f|%5c/i;

/**
 * A page to return to after sign-in: only our own staff pages, as a path, so the sign-in can't be
 * used to send someone to another site. Anything else is the appointments board.
 *
 * The address is resolved first, the way a browser would resolve it against our origin: dot
 * segments (`/admin/../..//evil.example`, `/admin/%2e%2e/…`) are taken out, and what is left must
 * still be on our origin, must not start with `//` (another host, to a browser) and must be a
 * staff page. An escaped slash or backslash (`%2f`, `%5c`) in the path is refused outright: no
 * staff page has one, and a server or proxy that decodes it would read another path. What comes
 * back is the resolved path and query, never what was sent.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 512 || !next.startsWith("/") || next.startsWith("//") || next.includes("\\"))
    return DEFAULT_STAFF_PAGE;
  if (ESCAPED_SEPARATOR.test(next.split(/[?#]/)[0]!)) return DEFAULT_STAFF_PAGE;
  let url: URL;
  try {
    url = new URL(next, RESOLVE_BASE);
  } catch {
    return DEFAULT_STAFF_PAGE;
  }
  const { origin, pathname, search } = url;
  if (origin !== RESOLVE_BASE || pathname.startsWith("//") || ESCAPED_SEPARATOR.test(pathname))
    return DEFAULT_STAFF_PAGE;
  return STAFF_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))
    ? `${pathname}${search}`
    : DEFAULT_STAFF_PAGE;
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
