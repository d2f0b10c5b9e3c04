import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { availabilityLine, storeAvailabilityLine } from "@/lib/inventory/stock-text";
import { firstInstallDay, INSTALL_MINUTES } from "@/lib/inventory/install-day";
import { zonedToEpoch } from "@/lib/core/zoned-time";

// Bristol, TN: Monday to Friday, 7:30 AM to 4:30 PM, on New York's clock. Thanksgiving
// (Thursday, November 26, 2026) and the Friday after are store holidays.
const bristol = findLocation(3)!;
const at = (date: string, time: string) => zonedToEpoch(date, time, bristol.timeZone);
const installDay = (readyBy: string, date: string, time: string) =>
  firstInstallDay(bristol, readyBy, at(date, time));

describe("the first day a set can be fitted", () => {
  it("is an installation's length of hours, so a set on the shelf can go on the same day until then", () => {
    expect(INSTALL_MINUTES).toBe(60);
    expect(bristol.openingHours).toMatchObject({ open: "07:30", close: "16:30" });
  });

  it("is today before opening and while the store has an installation's length of hours left", () => {
    expect(installDay("2026-11-24", "2026-11-24", "06:00")).toBe("2026-11-24");
    expect(installDay("2026-11-24", "2026-11-24", "10:00")).toBe("2026-11-24");
    expect(installDay("2026-11-24", "2026-11-24", "15:30")).toBe("2026-11-24");
  });

  it("is the next day open once today's hours are too short or over", () => {
    expect(installDay("2026-11-24", "2026-11-24", "15:31")).toBe("2026-11-25");
    expect(installDay("2026-11-24", "2026-11-24", "19:00")).toBe("2026-11-25");
  });

  it("passes over weekends and holidays", () => {
    // Wednesday evening before Thanksgiving: Thursday and Friday are holidays, then the weekend.
    expect(installDay("2026-11-25", "2026-11-25", "17:00")).toBe("2026-11-30");
    expect(installDay("2026-11-28", "2026-11-28", "10:00")).toBe("2026-11-30");
    expect(installDay("2026-11-29", "2026-11-29", "06:00")).toBe("2026-11-30");
  });

  it("is the ready-by date for a set still to come, or the first open day after it", () => {
    expect(installDay("2026-12-03", "2026-11-24", "10:00")).toBe("2026-12-03");
    expect(installDay("2026-12-05", "2026-11-24", "10:00")).toBe("2026-12-07");
  });

  it("reads today on the store's clock: 10:30 PM in Bristol is already tomorrow in UTC", () => {
    const lateEvening = at("2026-11-23", "22:30");
    expect(new Date(lateEvening).toISOString().slice(0, 10)).toBe("2026-11-24");
    expect(firstInstallDay(bristol, "2026-11-23", lateEvening)).toBe("2026-11-24");
  });
});

describe("the stock line's day", () => {
  const onShelf = { quantity: 4, onHand: 6, readyBy: "2026-11-28", source: "store" as const };

  it("says install today only when the store can fit the set today", () => {
    expect(availabilityLine({ ...onShelf, installFrom: "2026-11-28" }, "Bristol, TN", "2026-11-28")).toBe(
      "6 in stock at Bristol, TN · install today",
    );
  });

  it("names the day the store opens next on a Saturday, in both lines", () => {
    const saturday = { ...onShelf, installFrom: "2026-11-30" };
    expect(availabilityLine(saturday, "Bristol, TN", "2026-11-28")).toBe(
      "6 in stock at Bristol, TN · install Monday, Nov 30",
    );
    expect(storeAvailabilityLine(saturday, "2026-11-28")).toBe("6 in stock · install Monday, Nov 30");
  });

  it("says tomorrow for a set on the shelf after closing time", () => {
    const evening = { ...onShelf, readyBy: "2026-11-30", installFrom: "2026-12-01" };
    expect(storeAvailabilityLine(evening, "2026-11-30")).toBe(
      "6 in stock · install tomorrow, Tuesday, Dec 1",
    );
  });

  it("keeps the warehouse's line on its ready-by date", () => {
    const truck = {
      ...onShelf,
      source: "warehouse" as const,
      readyBy: "2026-12-01",
      installFrom: "2026-12-01",
    };
    expect(availabilityLine(truck, "Bristol, TN", "2026-11-28")).toBe("Ready Tuesday, Dec 1 at Bristol, TN");
  });
});
