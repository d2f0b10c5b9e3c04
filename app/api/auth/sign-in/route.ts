import { NextResponse } from "next/server";
import { routeHandlers } from "@/lib/api/route-handler";
import { beginSignIn } from "@/lib/auth/entra";
import { pendingCookie, PENDING_LIFETIME_MS, sealPending } from "@/lib/auth/pending-sign-in";
import { safeNext, seeOther, signInHref } from "@/lib/auth/sign-in-paths";
import { settings } from "@/lib/settings";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Staff sign-in, step one: off to the tenant's Microsoft sign-in with a fresh state, nonce and
   * PKCE verifier, kept sealed in a short-lived cookie for the return. `?next=` is the staff page
   * to come back to.
   */
  async GET(request: Request) {
    const next = safeNext(new URL(request.url).searchParams.get("next"));
    const entra = settings().entra;
    if (!entra) return seeOther(signInHref(next), request.url);
    try {
      const { url, pending } = await beginSignIn(entra, next);
      const response: NextResponse = seeOther(url.href, request.url);
      response.cookies.set(
        pendingCookie(await sealPending(pending, entra.secret), PENDING_LIFETIME_MS / 1000),
      );
      return response;
    } catch (error) {
      console.warn(
        `Staff sign-in could not reach Microsoft: ${error instanceof Error ? error.message : error}`,
      );
      return seeOther(signInHref(next, "unavailable"), request.url);
    }
  },
});
