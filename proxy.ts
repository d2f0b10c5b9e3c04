import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { staffPageClosed, statusAuthFailure } from "@/lib/api/status-auth";
import { LINK_PAGE_PATHS, LINK_PAGE_QUERY_HEADER } from "@/lib/appointments/link-page";
import { PRODUCT_PATH_PREFIX, UNKNOWN_PRODUCT_PATH, isProductId } from "@/lib/tires/product-ids";

/**
 * Puts the internal status pages (and their APIs) behind the status password when one is set,
 * and answers every product address that names no tire from one cached 404 page. The
 * appointments list shows customers' contact details and the inventory page changes stock, so
 * they also fail closed: without a password in production they answer 503 instead of serving
 * anyone.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if ((LINK_PAGE_PATHS as readonly string[]).includes(pathname)) return withLinkPageQuery(request);
  if (pathname.startsWith(PRODUCT_PATH_PREFIX)) {
    const id = pathname.slice(PRODUCT_PATH_PREFIX.length);
    return isProductId(id)
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(UNKNOWN_PRODUCT_PATH, request.url));
  }
  const closed = staffPageClosed(process.env, pathname);
  return closed ?? statusAuthFailure(request.headers.get("authorization")) ?? NextResponse.next();
}

/**
 * The manage and store-answer pages are prerendered and read their link in the browser; their
 * forms, posted without JavaScript, reach a server action that cannot see the address. It gets
 * the address's query (`?ref=…&token=…`) in a header, set here (whatever a client sent is replaced).
 */
function withLinkPageQuery(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(LINK_PAGE_QUERY_HEADER, request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    // LINK_PAGE_PATHS (the matcher must be literal: it is read when the site is built).
    "/appointments/manage",
    "/appointments/store",
    "/admin/:path*",
    "/calendar-status",
    "/api/admin/:path*",
    "/api/outlook/:path*",
    "/api/calendar-status",
    "/tires/details/:id",
  ],
};
