import { describe, expect, it } from "vitest";
import { deliveryRuns } from "@/data/inventory";
import { nextDelivery, readyBy, type ReadyByQuery } from "@/lib/inventory/ready-by";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NEW_YORK = "America/New_York";
const BRISTOL = deliveryRuns[3]!; // Tuesday and Thursday, order by 2 PM
const CHARLESTON = deliveryRuns[1]!; // every weekday, order by 3 PM
const at = (date: string, time: string, timeZone = NEW_YORK) => zonedToEpoch(date, time, timeZone);

const query = (over: Partial<ReadyByQuery>): ReadyByQuery => ({
  quantity: 4,
  storeFree: 0,
  warehouseFree: 0,
  run: BRISTOL,
  timeZone: NEW_YORK,
  specialOrderDays: 5,
  now: at("2026-11-24", "10:00"),
  ...over,
});

// Thanksgiving (Thursday, November 26, 2026) and the Friday after are store holidays.
describe("ready-by: the store's own shelf", () => {
  it("is today when the store has the set free, exactly or more", () => {
    expect(readyBy(query({ storeFree: 4 }))).toEqual({ date: "2026-11-24", source: "store" });
    expect(readyBy(query({ storeFree: 16 }))).toEqual({ date: "2026-11-24", source: "store" });
  });

  it("counts today on the store's clock, not UTC's", () => {
    // 10:30 PM in New York is already the 25th in UTC.
    const late = at("2026-11-24", "22:30");
    expect(new Date(late).toISOString().slice(0, 10)).toBe("2026-11-25");
    expect(readyBy(query({ storeFree: 4, now: late })).date).toBe("2026-11-24");
  });

  it("goes to the warehouse when the store is one short", () => {
    expect(readyBy(query({ storeFree: 3, warehouseFree: 40 })).source).toBe("warehouse");
  });
});

describe("ready-by: the warehouse truck", () => {
  it("makes the next delivery day when ordered before the cutoff the working day before", () => {
    // Monday 1:59 PM for a Tuesday-Thursday store: Tuesday's truck.
    expect(readyBy(query({ warehouseFree: 8, now: at("2026-11-23", "13:59") }))).toEqual({
      date: "2026-11-24",
      source: "warehouse",
    });
  });

  it("misses it at the cutoff, and Thanksgiving's truck does not run", () => {
    // Monday 2:00 PM: not Tuesday; Thursday is Thanksgiving; the next run is Tuesday, December 1.
    expect(readyBy(query({ warehouseFree: 8, now: at("2026-11-23", "14:00") })).date).toBe("2026-12-01");
  });

  it("orders over a weekend for the first run whose cutoff is still ahead", () => {
    expect(readyBy(query({ warehouseFree: 8, now: at("2026-11-28", "09:00") })).date).toBe("2026-12-01");
    // Friday after the cutoff: the order is made Monday for Tuesday's run.
    expect(readyBy(query({ warehouseFree: 8, now: at("2026-12-04", "15:00") })).date).toBe("2026-12-08");
  });

  it("takes the cutoff from the warehouse's last working day before the delivery", () => {
    // Charleston gets a truck every weekday. Friday before 3 PM: Monday; after: Tuesday.
    expect(nextDelivery(CHARLESTON, "2026-12-04", 14 * 60)).toBe("2026-12-07");
    expect(nextDelivery(CHARLESTON, "2026-12-04", 15 * 60 + 30)).toBe("2026-12-08");
    // The Wednesday before Thanksgiving is the last working day before Monday, November 30.
    expect(nextDelivery(CHARLESTON, "2026-11-25", 10 * 60)).toBe("2026-11-30");
    expect(nextDelivery(CHARLESTON, "2026-11-25", 16 * 60)).toBe("2026-12-01");
  });

  it("reads the cutoff in the store's time zone", () => {
    // 19:30 UTC on Monday is 1:30 PM in Chicago (before the cutoff) and 2:30 PM in New York.
    const now = Date.UTC(2026, 10, 23, 19, 30);
    expect(readyBy(query({ warehouseFree: 8, now, timeZone: "America/Chicago" })).date).toBe("2026-11-24");
    expect(readyBy(query({ warehouseFree: 8, now })).date).toBe("2026-12-01");
  });

  it("counts only free tires: a warehouse short of the set is a special order", () => {
    expect(readyBy(query({ warehouseFree: 3 })).source).toBe("special-order");
  });
});

describe("ready-by: a special order", () => {
  it("adds the maker's business days (weekend and holidays out), then the store's next truck", () => {
    // Tuesday before the cutoff: Nov 25, 30, Dec 1, 2, 3 at the warehouse; Bristol's next truck
    // after that is Tuesday, December 8.
    expect(readyBy(query({}))).toEqual({ date: "2026-12-08", source: "special-order" });
  });

  it("starts counting from the next business day after the cutoff", () => {
    // Charleston, Tuesday at 4 PM: counted from Wednesday, at the warehouse Friday, December 4
    // (before: Thursday, December 3), on the truck the next business day.
    const base = query({ run: CHARLESTON, now: at("2026-11-24", "14:00") });
    expect(readyBy(base).date).toBe("2026-12-04");
    expect(readyBy({ ...base, now: at("2026-11-24", "16:00") }).date).toBe("2026-12-07");
  });

  it("takes longer for brands with more business days", () => {
    expect(readyBy(query({ run: CHARLESTON, specialOrderDays: 7 })).date).toBe("2026-12-08");
  });
});
