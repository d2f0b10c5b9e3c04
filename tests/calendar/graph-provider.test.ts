import { createServer } from "node:net";
import { readFile } from "node:fs/promises";
import { RetryHandler } from "@microsoft/microsoft-graph-client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { bookableLocations } from "@/data/locations";
import { readGraphConfig, REQUIRED_GRAPH_SECRETS } from "@/lib/calendar/graph-config";
import { parseSettings } from "@/lib/settings/schema";
import { sendGraphMail } from "@/lib/calendar/graph-mail";
import type { BudgetClock } from "@/lib/calendar/graph-budget";
import { CalendarUnavailableError, createGraphProvider } from "@/lib/calendar/graph-provider";
import { zonedWallTimeToEpoch } from "@/lib/calendar/zoned-wall-time";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import type { CalendarEventInput, CalendarStore } from "@/lib/calendar/types";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { fakeGraphConfig, fakeGraphEnv, startTestGraph, TEST_CLIENT_SECRET } from "../support/fake-graph";
import { manualClock, type ManualClock } from "../support/manual-clock";

const charleston = bookableLocations[0]!;
const store: CalendarStore = {
  id: charleston.id,
  name: charleston.name,
  email: charleston.email,
  timeZone: charleston.timeZone,
  address: `${charleston.address}, ${charleston.city}, ${charleston.state} ${charleston.zip}`,
};
const at = (iso: string) => Date.parse(iso);
const BUDGET_MS = 1500;
const DAY_MS = 86_400_000;

/** Runs `promise`, expecting a CalendarUnavailableError, and returns it. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CalendarUnavailableError);
  return { error: error as CalendarUnavailableError };
}

/**
 * The Graph client's back-off sleeps take no real time: each wait is recorded (in ms) and moves
 * `clock` on instead, as the wait would have.
 */
function recordBackOff(clock: ManualClock): number[] {
  const waits: number[] = [];
  const handler = RetryHandler.prototype as unknown as { sleep(seconds: number): Promise<void> };
  vi.spyOn(handler, "sleep").mockImplementation(async (seconds) => {
    waits.push(seconds * 1000);
    clock.advance(seconds * 1000);
  });
  return waits;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("readGraphConfig", () => {
  const from = (env: Record<string, string>) => readGraphConfig(parseSettings(env));

  it("is null until all three Azure values are set, and fills in defaults", () => {
    expect(REQUIRED_GRAPH_SECRETS).toEqual(["AZURE_TENANT_ID", "AZURE_CLIENT_ID", "AZURE_CLIENT_SECRET"]);
    const env = { AZURE_TENANT_ID: "t", AZURE_CLIENT_ID: "c", AZURE_CLIENT_SECRET: "s" };
    expect(from({})).toBeNull();
    expect(from(env)).toEqual({
      tenantId: "t",
      clientId: "c",
      clientSecret: "s",
      authorityHost: "https://login.microsoftonline.com",
      baseUrl: "https://graph.microsoft.com",
      readTimeoutMs: 3000,
    });
  });

  it("takes hosts and the read budget from the environment, and names (never echoes) bad values", () => {
    const env = { AZURE_TENANT_ID: "t", AZURE_CLIENT_ID: "c", AZURE_CLIENT_SECRET: "s" };
    const custom = from({
      ...env,
      GRAPH_AUTHORITY_HOST: "https://127.0.0.1:8443/",
      GRAPH_BASE_URL: "https://127.0.0.1:8443",
      GRAPH_READ_TIMEOUT_MS: "1200",
    });
    expect(custom).toMatchObject({
      authorityHost: "https://127.0.0.1:8443",
      baseUrl: "https://127.0.0.1:8443",
      readTimeoutMs: 1200,
    });
    expect(() => from({ ...env, GRAPH_BASE_URL: "http://127.0.0.1:8443" })).toThrow(
      /^Invalid setting GRAPH_BASE_URL: must be an https URL$/,
    );
    expect(() => from({ ...env, GRAPH_AUTHORITY_HOST: "not a url" })).toThrow(
      /^Invalid setting GRAPH_AUTHORITY_HOST: must be an https URL$/,
    );
    expect(() => from({ ...env, GRAPH_READ_TIMEOUT_MS: "soon" })).toThrow(/GRAPH_READ_TIMEOUT_MS/);
  });
});

describe("zonedWallTimeToEpoch", () => {
  it("reads Graph's UTC, IANA and Windows zone answers, with seven fraction digits", () => {
    expect(zonedWallTimeToEpoch("2026-11-02T14:00:00.0000000", "UTC")).toBe(at("2026-11-02T14:00:00Z"));
    expect(zonedWallTimeToEpoch("2026-07-01T09:30:00.1234567", "America/New_York")).toBe(
      at("2026-07-01T13:30:00.123Z"),
    );
    expect(zonedWallTimeToEpoch("2026-12-01T09:30:00", "Eastern Standard Time")).toBe(
      at("2026-12-01T14:30:00Z"),
    );
    expect(zonedWallTimeToEpoch("2026-12-01T09:30", "America/Chicago")).toBe(at("2026-12-01T15:30:00Z"));
  });

  it("knows every Windows zone Outlook may name, from CLDR's mapping", () => {
    // Arizona keeps standard time all year; Tokyo is far from our stores; both were unknown before.
    expect(zonedWallTimeToEpoch("2026-07-01T09:00:00", "US Mountain Standard Time")).toBe(
      at("2026-07-01T16:00:00Z"),
    );
    expect(zonedWallTimeToEpoch("2026-07-01T09:00:00", "Tokyo Standard Time")).toBe(
      at("2026-07-01T00:00:00Z"),
    );
    expect(zonedWallTimeToEpoch("2026-07-01T09:00:00", "Central Europe Standard Time")).toBe(
      at("2026-07-01T07:00:00Z"),
    );
  });

  it("gives the same instant as the scheduling code for a store's wall time", () => {
    for (const [date, time] of [
      ["2026-11-01", "01:30"],
      ["2027-03-14", "02:30"],
      ["2026-06-15", "07:30"],
    ] as const) {
      expect(zonedWallTimeToEpoch(`${date}T${time}:00`, "America/New_York")).toBe(
        zonedToEpoch(date, time, "America/New_York"),
      );
    }
  });

  it("is right on both DST change days in New York", () => {
    const ny = (wall: string) => zonedWallTimeToEpoch(wall, "America/New_York");
    // 2026-11-01: 02:00 EDT becomes 01:00 EST. 01:30 happens twice; the earlier one is taken.
    expect(ny("2026-11-01T00:30:00")).toBe(at("2026-11-01T04:30:00Z"));
    expect(ny("2026-11-01T01:30:00")).toBe(at("2026-11-01T05:30:00Z"));
    expect(ny("2026-11-01T03:00:00")).toBe(at("2026-11-01T08:00:00Z"));
    // 2027-03-14: 02:00 EST becomes 03:00 EDT. 02:30 never happens; it moves forward to 03:30 EDT.
    expect(ny("2027-03-14T01:59:00")).toBe(at("2027-03-14T06:59:00Z"));
    expect(ny("2027-03-14T02:30:00")).toBe(at("2027-03-14T07:30:00Z"));
    expect(ny("2027-03-14T03:00:00")).toBe(at("2027-03-14T07:00:00Z"));
  });

  it("rejects what it cannot read", () => {
    expect(() => zonedWallTimeToEpoch("2026-11-01 09:00", "UTC")).toThrow(RangeError);
    expect(() => zonedWallTimeToEpoch("2026-11-01T09:00:00", "Nowhere/Special")).toThrow(RangeError);
  });
});

describe("scripts/fake-graph/mailboxes.json", () => {
  it("lists exactly the bookable stores' mailboxes", async () => {
    const json: unknown = JSON.parse(await readFile("scripts/fake-graph/mailboxes.json", "utf8"));
    expect(json).toEqual(bookableLocations.map((l) => l.email));
  });
});

describe("Graph provider against the fake Entra ID + Graph server", () => {
  let fake: FakeGraph;
  beforeAll(async () => {
    fake = await startTestGraph();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const provider = (overrides = {}, clock?: BudgetClock) =>
    createGraphProvider(fakeGraphConfig(fake, overrides), clock);
  const calendarViews = () => fake.requests().filter((r) => r.path.endsWith("/calendarView"));

  describe("getBusy", () => {
    it("gets a token and reads the calendar through the real libraries; only blocking events count", async () => {
      const day = (h: string) => `2026-11-02T${h}:00Z`;
      fake.addEvent(store.email, { subject: "busy", start: day("14:00"), end: day("15:00") });
      fake.addEvent(store.email, {
        subject: "tentative",
        start: day("15:00"),
        end: day("15:30"),
        showAs: "tentative",
      });
      fake.addEvent(store.email, { subject: "oof", start: day("16:00"), end: day("16:30"), showAs: "oof" });
      fake.addEvent(store.email, { subject: "free", start: day("17:00"), end: day("18:00"), showAs: "free" });
      fake.addEvent(store.email, {
        subject: "elsewhere",
        start: day("18:00"),
        end: day("19:00"),
        showAs: "workingElsewhere",
      });
      fake.addEvent(store.email, {
        subject: "cancelled",
        start: day("19:00"),
        end: day("20:00"),
        isCancelled: true,
      });
      fake.addEvent(bookableLocations[1]!.email, {
        subject: "other store",
        start: day("14:00"),
        end: day("20:00"),
      });

      const config = readGraphConfig(
        parseSettings(fakeGraphEnv(fake, { GRAPH_READ_TIMEOUT_MS: String(BUDGET_MS) })),
      )!;
      const busy = await createGraphProvider(config).getBusy(
        store,
        at(day("05:00")),
        at("2026-11-03T05:00:00Z"),
      );

      expect(busy).toEqual([
        { start: at(day("14:00")), end: at(day("15:00")), kind: "bay" },
        { start: at(day("15:00")), end: at(day("15:30")), kind: "bay" },
        // Away (oof) closes the store for its span.
        { start: at(day("16:00")), end: at(day("16:30")), kind: "closed" },
      ]);
      const [metadata, token, view, ...rest] = fake.requests();
      expect(rest).toEqual([]);
      expect(metadata).toMatchObject({
        method: "GET",
        path: `/${fake.tenant}/v2.0/.well-known/openid-configuration`,
      });
      expect(token).toMatchObject({
        method: "POST",
        path: `/${fake.tenant}/oauth2/v2.0/token`,
        status: 200,
        body: {
          grant_type: "client_credentials",
          scope: "https://graph.microsoft.com/.default",
          client_id: fake.clientId,
        },
      });
      expect(view).toMatchObject({
        method: "GET",
        path: `/v1.0/users/${store.email}/calendarView`,
        query: {
          startDateTime: "2026-11-02T05:00:00.000Z",
          endDateTime: "2026-11-03T05:00:00.000Z",
          $select: "showAs,start,end,isCancelled,isAllDay,categories,transactionId",
          $top: "200",
        },
        headers: { prefer: 'outlook.timezone="America/New_York"', authorization: "Bearer [redacted]" },
        status: 200,
      });
    });

    it("counts each event against the kind its Outlook category names, and leaves our own events to the database", async () => {
      const day = (time: string) => `2026-11-02T${time}:00Z`;
      const add = (subject: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
        fake.addEvent(store.email, { subject, start: day(start), end: day(end), ...extra });
      add("rack", "14:00", "15:00", { categories: ["Alignment rack"] });
      add("truck", "14:00", "15:00", { categories: ["Customer: fleet", "truck bay"] });
      add("lift", "14:00", "15:00", { categories: ["Service bay"], showAs: "tentative" });
      add("phone booking", "15:00", "16:00");
      add("other colour", "15:00", "16:00", { categories: ["Red category"] });
      // All day in New York: midnight to midnight.
      fake.addEvent(store.email, {
        subject: "inventory day",
        start: day("05:00"),
        end: "2026-11-03T05:00:00Z",
        isAllDay: true,
      });
      add("staff meeting", "17:00", "18:00", { showAs: "oof", categories: ["Service bay"] });
      add("lunch", "18:00", "18:30", { showAs: "free", categories: ["Service bay"] });
      const provider = createGraphProvider(readGraphConfig(parseSettings(fakeGraphEnv(fake)))!);
      // One of ours, written as the app writes it: counted from the database, not from the calendar.
      await provider.createEvent(store, {
        transactionId: "AT-7K4Q-9ZPM",
        categories: ["Alignment rack", "Appointment request"],
        subject: "Appointment request: Wheel Alignment – Pat Doe (Rack 1)",
        body: "",
        start: at(day("16:00")),
        end: at(day("16:45")),
        location: store.address,
        customerName: "Pat Doe",
        customerEmail: "pat@example.com",
      });

      const busy = await provider.getBusy(store, at(day("05:00")), at("2026-11-03T05:00:00Z"));
      const summary = busy.map((b) => `${new Date(b.start).toISOString().slice(11, 16)} ${b.kind}`);
      expect(summary.sort()).toEqual(
        [
          "05:00 closed",
          "14:00 alignment",
          "14:00 truck-bay",
          "14:00 bay",
          "15:00 bay",
          "15:00 bay",
          "17:00 closed",
        ].sort(),
      );
    });

    it("converts New York wall times back to instants across both DST changes", async () => {
      const events = [
        // Crosses 2026-11-01's fall-back: 00:30 EDT to 03:00 EST.
        { start: "2026-11-01T04:30:00Z", end: "2026-11-01T08:00:00Z" },
        { start: "2026-11-02T14:00:00Z", end: "2026-11-02T15:30:00Z" },
        // Crosses 2027-03-14's spring-forward: 01:00 EST to 04:00 EDT.
        { start: "2027-03-14T06:00:00Z", end: "2027-03-14T08:00:00Z" },
        { start: "2027-03-15T13:30:00Z", end: "2027-03-15T14:00:00Z" },
      ];
      for (const e of events) fake.addEvent(store.email, { subject: "busy", ...e });
      const p = provider();

      const fall = await p.getBusy(store, at("2026-10-31T04:00:00Z"), at("2026-11-03T05:00:00Z"));
      const spring = await p.getBusy(store, at("2027-03-13T05:00:00Z"), at("2027-03-16T04:00:00Z"));
      expect([...fall, ...spring]).toEqual(
        events.map((e) => ({ start: at(e.start), end: at(e.end), kind: "bay" })),
      );
      // The fake answered in the store's zone, as asked.
      const answer = calendarViews()[0]!;
      expect(answer.headers.prefer).toBe('outlook.timezone="America/New_York"');
    });

    it("clips to the asked range and follows @odata.nextLink past 200 events", async () => {
      const start = at("2026-11-02T05:00:00Z");
      for (let i = 0; i < 205; i++) {
        const s = start + i * 60_000;
        fake.addEvent(store.email, {
          subject: `e${i}`,
          start: new Date(s).toISOString(),
          end: new Date(s + 120_000).toISOString(),
        });
      }
      const busy = await provider().getBusy(store, start + 60_000, start + 300 * 60_000);
      expect(busy).toHaveLength(205);
      expect(busy[0]).toEqual({ start: start + 60_000, end: start + 120_000, kind: "bay" });
      expect(calendarViews().map((r) => r.query.$skip)).toEqual([undefined, "200"]);
    });

    it("retries a 429 whose Retry-After fits in the budget", async () => {
      fake.addEvent(store.email, {
        subject: "busy",
        start: "2026-11-02T14:00:00Z",
        end: "2026-11-02T15:00:00Z",
      });
      fake.failNext(/calendarView/, { status: 429, retryAfter: 0 });
      const busy = await provider().getBusy(store, at("2026-11-02T05:00:00Z"), at("2026-11-03T05:00:00Z"));
      expect(busy).toHaveLength(1);
      expect(calendarViews().map((r) => [r.status, r.headers["retry-attempt"]])).toEqual([
        [429, undefined],
        [200, "1"],
      ]);
    });

    it("rejects at once on a 429 asking to wait longer than the budget", async () => {
      const clock = manualClock();
      const backOff = recordBackOff(clock);
      fake.failNext(/calendarView/, { status: 429, retryAfter: 10 });
      const { error } = await failure(provider({}, clock).getBusy(store, clock.now(), clock.now() + DAY_MS));
      expect(error).toMatchObject({ reason: "throttled", code: "TooManyRequests", retryAfterMs: 10_000 });
      expect(backOff).toEqual([]);
      expect(calendarViews()).toHaveLength(1);
    });

    it("backs off on 503s without Retry-After only while the wait fits in the budget", async () => {
      const clock = manualClock();
      const backOff = recordBackOff(clock);
      fake.failNext(/calendarView/, { status: 503, times: 5 });
      const p = provider({ readTimeoutMs: 5000 }, clock);
      const { error } = await failure(p.getBusy(store, clock.now(), clock.now() + DAY_MS));
      expect(error).toMatchObject({ reason: "unavailable", code: "ServiceNotAvailable" });
      // The first retry waits the base second plus up to a second of jitter; the next could take
      // up to (1 + 1) * 2 s more, which would end past the 5 s budget, so the read gives up instead.
      expect(backOff).toHaveLength(1);
      expect(backOff[0]).toBeGreaterThanOrEqual(1000);
      expect(backOff[0]).toBeLessThanOrEqual(2000);
      expect(calendarViews().map((r) => r.status)).toEqual([503, 503]);
    });

    it("takes an answer that comes just inside the budget, and gives up when the budget runs out", async () => {
      const clock = manualClock();
      const p = provider({}, clock);
      await p.checkConnection(); // token first, so only the read is held
      const inTime = fake.holdNext(/calendarView/);
      const answered = p.getBusy(store, clock.now(), clock.now() + DAY_MS);
      await inTime.arrived;
      clock.advance(BUDGET_MS - 1);
      inTime.release();
      expect(await answered).toEqual([]);

      const late = fake.holdNext(/calendarView/);
      const givenUp = failure(p.getBusy(store, clock.now(), clock.now() + DAY_MS));
      await late.arrived;
      clock.advance(BUDGET_MS);
      const { error } = await givenUp;
      expect(error).toMatchObject({
        reason: "timeout",
        message: `No answer from Microsoft within ${BUDGET_MS} ms.`,
      });
    });

    it("stops when the caller aborts", async () => {
      const read = fake.holdNext(/calendarView/);
      const caller = new AbortController();
      // The budget's clock stands still: only the caller can end this read.
      const pending = failure(
        provider({}, manualClock()).getBusy(store, Date.now(), Date.now() + DAY_MS, caller.signal),
      );
      await read.arrived;
      caller.abort();
      expect((await pending).error.reason).toBe("aborted");
    });

    it("reports missing calendar permission as denied", async () => {
      fake.setRoles(["User.Read.All"]);
      const { error } = await failure(provider().getBusy(store, Date.now(), Date.now() + DAY_MS));
      expect(error).toMatchObject({ reason: "denied", code: "ErrorAccessDenied" });
    });
  });

  describe("createEvent and deleteEvent", () => {
    const input: CalendarEventInput = {
      transactionId: "ATS-7K2M9Q",
      categories: ["Service bay", "Appointment request"],
      subject: "Appointment request: Oil Change – Pat Doe",
      body: "Reference ATS-7K2M9Q.\nCustomer: Pat Doe.",
      start: at("2026-11-02T14:00:00Z"),
      end: at("2026-11-02T14:30:00Z"),
      location: store.address,
      customerName: "Pat Doe",
      customerEmail: "pat@example.com",
    };

    it("creates one busy event, and a repeated create returns the same id", async () => {
      const p = provider();
      const first = await p.createEvent(store, input);
      const again = await p.createEvent(store, input);
      expect(again.id).toBe(first.id);

      const [event, ...others] = fake.events(store.email);
      expect(others).toEqual([]);
      expect(event).toMatchObject({
        id: first.id,
        subject: input.subject,
        start: "2026-11-02T14:00:00.000Z",
        end: "2026-11-02T14:30:00.000Z",
        showAs: "busy",
        transactionId: "ATS-7K2M9Q",
        body: { contentType: "text", content: input.body },
        location: { displayName: store.address },
        categories: ["Service bay", "Appointment request"],
      });
      const posts = fake.requests().filter((r) => r.method === "POST" && r.path.endsWith("/events"));
      // No attendees: Graph would otherwise e-mail the customer an invitation for an unconfirmed request.
      expect(posts[0]?.body).not.toHaveProperty("attendees");
      expect(posts.map((r) => (r.body as { transactionId: string }).transactionId)).toEqual([
        "ATS-7K2M9Q",
        "ATS-7K2M9Q",
      ]);
      // Not one of our references: read back as any other event on a service bay.
      expect(await p.getBusy(store, input.start - 3_600_000, input.end + 3_600_000)).toEqual([
        { start: input.start, end: input.end, kind: "bay" },
      ]);
    });

    it("makes one event when the RetryHandler re-sends a POST whose answer was lost", async () => {
      fake.failNext(/\/events$/, { status: 504, retryAfter: 0, afterHandling: true });
      const { id } = await provider().createEvent(store, input);
      expect(fake.events(store.email).map((e) => e.id)).toEqual([id]);
      const posts = fake.requests().filter((r) => r.method === "POST" && r.path.endsWith("/events"));
      expect(posts.map((r) => [r.status, r.headers["retry-attempt"]])).toEqual([
        [504, undefined],
        [201, "1"],
      ]);
    });

    it("deletes an event, and treats an already deleted one as done", async () => {
      const p = provider();
      const { id } = await p.createEvent(store, input);
      await p.deleteEvent(store, id);
      expect(fake.events(store.email)).toEqual([]);
      await expect(p.deleteEvent(store, id)).resolves.toBeUndefined();
      expect(
        fake
          .requests()
          .filter((r) => r.method === "DELETE")
          .map((r) => r.status),
      ).toEqual([204, 404]);
    });

    it("fails a write without permission with a CalendarUnavailableError", async () => {
      fake.setRoles(["Calendars.Read"]);
      const { error } = await failure(provider().createEvent(store, input));
      expect(error).toMatchObject({ reason: "denied", code: "ErrorAccessDenied" });
    });
  });

  describe("status checks", () => {
    it("checkConnection gets a token and nothing else", async () => {
      expect(await provider().checkConnection()).toEqual({ ok: true });
      expect(fake.requests().map((r) => r.path)).toEqual([
        `/${fake.tenant}/v2.0/.well-known/openid-configuration`,
        `/${fake.tenant}/oauth2/v2.0/token`,
      ]);
    });

    it("checkConnection reports a wrong secret by the library's error name, without the secret", async () => {
      const wrong = `${TEST_CLIENT_SECRET}-old`;
      const result = await provider({ clientSecret: wrong }).checkConnection();
      expect(result).toEqual({
        ok: false,
        code: "AuthenticationRequiredError",
        error: "AADSTS7000215: Invalid client secret provided. (AuthenticationRequiredError)",
      });
      expect(JSON.stringify(result)).not.toContain(TEST_CLIENT_SECRET);
    });

    it("checkPermissions reads the token's roles", async () => {
      expect(await provider().checkPermissions()).toEqual({
        calendarsReadWrite: true,
        calendarsRead: true,
        userReadAll: true,
        mailSend: true,
      });
      fake.setRoles(["Calendars.ReadWrite", "User.Read.All"]);
      expect(await provider().checkPermissions()).toEqual({
        calendarsReadWrite: true,
        calendarsRead: true,
        userReadAll: true,
        mailSend: false,
      });
      fake.setRoles(["Calendars.Read"]);
      expect(await provider().checkPermissions()).toMatchObject({
        calendarsReadWrite: false,
        calendarsRead: true,
      });
      expect(await provider({ clientSecret: "wrong" }).checkPermissions()).toEqual({
        calendarsReadWrite: false,
        calendarsRead: false,
        userReadAll: false,
        mailSend: false,
      });
    });

    it("testCalendar counts the coming week's events", async () => {
      const soon = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
      fake.addEvent(store.email, { subject: "a", start: soon(2), end: soon(3) });
      fake.addEvent(store.email, { subject: "b", start: soon(26), end: soon(27), showAs: "free" });
      fake.addEvent(store.email, { subject: "next month", start: soon(24 * 30), end: soon(24 * 30 + 1) });
      expect(await provider().testCalendar(store.email)).toEqual({
        success: true,
        message: "Calendar reachable: 2 events in the next 7 days.",
        eventsFound: 2,
      });
    });

    it("testCalendar explains failures with a suggestion per cause", async () => {
      const unknown = await provider().testCalendar("nobody@alleghenytire.example");
      expect(unknown).toMatchObject({
        success: false,
        eventsFound: 0,
        message: expect.stringContaining("ErrorItemNotFound"),
      });
      expect(unknown.suggestion).toContain("nobody@alleghenytire.example exists in Microsoft 365");

      fake.setRoles(["User.Read.All"]);
      const denied = await provider().testCalendar(store.email);
      expect(denied.message).toContain("ErrorAccessDenied");
      expect(denied.suggestion).toContain("admin consent");

      const auth = await provider({ clientSecret: "wrong" }).testCalendar(store.email);
      expect(auth.message).toContain("AADSTS7000215");
      expect(auth.suggestion).toContain("AZURE_CLIENT_SECRET");

      const offline = await provider({ baseUrl: `https://127.0.0.1:${await closedPort()}` }).testCalendar(
        store.email,
      );
      expect(offline).toMatchObject({ success: false, eventsFound: 0 });
      expect(offline.suggestion).toContain("GRAPH_BASE_URL");
    });
  });

  describe("sendGraphMail", () => {
    const mail = {
      from: "appointments@alleghenytire.example",
      to: ["pat@example.com"],
      subject: "Your appointment request",
      text: "Plain text",
      html: "<p>HTML</p>",
      attachments: [
        {
          filename: "appointment.ics",
          contentType: "text/calendar",
          content: Buffer.from("BEGIN:VCALENDAR\r\n"),
        },
      ],
    };

    it("sends through sendMail with the attachment, not saved to Sent Items", async () => {
      fake.addMailbox(mail.from);
      await sendGraphMail(fakeGraphConfig(fake), mail);
      expect(fake.sentMail()).toEqual([
        {
          from: mail.from,
          subject: mail.subject,
          body: { contentType: "HTML", content: "<p>HTML</p>" },
          to: ["pat@example.com"],
          replyTo: [],
          attachments: [
            {
              name: "appointment.ics",
              contentType: "text/calendar",
              content: Buffer.from("BEGIN:VCALENDAR\r\n"),
            },
          ],
          saveToSentItems: false,
        },
      ]);
    });

    it("names the Reply-To it is given", async () => {
      fake.addMailbox(mail.from);
      await sendGraphMail(fakeGraphConfig(fake), { ...mail, attachments: [], replyTo: "ada@example.com" });
      expect(fake.sentMail()).toMatchObject([{ to: ["pat@example.com"], replyTo: ["ada@example.com"] }]);
    });

    it("fails without Mail.Send", async () => {
      fake.addMailbox(mail.from);
      fake.setRoles(["Calendars.ReadWrite"]);
      // A config unlike the last test's: sendGraphMail shares one connection (and token) per config.
      const { error } = await failure(sendGraphMail(fakeGraphConfig(fake, { readTimeoutMs: 1501 }), mail));
      expect(error).toMatchObject({ reason: "denied", code: "ErrorAccessDenied" });
      expect(fake.sentMail()).toEqual([]);
    });
  });
});
