import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as staffAction } from "@/app/api/admin/appointments/[reference]/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { loadAdminPage, readAdminFilter } from "@/lib/appointments/admin-list";
import { bookableLocations } from "@/data/locations";
import { resetDatabase } from "@/lib/db";
import { addDays, todayIn } from "@/lib/core/zoned-time";
import { proxy } from "@/proxy";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { bookOilChange, REQUEST_SERVICE } from "../support/booking";
import { OPERATOR, storeMember } from "../support/staff";

// The staff API reads who is asking from the request's headers (no password set: development's operator).
vi.mock("next/headers", () => import("../support/request-headers"));

const NORTON = "norton@alleghenytire.example";
const BRISTOL = "bristol@alleghenytire.example";

/** The list view's appointments for a query, as the page reads them. */
async function listFor(query: Record<string, string>) {
  const { book } = await loadAdminPage(query, OPERATOR);
  if (book.view !== "list") throw new Error(`Expected the list view, got ${book.view}`);
  return book.list;
}

// Norton's are requests for its staff to answer; Bristol's oil change is booked on the spot.
const bookAt = (store: string, date: string, time: string, lastName: string) =>
  bookOilChange({
    store,
    service: store === NORTON ? REQUEST_SERVICE : "Oil Changes",
    date,
    time,
    lastName,
    vehicle: { year: "2019", make: "Honda", model: "Civic" },
  });

describe("reading the list's filters", () => {
  const now = Date.parse("2026-11-23T15:00:00Z");

  it("defaults to every store, open appointments, a week from today (Eastern)", () => {
    expect(readAdminFilter({}, now, OPERATOR)).toEqual({
      storeId: null,
      status: "open",
      from: "2026-11-23",
      days: 7,
      after: null,
    });
  });

  it("reads a store slug, a state, a date and a day count; falls back on anything unknown", () => {
    expect(
      readAdminFilter(
        { store: "norton-va", status: "requested", from: "2026-12-01", days: "1" },
        now,
        OPERATOR,
      ),
    ).toEqual({ storeId: 5, status: "requested", from: "2026-12-01", days: 1, after: null });
    expect(
      readAdminFilter(
        { store: "nitro-wv-warehouse", status: "lost", from: "2026-02-30", days: "9999", cursor: "x.1" },
        now,
        OPERATOR,
      ),
    ).toEqual({ storeId: null, status: "open", from: "2026-11-23", days: 7, after: null });
    expect(readAdminFilter({ cursor: "1796000000000.42" }, now, OPERATOR).after).toEqual({
      key: 1796000000000,
      id: 42,
    });
    expect(readAdminFilter({ store: ["norton-va", "x"] }, now, OPERATOR).storeId).toBeNull();
  });
});

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the staff appointment list on %s", (kind) => {
  let date: string;
  const nortonFree: string[] = [];
  const bristolFree: string[] = [];

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(5);
    // The simulated store calendars block some times: book only what they leave free.
    for (const [store, list] of [
      [NORTON, nortonFree],
      [BRISTOL, bristolFree],
    ] as const) {
      const reply = await availability(
        new Request("http://x/?service=Oil%20Changes"),
        params({ storeEmail: store, date }),
      );
      const slots = ((await reply.json()) as { availableSlots: { time: string; available: boolean }[] })
        .availableSlots;
      list.push(...slots.filter((s) => s.available).map((s) => s.time));
    }
  });
  afterAll(() => resetDatabase());

  it("groups a day's appointments by store in time order, hides cancelled ones unless asked, and its store tokens act", async () => {
    const late = await bookAt(NORTON, date, nortonFree.at(-1)!, "Late");
    const early = await bookAt(NORTON, date, nortonFree[0]!, "Early");
    await bookAt(BRISTOL, date, bristolFree[0]!, "Bristol");
    const gone = await bookAt(NORTON, date, nortonFree[4]!, "Gone");
    const cancelled = await cancel(
      jsonRequest(`/api/appointments/${gone.reference}/cancel`, { token: gone.token }),
      params({ reference: gone.reference }),
    );
    expect(cancelled.status).toBe(200);

    const list = await listFor({ from: date, days: "1" });
    expect(list.days.map((d) => d.date)).toEqual([date]);
    const stores = list.days[0]!.stores;
    expect(stores.map((s) => s.storeName)).toEqual(["Bristol, TN", "Norton, VA"]);
    const norton = stores[1]!.rows;
    expect(norton.map((r) => r.appointment.reference)).toEqual([early.reference, late.reference]);
    expect(norton[0]).toMatchObject({
      customer: {
        email: expect.stringMatching(/^early\.\d+@example\.com$/),
        phone: "2765550142",
        vehicle: "2019 Honda Civic",
      },
      started: false,
    });

    const everything = await listFor({
      from: date,
      days: "7",
      status: "all",
      store: "norton-va",
    });
    expect(everything.days.flatMap((d) => d.stores.map((s) => s.storeName))).toEqual(["Norton, VA"]);
    expect(everything.total).toBe(3);
    expect(everything.days[0]!.stores[0]!.rows.map((r) => r.appointment.status)).toContain("cancelled");

    // The staff API confirms as the signed-in member; the list shows the result and who did it.
    const reply = await staffAction(
      jsonRequest(`/api/admin/appointments/${early.reference}`, { action: "confirm" }),
      params({ reference: early.reference }),
    );
    expect(reply.status).toBe(200);
    const requested = await listFor({
      from: date,
      days: "1",
      status: "requested",
      store: "norton-va",
    });
    expect(requested.days[0]!.stores[0]!.rows.map((r) => r.appointment.reference)).toEqual([late.reference]);
    const confirmed = (await listFor({ from: date, days: "1", status: "confirmed", store: "norton-va" }))
      .days[0]!.stores[0]!.rows[0]!;
    expect(confirmed.confirmedBy).toMatch(
      /^Confirmed by Local development · [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/,
    );
    // The page hands out no store token: the sign-in is the key.
    expect(JSON.stringify(confirmed)).not.toMatch(/storeToken/);
  });

  it("shows a store's staff their own store only, even when the address names another", async () => {
    const nortonStaff = storeMember(bookableLocations.find((l) => l.slug === "norton-va")!.id);
    const storeNames = (list: Awaited<ReturnType<typeof listFor>>) => [
      ...new Set(list.days.flatMap((d) => d.stores.map((s) => s.storeName))),
    ];
    for (const store of ["", "bristol-tn"]) {
      const page = await loadAdminPage({ from: date, days: "1", status: "all", store }, nortonStaff);
      expect(page.stores.map((l) => l.name)).toEqual(["Norton, VA"]);
      if (page.book.view !== "list") throw new Error("Expected the list view");
      expect(storeNames(page.book.list)).toEqual(["Norton, VA"]);
    }
    // The operator sees both stores booked that day.
    expect(storeNames(await listFor({ from: date, days: "1", status: "all" }))).toEqual([
      "Bristol, TN",
      "Norton, VA",
    ]);
    const day = await loadAdminPage({ view: "day", store: "bristol-tn", from: date }, nortonStaff);
    if (day.book.view !== "day") throw new Error("Expected the day view");
    expect(day.book.day.storeName).toBe("Norton, VA");
    // Staff with no store see an empty list, not every store.
    const none = await loadAdminPage({ view: "day", from: date }, storeMember());
    expect(none.book).toEqual({ view: "list", list: { days: [], total: 0, first: true, next: null } });
  });

  it("says so when nothing matches", async () => {
    const list = await listFor({
      from: addDays(todayIn("America/New_York", Date.now()), 200),
    });
    expect(list).toEqual({ days: [], total: 0, first: true, next: null });
  });
});

describe("/admin/appointments fails closed", () => {
  afterEach(() => vi.unstubAllEnvs());
  const open = async (authorization?: string) =>
    await proxy(
      new NextRequest("http://localhost/admin/appointments?store=norton-va", {
        headers: authorization ? { authorization } : {},
      }),
    );

  it("answers 503 in production without STATUS_PASSWORD, saying what to set", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STATUS_PASSWORD", "");
    const response = await open();
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(await response.text()).toContain("Set the <code>STATUS_PASSWORD</code> environment variable");
  });

  it("asks for the password when one is set, and lets the right one in", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("STATUS_PASSWORD", "s3cret-password");
    expect((await open()).status).toBe(401);
    const basic = `Basic ${Buffer.from("manager:s3cret-password").toString("base64")}`;
    expect((await open(basic)).headers.get("x-middleware-next")).toBe("1");
  });

  it("stays open in development", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("STATUS_PASSWORD", "");
    expect((await open()).headers.get("x-middleware-next")).toBe("1");
  });
});
