import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { locations } from "@/data/locations";
import { GET as operations } from "@/app/api/admin/operations/route";
import { POST as retry } from "@/app/api/admin/retry/route";
import { GET as callbackRoute } from "@/app/api/auth/callback/route";
import { withRequestHeaders } from "@/lib/auth/request-scope";
import { requireStaff } from "@/lib/auth/require-staff";
import { endSession, readSession, SESSION_COOKIE, SESSION_LIFETIME_MS } from "@/lib/auth/session";
import { safeNext } from "@/lib/auth/sign-in-paths";
import { getDatabase, resetDatabase } from "@/lib/db";
import { startFakeOpenId, type FakeOpenId } from "../../scripts/fake-openid/server.mjs";
import { useFreshDatabase } from "../support/scheduling-env";
import { SITE, signIn, signInEnv, setCookie, withSession } from "./sign-in-flow";

let fake: FakeOpenId;
let secret: string;

const OPERATOR = "jo.prater@alleghenytire.example";
const SALES = "sam.ortiz@alleghenytire.example";
const BRISTOL_MANAGER = "dana.whitt@alleghenytire.example";

const ask = (headers: Record<string, string>) =>
  operations(new Request(`${SITE}/api/admin/operations`, { headers }));
const asMember = (session: string | null, role: Parameters<typeof requireStaff>[0], store?: number) =>
  withRequestHeaders(new Request(SITE, { headers: withSession(session) }), () => requireStaff(role, store));

beforeAll(async () => {
  fake = await startFakeOpenId({ certDir: inject("fakeGraphCertDir") });
  const env = signInEnv(fake);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  secret = env.AUTH_SECRET!;
  await useFreshDatabase("sqlite", "");
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
  await resetDatabase();
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("staff sign-in with Microsoft Entra ID (fake provider, real openid-client)", () => {
  it("signs an operator in: a 12-hour HttpOnly, SameSite=Lax session, back to the page they asked for", async () => {
    const trip = await signIn(OPERATOR);
    expect(trip.location).toBe(`${SITE}/admin/calendar-status`);
    expect(trip.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookie(trip.done, SESSION_COOKIE)!;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/SameSite=lax/i);
    expect(cookie.attributes).toMatch(/Max-Age=43200/);
    expect(cookie.attributes).toMatch(/Path=\//);
    // The pending sign-in is spent.
    expect(setCookie(trip.done, "ats_staff_sign_in")?.value).toBe("");
    const reply = await ask(withSession(trip.session));
    expect(reply.status).toBe(200);
    const member = await asMember(trip.session, "Staff.Operator");
    expect(member).toMatchObject({ email: OPERATOR, name: "Jo Prater", signedInWith: "microsoft" });
    expect(member.storeIds).toEqual(locations.map((l) => l.id));
  });

  it("keeps only a keyed hash of the session in the database", async () => {
    const { session } = await signIn(OPERATOR);
    const db = await getDatabase();
    expect(await db.staff.findSession(session!, Date.now())).toBeNull();
    expect(await readSession(session!, secret)).toMatchObject({ email: OPERATOR });
  });

  it("refuses no session, a tampered cookie and a made-up one with 401", async () => {
    const { session } = await signIn(OPERATOR);
    const flipped = session!.slice(0, -1) + (session!.endsWith("A") ? "B" : "A");
    for (const headers of [
      {},
      withSession(flipped),
      withSession("x".repeat(43)),
      withSession("not a session"),
    ]) {
      const reply = await ask(headers);
      expect(reply.status).toBe(401);
      expect(await reply.json()).toMatchObject({ message: "Please sign in with your company account." });
    }
  });

  it("ends a session after its fixed lifetime, and at sign-out", async () => {
    const { session } = await signIn(OPERATOR);
    const started = (await readSession(session!, secret))!.createdAt;
    expect(await readSession(session!, secret, started + SESSION_LIFETIME_MS - 1)).not.toBeNull();
    expect(await readSession(session!, secret, started + SESSION_LIFETIME_MS)).toBeNull();
    // Its twelve hours over (moved into the past in the database): refused like none.
    expect((await ask(withSession(session))).status).toBe(200);
    const file = new Database(join(process.env.DATA_DIR!, "scheduling.sqlite"));
    file.prepare("UPDATE staff_sessions SET expires_at = ?").run(Date.now() - 1);
    file.close();
    expect((await ask(withSession(session))).status).toBe(401);
    // Signed out: the same cookie answers 401 like none.
    const second = (await signIn(OPERATOR)).session!;
    expect((await ask(withSession(second))).status).toBe(200);
    await endSession(second, secret);
    expect((await ask(withSession(second))).status).toBe(401);
  });

  it("gives each role what it may do: sales and store staff are refused the operators' APIs with 403", async () => {
    const sales = (await signIn(SALES)).session;
    const store = (await signIn(BRISTOL_MANAGER)).session;
    for (const session of [sales, store]) {
      const reply = await ask(withSession(session));
      expect(reply.status).toBe(403);
      const retried = await retry(
        new Request(`${SITE}/api/admin/retry`, {
          method: "POST",
          headers: withSession(session, { "content-type": "application/json" }),
          body: JSON.stringify({ kind: "mail", id: 1 }),
        }),
      );
      expect(retried.status).toBe(403);
    }
    await expect(asMember(sales, "Staff.Sales")).resolves.toMatchObject({
      roles: ["Staff.Sales"],
      storeIds: [],
    });
    await expect(asMember(sales, "Staff.Store", 3)).rejects.toMatchObject({ status: 403 });
  });

  it("gives store staff their stores from the staff list, and 404 for another store's", async () => {
    const { session } = await signIn(BRISTOL_MANAGER);
    await expect(asMember(session, "Staff.Store", 3)).resolves.toMatchObject({
      name: "Dana Whitt",
      storeIds: [3],
    });
    await expect(asMember(session, "Staff.Store", 1)).rejects.toMatchObject({ status: 404 });
    // An operator's change to the staff list applies to the next request.
    const db = await getDatabase();
    await db.staff.saveStaffEntry(
      { email: BRISTOL_MANAGER, name: "Dana Whitt", storeIds: [3, 1] },
      OPERATOR,
      Date.now(),
    );
    await expect(asMember(session, "Staff.Store", 1)).resolves.toMatchObject({ storeIds: [3, 1] });
    await db.staff.saveStaffEntry(
      { email: BRISTOL_MANAGER, name: "Dana Whitt", storeIds: [3] },
      OPERATOR,
      Date.now(),
    );
  });

  it("refuses an ID token from another tenant, one with a bad signature, and an account without a staff role", async () => {
    for (const [email, notice] of [
      ["other.tenant@elsewhere.example", "failed"],
      ["bad.signature@alleghenytire.example", "failed"],
      ["no.role@alleghenytire.example", "no-role"],
    ] as const) {
      const trip = await signIn(email);
      expect(trip.session, email).toBeNull();
      expect(new URL(trip.location, SITE).searchParams.get("notice"), email).toBe(notice);
      expect(new URL(trip.location, SITE).pathname).toBe("/staff/sign-in");
    }
  });

  it("refuses a return without the pending cookie, with another sign-in's state, a replayed code, or Microsoft's error", async () => {
    const noCookie = await signIn(OPERATOR, ({ back }) => ({ back, cookie: "" }));
    expect(noCookie.session).toBeNull();
    expect(noCookie.location).toContain("notice=expired");

    const other = await signIn(OPERATOR);
    const crossed = await signIn(OPERATOR, ({ back }) => ({
      back,
      cookie: `ats_staff_sign_in=${other.pending}`,
    }));
    expect(crossed.session).toBeNull();
    expect(crossed.location).toContain("notice=failed");

    const replayed = await callbackRoute(
      new Request(other.back.href, { headers: { cookie: `ats_staff_sign_in=${other.pending}` } }),
    );
    expect(setCookie(replayed, SESSION_COOKIE)?.value ?? "").toBe("");
    expect(replayed.headers.get("location")).toContain("notice=failed");

    const denied = await callbackRoute(
      new Request(`${SITE}/api/auth/callback?error=access_denied&state=x`, {
        headers: { cookie: `ats_staff_sign_in=${other.pending}` },
      }),
    );
    expect(denied.headers.get("location")).toContain("notice=denied");
  });

  it("sends people back only to our own staff pages", () => {
    expect(safeNext("/admin/inventory?q=225")).toBe("/admin/inventory?q=225");
    for (const next of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/tires",
      "",
      null,
    ])
      expect(safeNext(next)).toBe("/admin/appointments");
  });

  it("resolves dot segments and escapes before deciding, so no `next` leaves our staff pages", () => {
    for (const next of [
      "/admin/../..//evil.example",
      "/admin/../../evil.example/x",
      "/admin/%2e%2e/%2e%2e//evil.example",
      "/admin/%2E%2E/%2E%2E//evil.example",
      "/admin/.%2e/.%2E//evil.example",
      "/admin/..%2f..%2f/evil.example",
      "/admin%2f..%2f..%2f%2fevil.example",
      "/admin/%5c%5cevil.example",
      "/admin/%5C..%5C..%5Cevil.example",
      "/calendar-status/../tires",
      "/admin/..",
      "/admin/%2e%2e",
      "/administrator",
      "/admin/\t/../..//evil.example",
      "/\t/evil.example/admin",
      "/admin/\\evil.example",
      "/%2fevil.example/admin",
      "/%2Fevil.example/admin",
      `/admin/${"a/".repeat(300)}`,
    ])
      expect(safeNext(next), next).toBe("/admin/appointments");
  });

  it("gives back the resolved path and query of a staff page, without the fragment", () => {
    expect(safeNext("/admin/../admin/inventory?q=225")).toBe("/admin/inventory?q=225");
    expect(safeNext("/admin/./quotes/%2e/QT-1")).toBe("/admin/quotes/QT-1");
    expect(safeNext("/calendar-status#background")).toBe("/calendar-status");
    // An escaped slash in the query is the query's business (a tire size), not the path's.
    expect(safeNext("/admin/inventory?q=225%2F60R16")).toBe("/admin/inventory?q=225%2F60R16");
    // Whatever is returned is a path of ours: one slash, then a staff page.
    for (const next of ["/admin//evil.example", "/admin/.//evil.example"]) {
      const safe = safeNext(next);
      expect(safe, next).toMatch(/^\/(admin|calendar-status)(\/|$)/);
      expect(new URL(safe, "https://www.example.com").host, next).toBe("www.example.com");
    }
  });
});
