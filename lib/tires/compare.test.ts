import { beforeEach, describe, expect, it, vi } from "vitest";
import { carriedVehicleQuery, parseLinkedVehicle } from "@/lib/scheduling/schedule-link";
import { passengerCatalog } from "./passenger-tires";
import { compareHref, MAX_COMPARE } from "./compare-link";
import { clearPicks, readPicks, setPicked, subscribeToPicks } from "./compare-picks";
import { readCompareIds } from "./compare";

const [a, b, c, d] = passengerCatalog.bySize("225/65R17").map((offer) => offer.id);

describe("reading a comparison link", () => {
  it("keeps the tires in the order given, from commas or repeated parameters, each once", () => {
    const ids = (selection: ReturnType<typeof readCompareIds>) => selection.products.map((p) => p.offer.id);
    expect(ids(readCompareIds(`${a},${b}`))).toEqual([a, b]);
    expect(ids(readCompareIds([a!, `${b}, ${a}`]))).toEqual([a, b]);
    expect(ids(readCompareIds(` ${c} ,,${a} `))).toEqual([c, a]);
  });

  it("sets unknown ids aside and shows the first three of more", () => {
    const selection = readCompareIds(`nope,${a},${b},${c},${d}`);
    expect(selection.products.map((p) => p.offer.id)).toEqual([a, b, c]);
    expect(selection.unknown).toEqual(["nope"]);
    expect(selection.dropped.map((p) => p.offer.id)).toEqual([d]);
  });

  it("has nothing to show without ids, and never echoes a huge one in full", () => {
    expect(readCompareIds(undefined)).toEqual({ products: [], unknown: [], dropped: [] });
    expect(readCompareIds("")).toEqual({ products: [], unknown: [], dropped: [] });
    const long = "x".repeat(5000);
    expect(readCompareIds(long).unknown[0]!.length).toBeLessThanOrEqual(81);
    expect(
      readCompareIds(
        Array(500)
          .fill("y")
          .map((y, i) => `${y}${i}`),
      ).unknown.length,
    ).toBe(20);
  });

  it("is made by a link that reads back to the same tires", () => {
    expect(compareHref([a!, b!])).toBe(`/tires/compare?ids=${a},${b}`);
    expect(compareHref([])).toBe("/tires/compare");
    const query = new URL(compareHref([a!, b!, c!]), "https://example.test").searchParams.get("ids")!;
    expect(readCompareIds(query).products.map((p) => p.offer.id)).toEqual([a, b, c]);
  });

  it("carries the customer's vehicle after the ids, readable by the scheduler's link reader", () => {
    const vehicle = carriedVehicleQuery({ year: 2020, make: "Toyota", model: "RAV4", trim: "XLE Premium" });
    const href = compareHref([a!, b!], vehicle);
    expect(href).toBe(
      `/tires/compare?ids=${a},${b}&vehicleYear=2020&vehicleMake=Toyota&vehicleModel=RAV4&vehicleTrim=XLE%20Premium`,
    );
    const params = new URL(href, "https://example.test").searchParams;
    expect(parseLinkedVehicle(params)).toEqual({
      year: "2020",
      make: "Toyota",
      model: "RAV4",
      trim: "XLE Premium",
    });
    expect(readCompareIds(params.get("ids")!).products).toHaveLength(2);
    expect(compareHref([], vehicle)).toBe(`/tires/compare?${vehicle}`);
  });
});

describe("picking tires to compare", () => {
  beforeEach(() => clearPicks());

  it(`adds and removes tires, and refuses a fourth with a reason until one is removed`, () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPicks(listener);
    for (const id of [a, b, c]) setPicked({ id: id!, label: id! }, true);
    expect(readPicks().tires.map((t) => t.id)).toEqual([a, b, c]);
    expect(MAX_COMPARE).toBe(3);

    setPicked({ id: d!, label: d! }, true);
    expect(readPicks()).toMatchObject({ refused: true });
    expect(readPicks().tires.map((t) => t.id)).toEqual([a, b, c]);

    setPicked({ id: b!, label: b! }, false);
    expect(readPicks()).toMatchObject({ refused: false });
    setPicked({ id: d!, label: d! }, true);
    expect(readPicks().tires.map((t) => t.id)).toEqual([a, c, d]);
    expect(listener).toHaveBeenCalledTimes(6);
    unsubscribe();
  });

  it("picking the same tire twice keeps it once", () => {
    setPicked({ id: a!, label: "A" }, true);
    setPicked({ id: a!, label: "A" }, true);
    expect(readPicks().tires).toEqual([{ id: a, label: "A" }]);
  });
});
