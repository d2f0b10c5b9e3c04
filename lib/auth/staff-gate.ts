import "server-only";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/http/responses";
import { staffPageClosed } from "@/lib/auth/status-auth";
import { signInMode } from "./require-staff";
import { SESSION_COOKIE } from "./session";
import { seeOther, signInHref } from "./sign-in-paths";
import { StaffRefusal } from "./staff-refusal";
import { passwordMember } from "./status-password";

/**
 * The proxy's early answer for a staff page (never the only check: every page calls requireStaff
 * itself). With Microsoft sign-in, no session cookie goes straight to the sign-in page. With the
 * shared password, the browser is asked for it here, since only a response can carry the 401
 * challenge. With neither on a production server, the pages with customer data answer 503.
 */
export async function staffPageGate(request: NextRequest): Promise<Response | null> {
  const { pathname, search } = request.nextUrl;
  switch (signInMode()) {
    case "microsoft":
      return request.cookies.has(SESSION_COOKIE)
        ? null
        : seeOther(signInHref(`${pathname}${search}`), request.nextUrl);
    case "status-password":
      try {
        await passwordMember(request.headers);
        return null;
      } catch (error) {
        if (!(error instanceof StaffRefusal)) throw error;
        const refused = jsonError(error.status, error.message);
        for (const [name, value] of Object.entries(error.headers)) refused.headers.set(name, value);
        return refused;
      }
    case "off":
      return staffPageClosed(pathname);
    case "development":
      return null;
  }
}
