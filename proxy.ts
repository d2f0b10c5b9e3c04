import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { statusAuthFailure } from "@/lib/api/status-auth";

/** Puts the internal status pages (and their APIs) behind the status password when one is set. */
export function proxy(request: NextRequest) {
  return statusAuthFailure(request.headers.get("authorization")) ?? NextResponse.next();
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
