import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { staffPageClosed, statusAuthFailure } from "@/lib/api/status-auth";
import { gateRequest } from "@/lib/http/request-gate";
import { PRODUCT_PATH_PREFIX, UNKNOWN_PRODUCT_PATH, isProductId } from "@/lib/tires/product-ids";

const STAFF_PATHS = ["/admin", "/calendar-status", "/api/admin", "/api/outlook", "/api/calendar-status"];

/**
 * Answers malformed addresses, methods a page does not take and our redirects (lib/http/request-gate.ts),
 * puts the internal status pages (and their APIs) behind the status password when one is set,
 * and answers every product address that names no tire from one cached 404 page. The
 * appointments list shows customers' contact details and the inventory page changes stock, so
 * they also fail closed: without a password in production they answer 503 instead of serving
 * anyone.
 */
export function proxy(request: NextRequest) {
  const gated = gateRequest(request);
  if (gated) return gated;
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(PRODUCT_PATH_PREFIX)) {
    const id = pathname.slice(PRODUCT_PATH_PREFIX.length);
    return isProductId(id)
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(UNKNOWN_PRODUCT_PATH, request.url));
  }
  if (!STAFF_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return NextResponse.next();
  const closed = staffPageClosed(process.env, pathname);
  return closed ?? statusAuthFailure(request.headers.get("authorization")) ?? NextResponse.next();
}

export const config = {
  // Read by Next.js at build time, so literals only.
  matcher: [
    // Every address but the build's own files: any of them can carry a broken escape, a method it
    // does not take or a path to redirect.
    "/((?!_next/static|_next/image).*)",
    // The build's files only when the server marked a method they do not take (REFUSED_METHOD_HEADER).
    { source: "/_next/:path*", has: [{ type: "header", key: "x-refused-method" }] },
  ],
};
