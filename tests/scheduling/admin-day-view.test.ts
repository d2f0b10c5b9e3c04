import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as staffAction } from "@/app/api/admin/appointments/[reference]/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { findLocation } from "@/data/locations";
import {
  adminHref,
  closedReason,
  dayLanes,
  hourMarks,
  loadAdminPage,
  openDayFrom,
  readAdminPage,
  unitsText,
  type Lane,
} from "@/lib/appointments/admin-list";
import { resetDatabase } from "@/lib/db";
import type { AppointmentStatus } from "@/lib/db/appointment-types";
import type { UnitKind, VisitSegment } from "@/lib/scheduling/capacity";
import { namedStoreHolidays } from "@/lib/scheduling/holidays";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { bookOilChange } from "../support/booking";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { OPERATOR } from "../support/staff";

// The staff API reads who is asking from the request's headers (no password set: development's operator).
vi.mock("next/headers", () => import("../support/request-headers"));

const NY = "America/New_York";
const DATE = "2026-11-23"; // a Monday
const NORTON = findLocation(5)!; // 4 bays, 1 rack, 2 truck bays, 5 drop-off places
const at = (time: string) => zonedToEpoch(DATE, time, NY);

const segment = (
  serviceName: string,
  kind: UnitKind,
  unit: number,
  from: string,
  to: string,
): VisitSegment => ({
  serviceName,
  kind,
  unit,
  startsAt: at(from),
  endsAt: at(to),
});

let count = 0;
const visit = (
  segments: VisitSegment[],
  { status = "requested", lastName = "Hatfield" }: { status?: AppointmentStatus; lastName?: string } = {},
) => ({
  reference: `AT-TEST-${String(++count).padStart(4, "0")}`,
  status,
  visit: segments[0]!.kind === "drop-off" ? ("drop-off" as const) : ("wait" as const),
  segments,
  firstName: "Ada",
  lastName,
  storeId: NORTON.id,
});

const lane = (lanes: Lane[], label: string) => lanes.find((l) => l.label === label)!;

describe("what the staff pages say about a visit's units", () => {
  it("names each unit once, in the visit's order, and a drop-off as a drop-off", () => {
    expect(
      unitsText(
        visit([
          segment("Tire Sales & Installation", "bay", 2, "09:00", "10:00"),
          segment("Wheel Alignment", "alignment", 1, "10:00", "10:45"),
        ]),
      ),
    ).toBe("Bay 2 · Rack 1");
    expect(
      unitsText(
        visit([
          segment("Tire Sales & Installation", "bay", 3, "09:00", "10:00"),
          segment("Tire Rotation", "bay", 3, "10:00", "10:30"),
        ]),
      ),
    ).toBe("Bay 3");
    expect(unitsText(visit([segment("Brake Service", "drop-off", 4, "07:30", "16:30")]))).toBe("Drop-off");
  });
});

describe("the page's address", () => {
  const now = Date.parse("2026-11-23T15:00:00Z");

  it("opens the list by default, for every store, as before", () => {
    expect(readAdminPage({}, now, OPERATOR)).toEqual({
      filter: { storeId: null, status: "open", from: "2026-11-23", days: 7, after: null },
      day: null,
      address: { view: "list", store: "", from: "2026-11-23", status: "open", days: 7 },
    });
  });

  it("opens the day view on the store's next open day when today it is closed, and steps over closed days", () => {
    const thanksgiving = zonedToEpoch("2026-11-26", "08:00", "America/New_York");
    // Thanksgiving and the Friday after are store holidays, then the weekend: Monday is next.
    expect(readAdminPage({ view: "day" }, thanksgiving, OPERATOR).day).toEqual({
      storeId: 6,
      date: "2026-11-30",
    });
    const ashland = findLocation(6)!;
    expect(openDayFrom(ashland, "2026-11-30", 1)).toBe("2026-11-30");
    expect(openDayFrom(ashland, "2026-11-26", 1)).toBe("2026-11-30");
    expect(openDayFrom(ashland, "2026-11-29", -1)).toBe("2026-11-25");
    expect(openDayFrom(ashland, "2026-12-26", 1)).toBe("2026-12-28");
  });

  it("opens the day view on the selector's first store and today, or on the store and day asked for", () => {
    expect(readAdminPage({ view: "day" }, now, OPERATOR).day).toEqual({ storeId: 6, date: "2026-11-23" });
    expect(readAdminPage({ view: "day" }, now, OPERATOR).address.store).toBe("ashland-ky");
    const norton = readAdminPage(
      { view: "day", store: "norton-va", from: "2026-12-01", status: "all", days: "14" },
      now,
      OPERATOR,
    );
    expect(norton.day).toEqual({ storeId: 5, date: "2026-12-01" });
    // The list's own filters ride along, so switching back restores them.
    expect(norton.address).toEqual({
      view: "day",
      store: "norton-va",
      from: "2026-12-01",
      status: "all",
      days: 14,
    });
    expect(
      readAdminPage({ view: "week", store: "nowhere", from: "someday" }, now, OPERATOR).address.view,
    ).toBe("list");
    expect(
      readAdminPage({ view: "day", store: "nitro-wv-warehouse", from: "2026-02-30" }, now, OPERATOR).day,
    ).toEqual({
      storeId: 6,
      date: "2026-11-23",
    });
  });

  it("links to a view with the filters chosen, leaving the defaults out", () => {
    const address = { view: "list", store: "", from: "2026-11-23", status: "open", days: 7 } as const;
    expect(adminHref(address)).toBe("/admin/appointments?from=2026-11-23");
    expect(adminHref({ ...address, view: "day", store: "norton-va" })).toBe(
      "/admin/appointments?view=day&store=norton-va&from=2026-11-23",
    );
    expect(adminHref({ ...address, status: "requested", days: 1 })).toBe(
      "/admin/appointments?from=2026-11-23&status=requested&days=1",
    );
  });
});

describe("a store's day, lane by lane", () => {
  it("has one lane per unit the store has, bays first, then racks, truck bays and service trucks", () => {
    const labels = (id: number) => dayLanes(findLocation(id)!, DATE, []).lanes.map((l) => l.label);
    expect(labels(1)).toEqual([
      "Bay 1",
      "Bay 2",
      "Bay 3",
      "Bay 4",
      "Bay 5",
      "Bay 6",
      "Rack 1",
      "Rack 2",
      "Truck bay 1",
      "Truck bay 2",
      "Service truck 1",
      "Service truck 2",
      "Service truck 3",
      "Service truck 4",
      "Service truck 5",
      "Service truck 6",
    ]);
    // The small shops have no truck bay, and one service truck.
    expect(labels(7)).toEqual(["Bay 1", "Bay 2", "Bay 3", "Rack 1", "Service truck 1"]);
  });

  it("places each service by its time within opening hours, a chain in two lanes under one reference", () => {
    const chain = visit([
      segment("Tire Sales & Installation", "bay", 2, "09:00", "10:00"),
      segment("Wheel Alignment", "alignment", 1, "10:00", "10:45"),
    ]);
    const { lanes } = dayLanes(NORTON, DATE, [chain]);
    const [tires] = lane(lanes, "Bay 2").items;
    const [alignment] = lane(lanes, "Rack 1").items;
    expect(tires).toMatchObject({
      reference: chain.reference,
      segment: 0,
      part: 1,
      parts: 2,
      serviceName: "Tire Sales & Installation",
      customerName: "Ada Hatfield",
      timeLabel: "9:00 AM",
      endTimeLabel: "10:00 AM",
      top: 90 / 540,
      height: 60 / 540,
    });
    expect(alignment).toMatchObject({
      reference: chain.reference,
      segment: 1,
      part: 2,
      parts: 2,
      top: 150 / 540,
    });
    expect(lanes.filter((l) => l.items.length).map((l) => l.label)).toEqual(["Bay 2", "Rack 1"]);
  });

  it("offers the units of the same kind no live visit holds meanwhile, and none for a visit that is over", () => {
    const first = visit([segment("Oil Changes", "bay", 1, "09:00", "09:30")]);
    const second = visit([segment("Oil Changes", "bay", 2, "09:00", "09:30")]);
    // Done early and given its bay back: it no longer holds Bay 3.
    const done = visit([segment("Oil Changes", "bay", 3, "09:00", "09:30")], { status: "completed" });
    const later = visit([segment("Brake Service", "bay", 4, "09:15", "10:00")], { status: "confirmed" });
    const alignment = visit([segment("Wheel Alignment", "alignment", 1, "09:00", "09:45")]);
    const { lanes } = dayLanes(NORTON, DATE, [first, second, done, later, alignment]);
    expect(lane(lanes, "Bay 1").items[0]!.freeUnits).toEqual([3]);
    expect(lane(lanes, "Bay 2").items[0]!.freeUnits).toEqual([3]);
    expect(lane(lanes, "Bay 3").items[0]!.freeUnits).toEqual([]);
    expect(lane(lanes, "Bay 4").items[0]!.freeUnits).toEqual([3]);
    // The store's only rack: nowhere to go.
    expect(lane(lanes, "Rack 1").items[0]!.freeUnits).toEqual([]);
  });

  it("sets visits that overlap on one unit side by side, and the rest full width", () => {
    const noShow = visit([segment("Brake Service", "bay", 1, "09:00", "10:00")], { status: "no_show" });
    const walkIn = visit([segment("Oil Changes", "bay", 1, "09:30", "10:00")]);
    const after = visit([segment("Oil Changes", "bay", 1, "10:00", "10:30")]);
    const items = lane(dayLanes(NORTON, DATE, [walkIn, after, noShow]).lanes, "Bay 1").items;
    expect(items.map((i) => [i.reference, i.track, i.tracks])).toEqual([
      [noShow.reference, 0, 2],
      [walkIn.reference, 1, 2],
      [after.reference, 0, 1],
    ]);
  });

  it("lists drop-offs apart and counts the live ones against the day's places", () => {
    const dropOff = (status: AppointmentStatus) =>
      visit([segment("Brake Service", "drop-off", 1, "07:30", "16:30")], { status });
    const visits = [dropOff("requested"), dropOff("confirmed"), dropOff("completed")];
    const { lanes, dropOffs } = dayLanes(NORTON, DATE, visits);
    expect(dropOffs).toEqual({ limit: 5, taken: 2, references: visits.map((v) => v.reference) });
    expect(lanes.every((l) => l.items.length === 0)).toBe(true);
  });

  it("still shows a unit the store no longer counts, so nothing booked goes unseen", () => {
    const { lanes } = dayLanes(NORTON, DATE, [visit([segment("Oil Changes", "bay", 9, "09:00", "09:30")])]);
    expect(lanes.map((l) => l.label).slice(3, 6)).toEqual(["Bay 4", "Bay 9", "Rack 1"]);
  });

  it("marks the full hours between opening and closing", () => {
    const marks = hourMarks({ open: "07:30", close: "16:30" });
    expect(marks.map((m) => m.label)).toEqual([
      "8:00 AM",
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    expect(marks[0]!.at).toBe(30 / 540);
  });

  it("says when the store is closed that day", () => {
    expect(closedReason(NORTON, DATE)).toBeNull();
    expect(closedReason(NORTON, "2026-11-28")).toBe("The store is closed on this day of the week.");
    const holiday = namedStoreHolidays(2026)[0]!;
    expect(closedReason(NORTON, holiday.date)).toBe(`The store is closed for ${holiday.name}.`);
  });
});

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the day view on %s", (kind) => {
  const STORE = "bristol@alleghenytire.example"; // 5 bays, 6 drop-off places
  let date: string;
  let time: string;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(6);
    const reply = await availability(
      new Request("http://x/?service=Oil%20Changes"),
      params({ storeEmail: STORE, date }),
    );
    const slots = ((await reply.json()) as { availableSlots: { time: string; remaining: number }[] })
      .availableSlots;
    // The simulated calendar takes some bays: a time with room for both bookings.
    time = slots.find((s) => s.remaining >= 2)!.time;
  });
  afterAll(() => resetDatabase());

  async function dayOf() {
    const { book: page } = await loadAdminPage({ view: "day", store: "bristol-tn", from: date }, OPERATOR);
    if (page.view !== "day") throw new Error(`Expected the day view, got ${page.view}`);
    return page.day;
  }

  it("puts two oil changes at one time on Bay 1 and Bay 2, moves one to a free bay, and lists drop-offs apart", async () => {
    const first = await bookOilChange({ store: STORE, date, time, lastName: "First" });
    const second = await bookOilChange({ store: STORE, date, time, lastName: "Second" });
    const gone = await bookOilChange({ store: STORE, date, time, lastName: "Gone" });
    expect(
      (
        await cancel(
          jsonRequest(`/api/appointments/${gone.reference}/cancel`, { token: gone.token }),
          params({ reference: gone.reference }),
        )
      ).status,
    ).toBe(200);
    const dropOff = await book(
      await bookingRequest({
        storeGroupEmail: STORE,
        serviceName: "Brake Service",
        visit: "drop-off",
        date,
        time: "07:30",
        customer: {
          firstName: "Ada",
          lastName: "Dropped",
          email: "dropped@example.com",
          phone: "4235550142",
        },
      }),
    );
    expect(dropOff.status).toBe(200);

    let day = await dayOf();
    expect(day).toMatchObject({
      storeName: "Bristol, TN",
      date,
      closed: null,
      openLabel: "7:30 AM",
      minutes: 540,
    });
    expect(lane(day.lanes, "Bay 1").items.map((i) => i.customerName)).toEqual(["Ada First"]);
    expect(lane(day.lanes, "Bay 2").items.map((i) => i.customerName)).toEqual(["Ada Second"]);
    // The cancelled one gave its bay back and is not in the day.
    expect(day.rows.map((r) => r.appointment.customerName).sort()).toEqual([
      "Ada Dropped",
      "Ada First",
      "Ada Second",
    ]);
    expect(lane(day.lanes, "Bay 2").items[0]!.freeUnits).toEqual([3, 4, 5]);
    expect(day.dropOffs).toMatchObject({ limit: 6, taken: 1, readyBy: "4:00 PM" });
    const dropped = day.rows.find((r) => r.appointment.reference === day.dropOffs.references[0])!;
    expect(dropped).toMatchObject({
      units: "Drop-off",
      appointment: { customerName: "Ada Dropped", endTimeLabel: "4:00 PM" },
    });

    // The staff API moves it as the signed-in member, as the page's Move menu does; the day follows.
    const move = (unit: number) =>
      staffAction(
        jsonRequest(`/api/admin/appointments/${second.reference}`, {
          action: "assign-unit",
          segment: 0,
          unit,
        }),
        params({ reference: second.reference }),
      );
    const taken = await move(1);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      "Bay 1 is taken at that time. Please choose another.",
    );
    const moved = await move(4);
    expect(((await moved.json()) as { message: string }).message).toBe("Oil Changes moved to Bay 4.");

    day = await dayOf();
    expect(lane(day.lanes, "Bay 2").items).toEqual([]);
    expect(lane(day.lanes, "Bay 4").items.map((i) => i.reference)).toEqual([second.reference]);
    expect(lane(day.lanes, "Bay 1").items[0]).toMatchObject({
      reference: first.reference,
      freeUnits: [2, 3, 5],
    });
    const row = day.rows.find((r) => r.appointment.reference === second.reference)!;
    expect(row.units).toBe("Bay 4");
    // The refused move left no trace; the one that went through names who made it. The oil change
    // of a proven customer was booked on the spot.
    expect(row.history.map((h) => [h.what, h.who])).toEqual([
      ["Booked online, confirmed on the spot", "customer"],
      ["Oil Changes moved from Bay 2 to Bay 4", "Local development"],
    ]);
  });
});
