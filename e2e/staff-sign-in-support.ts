/**
 * A site of its own with staff sign-in through a fake Microsoft Entra ID (scripts/fake-openid),
 * and sign-ins made over HTTP as a browser makes them, for tests that need a session of a role.
 */
import { request as httpsRequest } from "node:https";
import { readFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startFakeOpenId, type FakeOpenId } from "../scripts/fake-openid/server.mjs";
import { SITE_ORIGIN, startPrivateSite, type PrivateSite } from "./private-site";
import { bookOilChange, REQUEST_SERVICE } from "./schedule-support";

export const SESSION_COOKIE = "ats_staff_session";

/** Accounts of the fake provider (scripts/fake-openid/server.mjs), by what they may do. */
export const ACCOUNTS = {
  operator: "jo.prater@alleghenytire.example",
  sales: "sam.ortiz@alleghenytire.example",
  /** Staff.Store, the staff list gives Bristol, TN. */
  bristol: "dana.whitt@alleghenytire.example",
  /** Staff.Store, the staff list gives Charleston, WV. */
  charleston: "marcus.boggs@alleghenytire.example",
  /** Staff.Dispatch only: the 24/7 road-service desk. */
  dispatch: "ray.combs@alleghenytire.example",
} as const;

export interface SignInSite {
  site: PrivateSite;
  fake: FakeOpenId;
  stop(): Promise<void>;
}

export async function startSignInSite(env: Record<string, string> = {}): Promise<SignInSite> {
  const fake = await startFakeOpenId({
    certDir: join(await mkdtemp(join(tmpdir(), "allegheny-sign-in-")), "cert"),
  });
  const site = await startPrivateSite({
    AUTH_ENTRA_TENANT_ID: fake.tenant,
    AUTH_ENTRA_CLIENT_ID: fake.clientId,
    AUTH_ENTRA_CLIENT_SECRET: fake.clientSecret,
    AUTH_ENTRA_AUTHORITY: fake.authority,
    AUTH_SECRET: "e2e-auth-secret-long-enough-for-the-rule-0123",
    NEXT_PUBLIC_SITE_URL: SITE_ORIGIN,
    NODE_EXTRA_CA_CERTS: fake.caFile,
    ...env,
  }).catch(async (error: unknown) => {
    await fake.close();
    throw error;
  });
  return {
    site,
    fake,
    stop: async () => {
      await site.stop();
      await fake.close();
    },
  };
}

/** A GET to the fake provider (its self-signed certificate trusted for this call only): the redirect's target. */
async function providerRedirect(url: URL, caFile: string): Promise<string> {
  const ca = await readFile(caFile);
  return new Promise((resolve, reject) => {
    httpsRequest(url, { ca }, (response) => {
      response.resume();
      const location = response.headers.location;
      if (response.statusCode === 302 && location) resolve(location);
      else reject(new Error(`The fake provider answered ${response.statusCode}`));
    })
      .on("error", reject)
      .end();
  });
}

const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

/** Signs `email` in on the site, as a browser would; resolves to the session cookie's value. */
export async function sessionFor({ site, fake }: SignInSite, email: string): Promise<string> {
  const start = await fetch(`${site.baseURL}/api/auth/sign-in?next=/admin/appointments`, {
    redirect: "manual",
  });
  const pending = cookieFrom(start, "ats_staff_sign_in");
  const authorize = new URL(start.headers.get("location") ?? "");
  authorize.searchParams.set("login_hint", email);
  const back = await providerRedirect(authorize, fake.caFile);
  const done = await fetch(back, { redirect: "manual", headers: { cookie: `ats_staff_sign_in=${pending}` } });
  const session = cookieFrom(done, SESSION_COOKIE);
  if (!session) throw new Error(`${email} was not signed in: ${done.status} ${done.headers.get("location")}`);
  return session;
}

/**
 * Books a request (a service the store confirms) at `storeEmail` on `date` at its first free time,
 * for staff to answer; resolves to its reference.
 */
export async function bookAt(
  site: PrivateSite,
  storeEmail: string,
  date: string,
  lastName: string,
): Promise<string> {
  const outbox = join(site.dataDir, "outbox");
  return (await bookOilChange(site.baseURL, storeEmail, date, lastName, outbox, REQUEST_SERVICE)).reference;
}
