import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "@/data/locations";
import { generateSlots, isInBookingWindow, isSlotAvailable } from "@/lib/scheduling/slots";
import type { VisitShape } from "@/lib/scheduling/visit";
import { addDays, toZoned, zonedToEpoch } from "@/lib/core/zoned-time";
import { isValidDate } from "@/lib/core/wall-clock";

const NY = "America/New_York";
const HOURS: WeeklyHours = { days: [1, 2, 3, 4, 5], open: "07:30", close: "16:30" };
const at = (date: string, time: string) => zonedToEpoch(date, time, NY);
/** One job of `minutes` on a service bay, at a store with one bay (capacity is tested in capacity.test.ts). */
const bay = (minutes: number): VisitShape => ({
  visit: "wait",
  services: [{ serviceName: "Oil Changes", kind: "bay", minutes }],
});
const ONE_BAY = { bay: 1, alignment: 0, "truck-bay": 0, field: 0, "drop-off": 0 };
const base = { hours: HOURS, timeZone: NY, counts: ONE_BAY, held: [], blocks: [] };

describe("zoned time", () => {
  it("maps store wall time to the right instant on both sides of a DST change", () => {
    expect(new Date(at("2026-11-02", "07:30")).toISOString()).toBe("2026-11-02T12:30:00.000Z"); // EST after fall back
    expect(new Date(at("2026-10-30", "07:30")).toISOString()).toBe("2026-10-30T11:30:00.000Z"); // EDT before
    expect(new Date(at("2027-03-15", "07:30")).toISOString()).toBe("2027-03-15T11:30:00.000Z"); // EDT after spring forward
    expect(new Date(at("2027-03-12", "16:30")).toISOString()).toBe("2027-03-12T21:30:00.000Z"); // EST before
  });

  it("round-trips through toZoned and resolves a skipped hour forward", () => {
    const instant = at("2026-07-14", "13:45");
    expect(toZoned(instant, NY)).toMatchObject({ date: "2026-07-14", time: "13:45", weekday: 2 });
    expect(toZoned(at("2027-03-14", "02:30"), NY).time).toBe("03:30");
  });

  it("reads every calendar date as one, the first century included", () => {
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2027-02-29")).toBe(false);
    expect(isValidDate("0099-12-31")).toBe(true);
    expect(isValidDate("0000-01-01")).toBe(true);
    expect(isValidDate("2026-13-01")).toBe(false);
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("slot generation", () => {
  const monday = "2026-11-23";
  const now = at("2026-11-20", "12:00"); // the Friday before

  it("offers 30-minute starts from opening until the service no longer fits before closing", () => {
    const oneHour = generateSlots({ ...base, date: monday, visit: bay(60), now });
    expect(oneHour[0]?.time).toBe("07:30");
    expect(oneHour.at(-1)?.time).toBe("15:30");
    expect(oneHour).toHaveLength(17);
    expect(oneHour.every((s) => s.available)).toBe(true);
    const twoHours = generateSlots({ ...base, date: monday, visit: bay(120), now });
    expect(twoHours.at(-1)?.time).toBe("14:30");
    const fortyFive = generateSlots({ ...base, date: monday, visit: bay(45), now });
    expect(fortyFive.at(-1)?.time).toBe("15:30");
  });

  it("has no slots on weekends", () => {
    expect(generateSlots({ ...base, date: "2026-11-21", visit: bay(30), now })).toEqual([]);
    expect(generateSlots({ ...base, date: "2026-11-22", visit: bay(30), now })).toEqual([]);
  });

  it("marks slots less than 60 minutes away as unavailable", () => {
    const today = generateSlots({ ...base, date: monday, visit: bay(30), now: at(monday, "10:10") });
    const available = today.filter((s) => s.available).map((s) => s.time);
    expect(available[0]).toBe("11:30");
    expect(today.find((s) => s.time === "11:00")?.available).toBe(false);
  });

  it("subtracts busy intervals that overlap the whole service, not ones that only touch it", () => {
    const blocks = [{ start: at(monday, "10:00"), end: at(monday, "11:00") }];
    const slots = generateSlots({ ...base, blocks, date: monday, visit: bay(60), now });
    const state = Object.fromEntries(slots.map((s) => [s.time, s.available]));
    expect(state).toMatchObject({
      "09:00": true,
      "09:30": false,
      "10:00": false,
      "10:30": false,
      "11:00": true,
    });
  });

  it("opens the window today and closes it 30 days later, in store time", () => {
    const friday = at("2026-11-20", "23:30"); // already Saturday in UTC
    expect(isInBookingWindow("2026-11-20", NY, friday)).toBe(true);
    expect(isInBookingWindow("2026-11-19", NY, friday)).toBe(false);
    expect(isInBookingWindow("2026-12-20", NY, friday)).toBe(true);
    expect(isInBookingWindow("2026-12-21", NY, friday)).toBe(false);
    expect(generateSlots({ ...base, date: "2026-12-21", visit: bay(30), now: friday })).toEqual([]);
  });

  it("keeps store hours on the Monday after each DST change", () => {
    for (const date of ["2026-11-02", "2027-03-15"]) {
      const slots = generateSlots({
        ...base,
        date,
        visit: bay(30),
        now: at(addDays(date, -3), "09:00"),
      });
      expect(slots[0]?.time).toBe("07:30");
      expect(slots).toHaveLength(18);
    }
  });

  it("checks a single start time the same way", () => {
    const query = { ...base, date: monday, visit: bay(60), now };
    expect(isSlotAvailable({ ...query, time: "15:30" })).toBe(true);
    expect(isSlotAvailable({ ...query, time: "16:00" })).toBe(false);
    expect(isSlotAvailable({ ...query, time: "09:15" })).toBe(false);
  });
});

describe("store holidays", () => {
  it("closes on the holidays of the year, observed on weekdays", async () => {
    const { storeHolidays, isStoreHoliday } = await import("@/lib/scheduling/holidays");
    expect(storeHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-05-25",
      "2026-07-03",
      "2026-09-07",
      "2026-11-26",
      "2026-11-27",
      "2026-12-25",
    ]);
    expect(storeHolidays(2027)).toEqual([
      "2027-01-01",
      "2027-05-31",
      "2027-07-05",
      "2027-09-06",
      "2027-11-25",
      "2027-11-26",
      "2027-12-24",
    ]);
    expect(isStoreHoliday("2026-12-31")).toBe(false);
    expect(isStoreHoliday("2027-12-31")).toBe(true); // New Year's Day 2028 falls on a Saturday
  });

  it("offers no slots on Thanksgiving", () => {
    expect(
      generateSlots({ ...base, date: "2026-11-26", visit: bay(30), now: at("2026-11-20", "09:00") }),
    ).toEqual([]);
  });
});
