import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as range } from "@/app/api/stores/[storeEmail]/availability/route";
import { bookableLocations, findLocationByEmail } from "@/data/locations";
import { resolveLinkedService } from "@/lib/scheduling/services";
import { getAvailability, getAvailabilityDays, type DayAvailability } from "@/lib/appointments/availability";
import { dayRoomText } from "@/lib/scheduling/day-availability";
import { shortDay } from "@/lib/scheduling/format";
import { simulatedProvider } from "@/lib/calendar";
import { resetDatabase } from "@/lib/db";
import { visitShape, type VisitKind } from "@/lib/scheduling/visit";
import { addDays, zonedToEpoch } from "@/lib/core/zoned-time";
import { bookOilChange, freeTimes, NORTON } from "../support/booking";
import { params, useFreshDatabase } from "../support/scheduling-env";

/**
 * The day list's one answer for a range: each day decided by the same rules as the one-day answer
 * (so the list never offers a day whose times then turn out full), closed days named, and a month
 * read from the store calendar once.
 */

const ZONE = "America/New_York";
const FRIDAY = "2026-11-13";
const NOW = zonedToEpoch(FRIDAY, "12:00", ZONE);
const THANKSGIVING = "2026-11-26";

const visitOf = (service: string, kind: VisitKind = "wait") =>
  visitShape(kind, [resolveLinkedService(service)!]);

async function askRange(storeEmail: string, query: Record<string, string>) {
  const response = await range(
    new Request(`http://x/?${new URLSearchParams(query)}`),
    params({ storeEmail }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("a store's days for a visit, in one answer", () => {
  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => resetDatabase());

  it("agrees with the one-day answer on every day of the window, at every store", async () => {
    const visits: [string, VisitKind][] = [
      ["Oil Changes", "wait"],
      ["Wheel Alignment", "wait"],
      ["Tire Sales & Installation", "drop-off"],
      ["Farm Tire Service", "on-site"],
    ];
    let compared = 0;
    for (const location of bookableLocations) {
      for (const [service, kind] of visits) {
        const visit = visitOf(service, kind);
        const { days } = await getAvailabilityDays(location, FRIDAY, 31, visit, NOW);
        expect(days).toHaveLength(31);
        for (const day of days) {
          const one = await getAvailability(location, day.date, visit, NOW);
          const free = one.slots.filter((s) => s.available);
          const label = `${service} (${kind}) at ${location.name} on ${day.date}`;
          expect(day.free, label).toBe(free.length);
          expect(day.first, label).toBe(free[0]?.time);
          expect(day.state, label).toBe(
            one.slots.length === 0 ? "closed" : free.length > 0 ? "open" : "full",
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(bookableLocations.length * visits.length * 31);
  });

  it("names the holiday a weekday is closed for, and leaves weekends plainly closed", async () => {
    const norton = findLocationByEmail(NORTON)!;
    const { days } = await getAvailabilityDays(norton, "2026-11-23", 7, visitOf("Oil Changes"), NOW);
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get(THANKSGIVING)).toEqual({
      date: THANKSGIVING,
      state: "closed",
      holiday: "Thanksgiving Day",
      free: 0,
    });
    expect(byDate.get("2026-11-28")).toEqual({ date: "2026-11-28", state: "closed", free: 0 });
    expect(byDate.get("2026-11-29")).toEqual({ date: "2026-11-29", state: "closed", free: 0 });
    expect(byDate.get("2026-11-23")?.state).toBe("open");
  });

  it("says today is full once no time is far enough ahead, and a booking takes its time off the list", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const monday = "2026-11-16";
    vi.setSystemTime(zonedToEpoch(monday, "07:00", ZONE));
    const before = await freeTimes(NORTON, "2026-11-17");
    await bookOilChange({ date: "2026-11-17", time: before[0]! });
    const after = await freeTimes(NORTON, "2026-11-17");

    vi.setSystemTime(zonedToEpoch(monday, "16:45", ZONE));
    const { status, body } = await askRange(NORTON, { service: "Oil Changes", from: monday, days: "2" });
    expect(status).toBe(200);
    const [today, tomorrow] = body.days as DayAvailability[];
    expect(today).toEqual({ date: monday, state: "full", free: 0 });
    expect(tomorrow?.free).toBe(after.length);
    expect(tomorrow?.first).toBe(after[0]);
  });

  it("reads the store calendar once for a month of days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const reads = vi.spyOn(simulatedProvider, "getBusy");
    const { status, body } = await askRange(NORTON, { service: "Oil Changes" });
    expect(status).toBe(200);
    expect(body.from).toBe(FRIDAY);
    expect((body.days as DayAvailability[]).map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => addDays(FRIDAY, i)),
    );
    expect(reads).toHaveBeenCalledTimes(1);
    expect(body.source).toBe("simulated");
  });

  it("refuses what it cannot answer with a worded 4xx", async () => {
    expect(await askRange("nobody@example.com", {})).toEqual({
      status: 404,
      body: { success: false, error: "Unknown store.", message: "Unknown store." },
    });
    for (const [query, error] of [
      [{ from: "2026-02-30" }, "Please choose a valid start date (YYYY-MM-DD)."],
      [{ days: "0" }, "Days must be a whole number from 1 to 31."],
      [{ days: "32" }, "Days must be a whole number from 1 to 31."],
      [{ days: "2.5" }, "Days must be a whole number from 1 to 31."],
      [{ service: "Teleportation" }, "Unknown service."],
      [
        { service: "Oil Changes", visit: "on-site" },
        "Only farm, OTR, mining and industrial tire service are done on site.",
      ],
    ] as const) {
      const { status, body } = await askRange(NORTON, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.error).toBe(error);
    }
  });
});

describe("what a day in the list says", () => {
  const open = { date: "2026-11-30", state: "open", free: 12, first: "07:30" } as const;
  const one = { date: "2026-11-30", state: "open", free: 1, first: "13:00" } as const;
  const full = { date: "2026-11-30", state: "full", free: 0 } as const;

  it("counts free times from the first, in the visit's own words", () => {
    expect(dayRoomText(open, "wait", false)).toBe("12 times from 7:30 AM");
    expect(dayRoomText(one, "wait", false)).toBe("1 time from 1:00 PM");
    expect(dayRoomText(open, "drop-off", false)).toBe("Drop off at 7:30 AM");
    expect(dayRoomText({ ...open, free: 2 }, "on-site", false)).toBe("2 arrival windows");
    expect(dayRoomText({ ...one, first: "12:00" }, "on-site", false)).toBe("1 arrival window");
  });

  it("says why a day has no room", () => {
    expect(dayRoomText(full, "wait", false)).toBe("Full");
    expect(dayRoomText(full, "drop-off", false)).toBe("Drop-offs full");
    expect(dayRoomText(full, "on-site", false)).toBe("Trucks booked");
    expect(dayRoomText(full, "wait", true)).toBe("Nothing left today");
    expect(
      dayRoomText(
        { date: THANKSGIVING, state: "closed", holiday: "Thanksgiving Day", free: 0 },
        "wait",
        false,
      ),
    ).toBe("Closed for Thanksgiving Day");
    expect(dayRoomText({ date: "2026-11-28", state: "closed", free: 0 }, "wait", false)).toBe("Closed");
    expect(shortDay("2026-11-30")).toBe("Mon, Nov 30");
  });
});
