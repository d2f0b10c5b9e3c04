import "server-only";
import type { NextRequest } from "next/server";
import { settings } from "@/lib/settings";
import { refusal } from "./error-page";
import { actionOfAnotherPage, type ActionPages } from "./page-actions";
import { PAGE_BODY_LIMIT_BYTES } from "./request-body";

export const TOO_LARGE = {
  title: "What you sent is too large",
  message: `A form on this site takes at most ${PAGE_BODY_LIMIT_BYTES / 1024 / 1024} MB. Please send a smaller file, or split it into smaller ones.`,
};
export const LENGTH_REQUIRED = {
  title: "This form was sent without its length",
  message: "A form posted to this site must say how long it is (a Content-Length header).",
};
export const CROSS_SITE = {
  title: "This form came from another site",
  message: "A form posted from another site is not accepted here. Please use the form on our own page.",
};
export const NOT_THIS_PAGE = {
  title: "This form is not on this page",
  message: "What was sent names a form that is not on this page. Please reload the page and try again.",
};

/**
 * A POST to a page (a form's submission to a Server Action, lib/http/page-methods.ts) that Next.js
 * would answer with a 500 or an uncaught error, answered here instead (proxy.ts, through
 * gateRequest), or null to let it through:
 *
 * - **411 or 413.** Next.js refuses a body over serverActions.bodySizeLimit only once it has read
 *   past the limit, with a 500. A Content-Length over PAGE_BODY_LIMIT_BYTES is answered 413 here.
 *   A body sent without a length (chunked) is answered 411 Length Required rather than read to see:
 *   every browser sends a form, with or without JavaScript, with its Content-Length, so only a
 *   hand-made client leaves it out, and 411 tells it exactly what to add. (The APIs take chunked
 *   bodies and count them as they read, lib/http/request-body.ts: a script may well stream JSON.)
 * - **403.** Next.js refuses a Server Action whose Origin does not name the host the request was
 *   addressed to, with a 500 (see addressedHost). The same comparison is made here first, for
 *   every form posted to a page; `Origin: null` (a sandboxed or privacy-restricted page) and an
 *   Origin that is not a URL are refused as well. A POST without Origin passes, as Next.js lets it:
 *   browsers send Origin with every POST, so a page on another site cannot leave it out.
 * - **404.** An action id (Next-Action) of another page: see actionOfAnotherPage. Forwarded,
 *   such a request reached the other page as a second request, whose early refusal (a staff
 *   page's) then ended in an uncaught "aborted" error while the client got a 200.
 */
export function pagePostRefusal(request: NextRequest, actions?: ActionPages | null): Response | null {
  const { pathname } = request.nextUrl;
  const declared = request.headers.get("content-length");
  if (declared === null && request.headers.has("transfer-encoding"))
    return refusal(pathname, 411, LENGTH_REQUIRED);
  if (declared !== null && Number(declared) > PAGE_BODY_LIMIT_BYTES) return refusal(pathname, 413, TOO_LARGE);
  if (crossSite(request)) return refusal(pathname, 403, CROSS_SITE);
  const action = request.headers.get("next-action");
  if (action !== null && actionOfAnotherPage(action, pathname, actions))
    return refusal(pathname, 404, NOT_THIS_PAGE);
  return null;
}

/**
 * The host a request was addressed to, as Next.js's own Server Action check reads it (the first
 * X-Forwarded-Host, else Host), but with X-Forwarded-Host only from a proxy we were told of: behind
 * none (TRUSTED_PROXY_COUNT=0, lib/http/client-address.ts) a forwarding header is the client's own
 * text. Null when the two would disagree, so that no Origin can satisfy both. NEXT_PUBLIC_SITE_URL
 * is not consulted: Next.js compares with the addressed host only, so a proxy in front must pass the
 * browser's Host or set X-Forwarded-Host (deploy/haproxy.cfg does).
 */
export function addressedHost(
  request: Request,
  trustedProxies = settings().trustedProxyCount,
): string | null {
  const host = request.headers.get("host");
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || null;
  if (trustedProxies > 0) return forwarded ?? host;
  return forwarded === null || forwarded === host ? host : null;
}

/** Whether a POST's Origin names another site (see pagePostRefusal). */
function crossSite(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  // Compared as written, as Next.js does: a host it would not take must not pass here either.
  return host !== addressedHost(request);
}
