import type { NextRequest } from "next/server";
import { refusal } from "./error-page";
import { hasBrokenEscape } from "./malformed-path";
import { PAGE_ALLOW, pageTakes } from "./page-methods";
import { pagePostRefusal } from "./page-posts";
import { requestMethod } from "./request-marks";
import { siteRedirect } from "./site-redirects";

export const BROKEN_ESCAPE = {
  title: "This address is garbled",
  message:
    "This address has a % sign that is not part of a valid escape, so we cannot tell which page it means. Please check the link.",
};

/**
 * The first thing proxy.ts does with every request: an address with a broken percent-escape is a
 * 400, a page asked with a method it does not take a 405 with Allow (the APIs answer that
 * themselves, lib/api/route-handler.ts), a form posted to a page that is too large, from another
 * site or for another page a 411, 413, 403 or 404 (lib/http/page-posts.ts), and our redirects are
 * made here, with the security headers. Anything else goes on (null).
 */
export function gateRequest(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (hasBrokenEscape(pathname)) return refusal(pathname, 400, BROKEN_ESCAPE);
  if (!pathname.startsWith("/api/") && !pageTakes(request)) {
    const method = requestMethod(request);
    return refusal(
      pathname,
      405,
      {
        title: "This page cannot take that request",
        message: `This address does not take ${method} requests. It can only be opened (GET or HEAD).`,
      },
      { Allow: PAGE_ALLOW },
    );
  }
  if (!pathname.startsWith("/api/") && requestMethod(request) === "POST") {
    const refused = pagePostRefusal(request);
    if (refused) return refused;
  }
  return siteRedirect(request);
}
