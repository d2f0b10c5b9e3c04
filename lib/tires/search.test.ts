import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { getMakes, getModels, getTrims, getYears, lookupTireSize } from "@/lib/vehicles";
import { passengerCatalog } from "./passenger-tires";
import {
  BRAND_MESSAGE,
  PRICE_MESSAGE,
  PRICE_ORDER_MESSAGE,
  SORT_MESSAGE,
  TYPE_MESSAGE,
  parseFilters,
  type SearchFilters,
} from "./filters";
import { isPassengerResult, searchBySize, searchByVehicle, type SearchResponse } from "./search";
import { readSidewallSize } from "./sidewall-size";
import { canonicalSize, parseSizeQuery, type TireSize } from "./size";

const ALL: SearchFilters = { sort: "price-asc" };

function size(text: string): TireSize {
  const result = parseSizeQuery(text);
  if (!result.ok) throw new Error(result.message);
  return result.size;
}

/** A passenger size's answer, its results typed as the passenger results they all are. */
function passenger(response: SearchResponse) {
  expect(response.results.every(isPassengerResult)).toBe(true);
  return { ...response, results: response.results.filter(isPassengerResult) };
}

const prices = (response: { results: { price: number }[] }) => response.results.map((r) => r.price);

describe("search by size", () => {
  it("answers in the documented shape, with product-size ids and detail URLs", () => {
    const response = searchBySize(size("225/65R17"), ALL);
    expect(response.query).toEqual({ size: "225/65R17" });
    expect(response.sizes).toEqual(["225/65R17"]);
    expect(response.results.length).toBeGreaterThanOrEqual(3);
    expect(response.suggestion).toBeUndefined();
    const defender = response.results.find((r) => r.id === "michelin-defender2-225-65r17");
    expect(defender).toMatchObject({
      brand: "Michelin",
      name: "Defender2",
      size: "225/65R17",
      type: "touring",
      loadIndex: 102,
      speedRating: "H",
      warrantyMiles: 80_000,
      url: "/tires/details/michelin-defender2-225-65r17",
    });
    expect(defender!.price).toBeGreaterThan(100);
  });

  it("gives the same results whichever way the size is typed", () => {
    const reference = searchBySize(size("225/65R17"), ALL);
    for (const form of ["225/65-17", "2256517", "225 65 17", "P225/65R17", "225/65ZR17", " p225/65r17 "]) {
      expect(searchBySize(size(form), ALL), form).toEqual(reference);
    }
  });

  it("keeps light-truck sizes apart: LT265/70R17 lists only LT tires with a load range", () => {
    const lightTruck = searchBySize(size("LT265/70R17"), ALL);
    expect(lightTruck.results.length).toBeGreaterThanOrEqual(3);
    for (const result of passenger(lightTruck).results) {
      expect(result.size).toBe("LT265/70R17");
      expect(result.loadRange).toMatch(/^[CDE]$/);
      expect(result.dualLoadIndex).toBeLessThan(result.loadIndex);
    }
    const passengerSize = passenger(searchBySize(size("265/70R17"), ALL));
    expect(passengerSize.results.every((r) => r.size === "265/70R17" && r.loadRange === undefined)).toBe(
      true,
    );
    expect(searchBySize(size("265/70R17LT"), ALL)).toEqual(lightTruck);
  });

  it("answers a real size nobody stocks with no results and a call-the-store suggestion", () => {
    const response = searchBySize(size("145/80R13"), ALL);
    expect(response.results).toEqual([]);
    expect(response.totalBeforeFilters).toBe(0);
    expect(response.suggestion).toContain(brand.phone);
    expect(response.suggestion).toContain("145/80R13");
  });
});

describe("filters and sorting", () => {
  const search = (raw: Parameters<typeof parseFilters>[0], text = "265/70R17") =>
    passenger(searchBySize(size(text), parseFilters(raw).filters));

  it("filters by type", () => {
    const response = search({ type: "all-terrain" });
    expect(response.results.length).toBeGreaterThan(0);
    expect(response.results.every((r) => r.type === "all-terrain")).toBe(true);
  });

  it("filters by brand, by id or by name in any case", () => {
    for (const name of ["bfgoodrich", "BF Goodrich", "BFGoodrich"]) {
      const response = search({ brand: name }, "LT265/70R17");
      expect(response.results.length, name).toBeGreaterThan(0);
      expect(response.results.every((r) => r.brand === "BF Goodrich")).toBe(true);
    }
  });

  it("filters by price range, both ends inclusive", () => {
    const all = prices(search({}));
    const low = all[1]!;
    const high = all.at(-2)!;
    const response = search({ minPrice: String(low), maxPrice: String(high) });
    expect(prices(response).every((p) => p >= low && p <= high)).toBe(true);
    expect(prices(response)).toContain(low);
    expect(prices(response)).toContain(high);
    expect(response.results.length).toBe(all.filter((p) => p >= low && p <= high).length);
  });

  it("sorts by price both ways, cheapest first by default", () => {
    const ascending = prices(search({}));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = prices(search({ sort: "price-desc" }));
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));
  });

  it("sorts by warranty, longest first, tires without one last", () => {
    const response = search({ sort: "warranty" }, "LT265/70R17");
    const miles = response.results.map((r) => r.warrantyMiles ?? 0);
    expect(miles).toEqual([...miles].sort((a, b) => b - a));
    expect(response.results.at(-1)!.warrantyMiles).toBeNull();
  });

  it("says what the filters hid when they leave nothing", () => {
    const response = search({ brand: "starfire", type: "mud-terrain" });
    expect(response.results).toEqual([]);
    expect(response.totalBeforeFilters).toBeGreaterThan(0);
    expect(response.suggestion).toMatch(/Clear a filter/);
    expect(response.suggestion).toContain(brand.phone);
  });

  it("refuses unusable filter values with customer-worded messages", () => {
    expect(parseFilters({ type: "hover" }).errors).toEqual([TYPE_MESSAGE]);
    expect(parseFilters({ brand: "Acme" }).errors).toEqual([BRAND_MESSAGE]);
    expect(parseFilters({ brand: "roadmaster" }).errors).toEqual([BRAND_MESSAGE]);
    for (const price of ["-5", "abc", "1e3", "99999999", "10001", "12.345", "<b>"]) {
      expect(parseFilters({ minPrice: price }).errors, price).toEqual([PRICE_MESSAGE]);
    }
    expect(parseFilters({ minPrice: "200", maxPrice: "100" }).errors).toEqual([PRICE_ORDER_MESSAGE]);
    expect(parseFilters({ sort: "name" }).errors).toEqual([SORT_MESSAGE]);
    expect(parseFilters({ type: "all-terrain".repeat(20) }).errors).toEqual([TYPE_MESSAGE]);
  });

  it("ignores empty values and reads the rest", () => {
    expect(parseFilters({ type: "", brand: " ", minPrice: null, sort: "WARRANTY" })).toEqual({
      filters: { sort: "warranty" },
      errors: [],
    });
  });
});

describe("search by vehicle", () => {
  it("finds the tires of a trim's factory size and says where the size came from", () => {
    const response = searchByVehicle({ year: 2021, make: "Ford", model: "F-150", trim: "XLT" }, ALL);
    expect(response.query.size).toBe("265/70R17");
    expect(response.query.vehicle).toMatchObject({
      year: 2021,
      make: "Ford",
      trim: "XLT",
      sizeSource: "trim",
    });
    expect(response.sizes).toEqual(["265/70R17"]);
    expect(response).toMatchObject(searchSizesOf("265/70R17"));
  });

  it("without a trim, searches every factory size of the model that year", () => {
    const response = searchByVehicle({ year: 2020, make: "Toyota", model: "Tacoma" }, ALL);
    const expected = new Set(
      getTrims(2020, "Toyota", "Tacoma").map((trim) =>
        canonicalSize(lookupTireSize({ year: 2020, make: "Toyota", model: "Tacoma", trim }).size)!,
      ),
    );
    expect(new Set(response.sizes)).toEqual(expected);
    expect(response.sizes.length).toBeGreaterThan(1);
    expect(response.query.size).toBeNull();
    expect(response.results.every((r) => expected.has(r.size))).toBe(true);
    const trims = response.query.vehicle!.trimSizes.flatMap((s) => s.trims);
    expect(trims.sort()).toEqual(getTrims(2020, "Toyota", "Tacoma").sort());
  });

  it("finds at least 3 tires for every trim of every vehicle in a recent year", () => {
    const year = getYears()[1]!;
    for (const make of getMakes(year)) {
      for (const model of getModels(year, make)) {
        for (const trim of getTrims(year, make, model)) {
          const response = searchByVehicle({ year, make, model, trim }, ALL);
          expect(response.results.length, `${year} ${make} ${model} ${trim}`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});

function searchSizesOf(text: string) {
  const { sizes, results } = searchBySize(size(text), ALL);
  return { sizes, results };
}

describe("catalog lookups", () => {
  it("finds an offer by its id", () => {
    expect(passengerCatalog.getOffer("michelin-defender2-225-65r17")?.size).toBe("225/65R17");
    expect(passengerCatalog.getOffer("nope")).toBeUndefined();
  });
});

describe("search by size across every category", () => {
  function sidewall(text: string) {
    const result = readSidewallSize(text);
    if (!result.ok) throw new Error(result.message);
    return result.size;
  }

  it("finds the commercial tires of 295/75R22.5, each with its category and the quote action", () => {
    const response = searchBySize(sidewall("295/75R22.5"), ALL);
    expect(response.query).toEqual({ size: "295/75R22.5" });
    expect(response.suggestion).toBeUndefined();
    const g661 = response.results.find((r) => r.id === "goodyear-g661-hsa-295-75r22-5");
    expect(g661).toMatchObject({
      category: "commercial",
      brand: "Goodyear",
      name: "G661 HSA",
      size: "295/75R22.5",
      price: 459.99,
      url: "/tires/details/goodyear-g661-hsa-295-75r22-5",
      actions: [
        { kind: "quote", label: "Request a quote", href: "/quote?tire=goodyear-g661-hsa-295-75r22-5" },
        { kind: "call", label: `Call ${brand.salesPhone}`, href: expect.stringMatching(/^tel:/) },
      ],
    });
    expect(response.results.every((r) => r.category === "commercial")).toBe(true);
  });

  it.each([
    ["11R22.5", ["11R22.5", "11-22.5", "11 r 22.5", "11.00R22.5"], "commercial"],
    ["18.4R38", ["18.4-38", "18.4R38", "18.4 38"], "farm"],
    ["710/70R42", ["IF 710/70R42", "710/70R42", "710 70 42", "710/70R42IF"], "farm"],
    ["27.00R49", ["27.00R49", "27.00-49", "27.00 r49"], "mining"],
    ["6.50R10", ["6.50-10", "6.5-10", "6.50R10"], "industrial"],
    ["21x7x15", ["21x7x15", "21 X 7 X 15"], "industrial"],
    ["23.5R25", ["23.5R25", "23.5-25"], "off-road"],
    ["27x9R14", ["27x9R14", "27X9-14", "27 x 9 R 14"], "off-road"],
  ])("%s: the same results however it is typed (%j)", (key, forms, category) => {
    const reference = searchBySize(sidewall(forms[0]!), ALL);
    expect(reference.query.size).toBe(key);
    expect(reference.results.length).toBeGreaterThan(0);
    expect(reference.results.some((r) => r.category === category)).toBe(true);
    for (const form of forms) expect(searchBySize(sidewall(form), ALL), form).toEqual(reference);
  });

  it("lists radial and bias tires of one size together, each under its own written size", () => {
    const sizes = searchBySize(sidewall("17.5-25"), ALL).results.map((r) => r.size);
    expect(new Set(sizes)).toEqual(new Set(["17.5R25", "17.5-25"]));
    const skidSteer = searchBySize(sidewall("12-16.5"), ALL).results.map((r) => r.name);
    expect(skidSteer).toContain("X Tweel SSL");
  });

  it("lists a pickup all-terrain sold on the OTR page once, as the passenger offer it also is", () => {
    const results = searchBySize(sidewall("LT285/70R17"), ALL).results;
    const ko2 = results.filter((r) => r.id === "bfgoodrich-all-terrain-ta-ko2-lt285-70r17");
    expect(ko2).toHaveLength(1);
    expect(ko2[0]!.category).toBe("passenger");
  });

  it("applies price filters and orders to catalog tires; a passenger type filter leaves them out", () => {
    const cheap = searchBySize(sidewall("295/75R22.5"), parseFilters({ maxPrice: "470" }).filters);
    expect(cheap.results.map((r) => r.price).every((p) => p <= 470)).toBe(true);
    expect(cheap.results.length).toBeGreaterThan(0);
    const sorted = prices(searchBySize(sidewall("11R22.5"), parseFilters({ sort: "price-desc" }).filters));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
    const typed = searchBySize(sidewall("11R22.5"), parseFilters({ type: "all-terrain" }).filters);
    expect(typed.results).toEqual([]);
    expect(typed.suggestion).toMatch(/Clear a filter/);
  });

  it("names a size nobody sells in its canonical form when suggesting a call", () => {
    const response = searchBySize(sidewall("38.5x14.5-20"), ALL);
    expect(response.results).toEqual([]);
    expect(response.suggestion).toContain("38.5x14.50R20");
    expect(response.suggestion).toContain(brand.phone);
  });
});
