import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { staffPageClosed, statusAuthFailure } from "@/lib/api/status-auth";

/**
 * Puts the internal status pages (and their APIs) behind the status password when one is set.
 * The appointments list shows customers' contact details, so it also fails closed: without a
 * password in production it answers 503 instead of showing them to anyone.
 */
export function proxy(request: NextRequest) {
  const closed = request.nextUrl.pathname.startsWith("/admin/appointments") ? staffPageClosed() : null;
  return closed ?? statusAuthFailure(request.headers.get("authorization")) ?? NextResponse.next();
}

export const config = {
  matcher: [
    "/admin/:path*",
    "/calendar-status",
    "/api/admin/:path*",
    "/api/outlook/:path*",
    "/api/calendar-status",
  ],
};
