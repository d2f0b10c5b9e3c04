// @ts-check
// A fake Microsoft Entra ID sign-in (OpenID Connect, authorization code with PKCE) on
// https://127.0.0.1, so staff sign-in can be tried and tested offline with the real openid-client
// library: discovery, the tenant's signing keys, an account picker, and the token endpoint. Its
// ID tokens are signed RS256 like Entra's; a user can be set to come back wrong (another tenant,
// a bad signature, no roles) to prove the site refuses it.
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { ensureCert } from "../fake-graph/cert.mjs";
import { onBody } from "../fake-graph/read-body.mjs";

/** Made-up, not real credentials. */
export const FAKE_SIGN_IN = Object.freeze({
  tenant: "aaaaaaaa-1111-4222-8333-bbbbbbbbbbbb",
  otherTenant: "cccccccc-4444-4555-8666-dddddddddddd",
  clientId: "eeeeeeee-7777-4888-9999-ffffffffffff",
  clientSecret: "fake-sign-in-client-secret",
});

/** @typedef {import("./server.d.mts").FakeUser} FakeUser */
/** @typedef {import("./server.d.mts").FakeOpenId} FakeOpenId */

/** Accounts for trying the staff pages: one per role, plus the ways a sign-in can go wrong. */
export const DEFAULT_USERS = Object.freeze(
  /** @type {FakeUser[]} */ ([
    { email: "dana.whitt@alleghenytire.example", name: "Dana Whitt", roles: ["Staff.Store"] },
    { email: "marcus.boggs@alleghenytire.example", name: "Marcus Boggs", roles: ["Staff.Store"] },
    { email: "sam.ortiz@alleghenytire.example", name: "Sam Ortiz", roles: ["Staff.Sales"] },
    { email: "jo.prater@alleghenytire.example", name: "Jo Prater", roles: ["Staff.Operator"] },
    { email: "ray.combs@alleghenytire.example", name: "Ray Combs", roles: ["Staff.Dispatch"] },
    { email: "no.role@alleghenytire.example", name: "Casey Noble", roles: [] },
    {
      email: "other.tenant@elsewhere.example",
      name: "Other Tenant",
      roles: ["Staff.Operator"],
      fault: "other-tenant",
    },
    {
      email: "bad.signature@alleghenytire.example",
      name: "Bad Signature",
      roles: ["Staff.Operator"],
      fault: "bad-signature",
    },
  ]),
);

const escape = (/** @type {string} */ s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ port?: number, certDir?: string, users?: FakeUser[] }} [options]
 * @returns {Promise<FakeOpenId>}
 */
export async function startFakeOpenId(options = {}) {
  const {
    port = 0,
    certDir = join(tmpdir(), "allegheny-fake-graph-cert"),
    users = [...DEFAULT_USERS],
  } = options;
  const { caFile, keyFile } = await ensureCert(certDir);
  const { tenant, otherTenant, clientId, clientSecret } = FAKE_SIGN_IN;
  const signing = await generateKeyPair("RS256", { extractable: true });
  // Same key id, another key: what a forged token signed with someone else's key looks like.
  const forger = await generateKeyPair("RS256");
  const kid = randomBytes(8).toString("hex");
  const publicJwk = { ...(await exportJWK(signing.publicKey)), kid, use: "sig", alg: "RS256" };
  /** @type {Map<string, { user: FakeUser, redirectUri: string, nonce: string | null, challenge: string | null, used: boolean }>} */
  const codes = new Map();
  let base = "";

  const issuerOf = (/** @type {string} */ t) => `${base}/${t}/v2.0`;

  /** @param {FakeUser} user @param {string | null} nonce */
  async function idToken(user, nonce) {
    const tid = user.fault === "other-tenant" ? otherTenant : tenant;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      tid,
      oid: createHash("sha256").update(user.email).digest("hex").slice(0, 32),
      preferred_username: user.email,
      name: user.name,
      ver: "2.0",
      ...(user.roles.length ? { roles: user.roles } : {}),
      ...(nonce ? { nonce } : {}),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuerOf(tid))
      .setAudience(clientId)
      .setSubject(claims.oid)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 3600)
      .sign(user.fault === "bad-signature" ? forger.privateKey : signing.privateKey);
  }

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {unknown} body
   */
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify(body));
  };

  /** @param {URLSearchParams} q @param {FakeUser} user */
  const approve = (q, user) => {
    const code = randomBytes(16).toString("base64url");
    codes.set(code, {
      user,
      redirectUri: q.get("redirect_uri") ?? "",
      nonce: q.get("nonce"),
      challenge: q.get("code_challenge"),
      used: false,
    });
    const back = new URL(q.get("redirect_uri") ?? "");
    back.searchParams.set("code", code);
    if (q.get("state") !== null) back.searchParams.set("state", q.get("state") ?? "");
    return back.href;
  };

  const server = createServer({ key: await readFile(keyFile), cert: await readFile(caFile) }, (req, res) => {
    onBody(req, 64 * 1024, async (text) => {
      const url = new URL(req.url ?? "/", "https://127.0.0.1");
      const path = url.pathname;
      const tenantPrefix = `/${tenant}`;
      if (req.method === "GET" && path === `${tenantPrefix}/v2.0/.well-known/openid-configuration`)
        return json(res, 200, {
          issuer: issuerOf(tenant),
          authorization_endpoint: `${base}${tenantPrefix}/oauth2/v2.0/authorize`,
          token_endpoint: `${base}${tenantPrefix}/oauth2/v2.0/token`,
          jwks_uri: `${base}${tenantPrefix}/discovery/v2.0/keys`,
          end_session_endpoint: `${base}${tenantPrefix}/oauth2/v2.0/logout`,
          response_types_supported: ["code", "id_token", "code id_token"],
          response_modes_supported: ["query", "fragment", "form_post"],
          subject_types_supported: ["pairwise"],
          id_token_signing_alg_values_supported: ["RS256"],
          token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
          code_challenge_methods_supported: ["S256"],
          scopes_supported: ["openid", "profile", "email", "offline_access"],
          claims_supported: [
            "sub",
            "iss",
            "aud",
            "exp",
            "iat",
            "nonce",
            "name",
            "preferred_username",
            "tid",
            "roles",
          ],
        });
      if (req.method === "GET" && path === `${tenantPrefix}/discovery/v2.0/keys`)
        return json(res, 200, { keys: [publicJwk] });
      if (req.method === "GET" && path === `${tenantPrefix}/oauth2/v2.0/authorize`) {
        const q = url.searchParams;
        if (q.get("client_id") !== clientId || !q.get("redirect_uri"))
          return json(res, 400, {
            error: "invalid_request",
            error_description: "AADSTS700016: unknown application.",
          });
        // A test (or a person) may name the account up front; otherwise the account picker.
        const hinted = users.find((u) => u.email === q.get("login_hint"));
        if (hinted) {
          res.writeHead(302, { Location: approve(q, hinted) });
          return res.end();
        }
        const choice = users.find((u) => u.email === q.get("account"));
        if (choice) {
          res.writeHead(302, { Location: approve(q, choice) });
          return res.end();
        }
        const hidden = [...q]
          .filter(([k]) => k !== "account")
          .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
          .join("");
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pick an account (test sign-in)</title></head><body style="font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem"><main><h1>Pick an account</h1><p>Test sign-in for Allegheny Tire staff pages.</p><form method="get">${hidden}${users
            .map(
              (u) =>
                `<p><button type="submit" name="account" value="${escape(u.email)}">${escape(u.name)} (${escape(u.email)})</button></p>`,
            )
            .join("")}</form></main></body></html>`,
        );
      }
      if (req.method === "POST" && path === `${tenantPrefix}/oauth2/v2.0/token`) {
        const form = new URLSearchParams(text ?? "");
        const basic = req.headers.authorization?.startsWith("Basic ")
          ? Buffer.from(req.headers.authorization.slice(6), "base64")
              .toString("utf8")
              .split(":")
              .map(decodeURIComponent)
          : null;
        const [id, secret] = basic ?? [form.get("client_id"), form.get("client_secret")];
        if (id !== clientId || secret !== clientSecret)
          return json(res, 401, {
            error: "invalid_client",
            error_description: "AADSTS7000215: Invalid client secret provided.",
          });
        const grant = codes.get(form.get("code") ?? "");
        if (form.get("grant_type") !== "authorization_code" || !grant || grant.used)
          return json(res, 400, {
            error: "invalid_grant",
            error_description: "AADSTS70008: The provided authorization code is invalid or has expired.",
          });
        grant.used = true;
        if (form.get("redirect_uri") !== grant.redirectUri)
          return json(res, 400, {
            error: "invalid_grant",
            error_description: "AADSTS50011: redirect_uri does not match.",
          });
        const verifier = form.get("code_verifier") ?? "";
        if (!grant.challenge || createHash("sha256").update(verifier).digest("base64url") !== grant.challenge)
          return json(res, 400, {
            error: "invalid_grant",
            error_description: "AADSTS501481: The Code_Verifier does not match the code_challenge.",
          });
        return json(res, 200, {
          token_type: "Bearer",
          scope: "openid profile email",
          expires_in: 3599,
          access_token: randomBytes(24).toString("base64url"),
          id_token: await idToken(grant.user, grant.nonce),
        });
      }
      return json(res, 404, { error: "not_found" });
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  base = `https://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    authority: base,
    tenant,
    clientId,
    clientSecret,
    caFile,
    users,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
