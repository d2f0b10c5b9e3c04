import { describe, expect, it } from "vitest";
import { parseFilters } from "./filters";
import { passengerCatalog } from "./passenger-tires";
import { SPEED_SYMBOLS, speedRank } from "./service-description";
import {
  applyServiceFilter,
  isBelowService,
  readServiceFilter,
  serviceFilterOf,
  serviceQuery,
} from "./service-filter";
import { filterHref } from "./size-page";

describe("comparing a tire with the customer's load index and speed rating", () => {
  it("orders speed ratings as they really rank, H between U and V", () => {
    const order = ["L", "M", "N", "P", "Q", "R", "S", "T", "U", "H", "V", "W", "Y"] as const;
    for (let i = 1; i < order.length; i++) {
      expect(speedRank(order[i - 1]!), `${order[i - 1]} < ${order[i]}`).toBeLessThan(speedRank(order[i]!));
    }
    expect(speedRank("A8")).toBeLessThan(speedRank("B"));
    expect(speedRank("Z")).toBe(speedRank("V"));
    expect(new Set(SPEED_SYMBOLS.map(speedRank)).size).toBe(SPEED_SYMBOLS.length - 1);
  });

  it("sets apart a tire rated for a lower speed or a lower load", () => {
    const wanted = { load: 121, speed: "S" } as const;
    expect(isBelowService({ loadIndex: 121, speedRating: "S" }, wanted)).toBe(false);
    expect(isBelowService({ loadIndex: 121, speedRating: "T" }, wanted)).toBe(false);
    expect(isBelowService({ loadIndex: 123, speedRating: "H" }, wanted)).toBe(false);
    expect(isBelowService({ loadIndex: 121, speedRating: "R" }, wanted)).toBe(true);
    expect(isBelowService({ loadIndex: 121, speedRating: "Q" }, wanted)).toBe(true);
    expect(isBelowService({ loadIndex: 120, speedRating: "T" }, wanted)).toBe(true);
    // A Z (ZR) tire is at least a V tire; an H tire is not.
    expect(isBelowService({ loadIndex: 94, speedRating: "V" }, { speed: "Z" })).toBe(false);
    expect(isBelowService({ loadIndex: 94, speedRating: "H" }, { speed: "Z" })).toBe(true);
    expect(isBelowService({ loadIndex: 94, speedRating: "Z" }, { speed: "V" })).toBe(false);
    expect(isBelowService({ loadIndex: 60, speedRating: "A8" }, { load: 60 })).toBe(false);
  });

  it("compares a dual load index by its single-tire index", () => {
    expect(serviceFilterOf({ load: { single: 121, dual: 118 }, speed: "S" })).toEqual({
      load: 121,
      speed: "S",
    });
    expect(serviceFilterOf({ load: null, speed: null })).toBeNull();
    expect(serviceFilterOf(null)).toBeNull();
  });

  it("hides the LT265/70R17 tires rated Q and R from a customer with 121/118S, and can list them marked", () => {
    const offers = passengerCatalog.bySize("LT265/70R17");
    const belowS = offers.filter((o) => o.speedRating === "Q" || o.speedRating === "R");
    expect(belowS.length).toBeGreaterThan(0);
    const hidden = applyServiceFilter(offers, { load: 121, speed: "S" });
    expect(hidden.hidden).toBe(belowS.length);
    expect(hidden.listed.length).toBe(offers.length - belowS.length);
    expect(hidden.listed.every((o) => o.speedRating === "S")).toBe(true);
    const shown = applyServiceFilter(offers, { load: 121, speed: "S", showLower: true });
    expect(shown.listed).toEqual(offers);
    expect(shown.hidden).toBe(0);
    expect([...shown.lower].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      belowS.sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(applyServiceFilter(offers, undefined)).toMatchObject({ listed: offers, hidden: 0 });
  });
});

describe("the filter in a size page's address", () => {
  it("reads what it can and leaves the rest out", () => {
    expect(readServiceFilter({ load: "121", speed: "s" })).toEqual({ load: 121, speed: "S" });
    expect(readServiceFilter({ load: "121", speed: "S", lower: "shown" })).toEqual({
      load: 121,
      speed: "S",
      showLower: true,
    });
    expect(readServiceFilter({ load: "abc", speed: "I", lower: "shown" })).toEqual({});
    expect(readServiceFilter({ load: "999", speed: "A9" })).toEqual({});
    expect(readServiceFilter({ load: "-5", speed: "SS" })).toEqual({});
  });

  it("travels through every filter link and reads back to the same filters", () => {
    const filters = { sort: "price-asc", brand: "kelly", service: { load: 121, speed: "S" } } as const;
    const href = filterHref("lt265-70r17", filters, {});
    expect(href).toBe("/tires/size/lt265-70r17?brand=kelly&load=121&speed=S");
    const shown = filterHref("lt265-70r17", filters, { service: { ...filters.service, showLower: true } });
    expect(shown).toBe("/tires/size/lt265-70r17?brand=kelly&load=121&speed=S&lower=shown");
    const raw = Object.fromEntries(new URL(shown, "http://localhost").searchParams);
    expect(parseFilters(raw)).toEqual({
      filters: { ...filters, service: { load: 121, speed: "S", showLower: true } },
      errors: [],
    });
    expect(serviceQuery({ load: 102, speed: "H" })).toBe("?load=102&speed=H");
    expect(serviceQuery(null)).toBe("");
  });
});
