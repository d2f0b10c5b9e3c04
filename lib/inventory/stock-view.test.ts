import { describe, expect, it } from "vitest";
import { addDays, zonedToEpoch } from "@/lib/core/zoned-time";
import { dayLabel, shortDateLabel, storeAvailabilityLine } from "./stock-text";
import {
  byOffer,
  everyStorePath,
  milesLabel,
  STOCK_BATCH_SIZE,
  stockListPaths,
  stockView,
  storeRows,
  storeToday,
  zipOf,
  type StoreStockAnswer,
} from "./stock-view";

const bristol = { id: 3, name: "Bristol, TN", phone: "(423) 555-0103" };

function answer(overrides: Partial<StoreStockAnswer> = {}): StoreStockAnswer {
  return {
    offerId: "michelin-defender2-225-65r17",
    storeId: 3,
    quantity: 4,
    onHand: 4,
    readyBy: "2026-12-01",
    source: "store",
    ...overrides,
  };
}

describe("stock requests", () => {
  it("asks once for a list, with its ids deduplicated and sorted so islands share the answer", () => {
    expect(stockListPaths(3, 4, ["b-1", "a-2", "b-1"])).toEqual([
      "/api/tires/availability?offers=a-2,b-1&qty=4&store=3",
    ]);
  });

  it("splits a list longer than the API takes into requests of at most its limit", () => {
    const ids = Array.from(
      { length: STOCK_BATCH_SIZE * 2 + 1 },
      (_, i) => `tire-${String(i).padStart(3, "0")}`,
    );
    const paths = stockListPaths(1, 2, ids);
    expect(paths).toHaveLength(3);
    expect(paths.map((p) => new URL(p, "http://x").searchParams.get("offers")!.split(",").length)).toEqual([
      STOCK_BATCH_SIZE,
      STOCK_BATCH_SIZE,
      1,
    ]);
    expect(paths.every((p) => p.endsWith("&qty=2&store=1"))).toBe(true);
  });

  it("encodes what it sends", () => {
    expect(stockListPaths(1, 4, ["a&b=c"])[0]).toBe("/api/tires/availability?offers=a%26b%3Dc&qty=4&store=1");
    expect(everyStorePath("a b", 4, null)).toBe("/api/tires/availability?offer=a%20b&qty=4");
    expect(everyStorePath("x", 2, "24382")).toBe("/api/tires/availability?offer=x&qty=2&zip=24382");
  });

  it("reads the batch answers by offer", () => {
    const a = answer({ offerId: "a" });
    const b = answer({ offerId: "b", source: "warehouse" });
    expect(byOffer([{ offers: [a] }, { offers: [b] }])).toEqual({ a, b });
  });
});

describe("the zip field", () => {
  it("takes five digits, with spaces or a ZIP+4 around them", () => {
    expect(zipOf("24382")).toBe("24382");
    expect(zipOf(" 24382 ")).toBe("24382");
    expect(zipOf("24382-1234")).toBe("24382");
  });

  it("refuses anything else", () => {
    for (const input of ["", "2438", "243821", "abcde", "24382-12", "24 382", "<script>"])
      expect(zipOf(input), input).toBeNull();
  });
});

describe("what a stock line shows", () => {
  const base = { hydrated: true, store: bristol, today: "2026-12-01", answer: answer(), failed: false };

  it("a quiet placeholder until the page has hydrated, whatever else is known", () => {
    expect(stockView({ ...base, hydrated: false })).toEqual({ kind: "pending" });
    expect(stockView({ ...base, hydrated: false, store: null })).toEqual({ kind: "pending" });
  });

  it("the choice of a store when there is none", () => {
    expect(stockView({ ...base, store: null, answer: undefined })).toEqual({ kind: "choose" });
  });

  it("the placeholder while the answer is on its way", () => {
    expect(stockView({ ...base, answer: undefined })).toEqual({ kind: "pending" });
  });

  it("the store's phone when the request failed", () => {
    expect(stockView({ ...base, answer: undefined, failed: true })).toEqual({
      kind: "call",
      phone: "(423) 555-0103",
    });
  });

  it("the store's line, written from the store's date", () => {
    expect(stockView(base)).toEqual({
      kind: "ready",
      source: "store",
      text: "4 in stock at Bristol, TN · install today",
    });
    expect(
      stockView({ ...base, answer: answer({ onHand: 1, readyBy: "2026-12-03", source: "warehouse" }) }),
    ).toEqual({ kind: "ready", source: "warehouse", text: "Ready Thursday, Dec 3 at Bristol, TN" });
    expect(
      stockView({ ...base, answer: answer({ onHand: 0, readyBy: "2026-12-08", source: "special-order" }) }),
    ).toEqual({ kind: "ready", source: "special-order", text: "Special order: ready about Dec 8" });
  });
});

describe("the store's date", () => {
  it("is the store's calendar day, not the visitor's", () => {
    // 03:30 UTC on Dec 2 is still Dec 1 in the evening on the East Coast.
    const now = Date.UTC(2026, 11, 2, 3, 30);
    expect(storeToday("America/New_York", now)).toBe("2026-12-01");
    expect(storeToday("UTC", now)).toBe("2026-12-02");
  });
});

describe("the stores listed without a store chosen", () => {
  const zones = { 1: "America/New_York", 3: "America/New_York", 4: "America/New_York" };
  const now = zonedToEpoch("2026-12-01", "09:00", "America/New_York");

  it("keeps the API's order, the first few, each with its short line and distance", () => {
    const rows = storeRows(
      [
        answer({ storeId: 3, onHand: 6, miles: 4.2 }),
        answer({ storeId: 1, onHand: 0, readyBy: "2026-12-02", source: "warehouse", miles: 120 }),
        answer({ storeId: 4, onHand: 0, readyBy: "2026-12-03", source: "warehouse", miles: 80 }),
      ],
      zones,
      now,
      2,
    );
    expect(rows).toEqual([
      { storeId: 3, source: "store", text: "6 in stock · install today", miles: 4.2 },
      { storeId: 1, source: "warehouse", text: "Ready tomorrow, Wednesday, Dec 2", miles: 120 },
    ]);
  });

  it("leaves out a store whose time zone it was not given, and gives no distance without a zip", () => {
    const rows = storeRows([answer({ storeId: 9 }), answer({ storeId: 4 })], zones, now, 3);
    expect(rows).toEqual([{ storeId: 4, source: "store", text: "4 in stock · install today" }]);
  });

  it("writes distances to a tenth of a mile up close, whole miles farther out", () => {
    expect(milesLabel(0.44)).toBe("0.4 mi");
    expect(milesLabel(9.96)).toBe("10 mi");
    expect(milesLabel(12.4)).toBe("12 mi");
  });
});

describe("the short line under a store's name", () => {
  it("says what the full line says, without the store's name", () => {
    const today = "2026-12-01";
    expect(storeAvailabilityLine(answer(), today)).toBe("4 in stock · install today");
    expect(storeAvailabilityLine(answer({ readyBy: "2026-12-02", source: "warehouse" }), today)).toBe(
      "Ready tomorrow, Wednesday, Dec 2",
    );
    expect(storeAvailabilityLine(answer({ readyBy: "2026-12-08", source: "special-order" }), today)).toBe(
      "Special order: ready about Dec 8",
    );
  });
});

describe("the dates in stock lines", () => {
  it("read as the browser's own English formatter writes them, for every day of two years", () => {
    const intl = (date: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
    for (let day = "2026-01-01"; day < "2028-01-01"; day = addDays(day, 1)) {
      expect(dayLabel(day)).toBe(intl(day, { weekday: "long", month: "short", day: "numeric" }));
      expect(shortDateLabel(day)).toBe(intl(day, { month: "short", day: "numeric" }));
    }
  });
});
