import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { staffPageClosed, statusAuthFailure } from "@/lib/api/status-auth";
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
  if (pathname.startsWith(PRODUCT_PATH_PREFIX)) {
    const id = pathname.slice(PRODUCT_PATH_PREFIX.length);
    return isProductId(id)
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(UNKNOWN_PRODUCT_PATH, request.url));
  }
  const closed = staffPageClosed(pathname);
  return closed ?? statusAuthFailure(request.headers.get("authorization")) ?? NextResponse.next();
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/calendar-status",
    "/api/admin/:path*",
    "/api/outlook/:path*",
    "/api/calendar-status",
    "/tires/details/:id",
  ],
};
