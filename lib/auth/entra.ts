import "server-only";
import * as oidc from "openid-client";
import { settings } from "@/lib/settings";

export type EntraSettings = NonNullable<ReturnType<typeof settings>["entra"]>;

/** The scopes staff sign-in asks for: who they are (name, address); roles arrive in the ID token. */
const SCOPE = "openid profile email";

const configurations = new Map<string, Promise<oidc.Configuration>>();

/**
 * The tenant's OpenID configuration, discovered once per process (and again after a failure):
 * its issuer must be this tenant's, so tokens from any other tenant are refused by the library's
 * issuer check. Only the tenant's own v2.0 endpoint is used, never "common" or "organizations".
 */
export function entraConfiguration(entra: EntraSettings): Promise<oidc.Configuration> {
  const issuer = `${entra.authority}/${encodeURIComponent(entra.tenantId)}/v2.0`;
  const key = `${issuer}|${entra.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    found = oidc.discovery(new URL(issuer), entra.clientId, entra.clientSecret, undefined, {
      timeout: 10,
      // The library trusts the token endpoint's TLS by default; we also check each ID token's
      // signature against the tenant's published keys.
      execute: [oidc.enableNonRepudiationChecks],
    });
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

/** Where Entra sends staff back to: registered on the app as a Web redirect URI. */
export const callbackUrl = () => `${settings().siteUrl.replace(/\/$/, "")}/api/auth/callback`;

/** What the browser keeps (sealed) between leaving for Microsoft and coming back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
}

/** The address to send the browser to, and what to keep for its return (authorization code + PKCE). */
export async function beginSignIn(
  entra: EntraSettings,
  next: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const config = await entraConfiguration(entra);
  const verifier = oidc.randomPKCECodeVerifier();
  const pending: PendingSignIn = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, next };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: SCOPE,
    response_mode: "query",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: pending.state,
    nonce: pending.nonce,
  });
  return { url, pending };
}

export interface SignedInClaims {
  email: string;
  name: string;
  roles: string[];
}

/**
 * Trades the code Entra sent back for tokens and checks the ID token: the library checks its
 * signature against the tenant's keys, its issuer, audience, lifetime, nonce, and the state and
 * PKCE verifier. The tenant id in the token must be ours too. Throws on any failure.
 */
export async function finishSignIn(
  entra: EntraSettings,
  returnedQuery: URLSearchParams,
  pending: PendingSignIn,
): Promise<SignedInClaims> {
  const config = await entraConfiguration(entra);
  const current = new URL(callbackUrl());
  current.search = returnedQuery.toString();
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The sign-in returned no ID token.");
  if (claims.tid !== entra.tenantId) throw new Error("The ID token is from another tenant.");
  const email = String(claims.preferred_username ?? claims.email ?? "").toLowerCase();
  if (!email) throw new Error("The ID token names no account.");
  const roles = Array.isArray(claims.roles)
    ? claims.roles.filter((r): r is string => typeof r === "string")
    : [];
  return {
    email,
    name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email,
    roles,
  };
}
