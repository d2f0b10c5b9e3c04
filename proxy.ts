import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { staffPageGate } from "@/lib/auth/staff-gate";
import { LINK_PAGE_PATHS, LINK_PAGE_QUERY_HEADER } from "@/lib/appointment-actions/link-page";
import { gateRequest } from "@/lib/http/request-gate";
import { pagePolicy } from "@/lib/security/page-policy";
import { isPrerenderedProductId, isProductId } from "@/lib/tires/product-ids";
import { PRODUCT_PATH_PREFIX, PRODUCT_ROUTE_HEADER, type ProductRoute } from "@/lib/tires/product-paths";

// Staff APIs check who is asking in their handlers only (requireStaff); pages are met here first.
const STAFF_PAGES = ["/admin", "/calendar-status"];

/**
 * Runs before any route:
 * - Answers malformed addresses, methods a page does not take, forms posted to a page that are too
 *   large, sent without a length, from another site or for another page's action
 *   (lib/http/page-posts.ts), and our redirects (lib/http/request-gate.ts).
 * - Meets staff pages early (lib/auth/staff-gate.ts): to the sign-in page without a session, the
 *   shared password's challenge, or 503 where no sign-in is set up. Each page checks again itself.
 * - Answers every product address that names no tire from one cached 404 page, and sends a product
 *   page not built ahead of time to its per-request twin: it says which in a request header that
 *   next.config.ts's rewrites act on (lib/tires/product-paths.ts says why not a rewrite here).
 * - Gives every page its Content-Security-Policy (lib/security/page-policy.ts): the request carries
 *   it too, so Next.js puts the nonce on the scripts of a page it renders now.
 */
export async function proxy(request: NextRequest) {
  const gated = gateRequest(request);
  if (gated) return gated;
  const { pathname } = request.nextUrl;
  if (isStaffPage(pathname)) {
    const refused = await staffPageGate(request);
    if (refused) return refused;
  }
  if (pathname.startsWith("/api/")) return NextResponse.next();

  const { policy } = pagePolicy(pathname);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  // The manage and store-answer pages are prerendered and read their link in the browser; their
  // forms, posted without JavaScript, reach a server action that cannot see the address. It gets
  // the address's query (`?ref=…&token=…`) in this header, set here only (a client's is dropped).
  headers.delete(LINK_PAGE_QUERY_HEADER);
  if ((LINK_PAGE_PATHS as readonly string[]).includes(pathname))
    headers.set(LINK_PAGE_QUERY_HEADER, request.nextUrl.search);
  headers.delete(PRODUCT_ROUTE_HEADER);
  const route = productRoute(pathname);
  if (route) headers.set(PRODUCT_ROUTE_HEADER, route);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function isStaffPage(pathname: string): boolean {
  return STAFF_PAGES.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Where a product address is served from, when not from its own prerendered page. */
function productRoute(pathname: string): ProductRoute | null {
  if (!pathname.startsWith(PRODUCT_PATH_PREFIX)) return null;
  const id = pathname.slice(PRODUCT_PATH_PREFIX.length);
  if (!isProductId(id)) return "unknown";
  return isPrerenderedProductId(id) ? null : "live";
}

export const config = {
  // Read by Next.js at build time, so literals only.
  matcher: [
    // Every address but the build's own files: any of them can carry a broken escape, a method it
    // does not take or a path to redirect, and every page needs its script policy.
    "/((?!_next/static|_next/image).*)",
    // The build's files only when the server marked a method they do not take (REFUSED_METHOD_HEADER).
    { source: "/_next/:path*", has: [{ type: "header", key: "x-refused-method" }] },
  ],
};
