import { routeHandlers } from "@/lib/api/route-handler";
import { finishSignIn } from "@/lib/auth/entra";
import { openPending, PENDING_COOKIE, pendingCookie } from "@/lib/auth/pending-sign-in";
import { cookieValue } from "@/lib/auth/request-scope";
import { isStaffRole } from "@/lib/staff/roles";
import { sessionCookie, SESSION_LIFETIME_MS, startSession } from "@/lib/auth/session";
import { DEFAULT_STAFF_PAGE, seeOther, signInHref } from "@/lib/auth/sign-in-paths";
import { settings } from "@/lib/settings";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Staff sign-in, step two: Microsoft sends the browser back here with a code. Checked by
   * openid-client (state, PKCE, the ID token's signature, issuer, audience, nonce) and by us (the
   * tenant, at least one staff role); then a session starts and the browser returns to its page.
   * Every failure lands on the sign-in page with a plain reason and no session.
   */
  async GET(request: Request) {
    const entra = settings().entra;
    const pending = entra
      ? await openPending(cookieValue(request.headers, PENDING_COOKIE), entra.secret)
      : null;
    const query = new URL(request.url).searchParams;
    const next = pending?.next ?? DEFAULT_STAFF_PAGE;
    const answer = (location: string, session?: string) => {
      const response = seeOther(location, request.url);
      response.cookies.set(pendingCookie("", 0));
      if (session) response.cookies.set(sessionCookie(session, SESSION_LIFETIME_MS / 1000));
      return response;
    };
    if (!entra) return answer(signInHref(next));
    if (query.has("error")) return answer(signInHref(next, "denied"));
    if (!pending) return answer(signInHref(next, "expired"));
    let claims;
    try {
      claims = await finishSignIn(entra, query, pending);
    } catch (error) {
      console.warn(`Staff sign-in refused: ${error instanceof Error ? error.message : String(error)}`);
      return answer(signInHref(next, "failed"));
    }
    const roles = claims.roles.filter(isStaffRole);
    if (roles.length === 0) {
      console.warn(`Staff sign-in refused: ${claims.email} has no staff role.`);
      return answer(signInHref(next, "no-role"));
    }
    const session = await startSession({ email: claims.email, name: claims.name, roles }, entra.secret);
    return answer(next, session.id);
  },
});
