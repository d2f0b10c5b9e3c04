import { describe, expect, it } from "vitest";
import type { VehicleModelSource } from "@/data/vehicles";
import { currentModelYear } from "@/lib/vehicles/model-year";
import { buildFitmentIndex, fitmentCount, vehiclesOnSize, yearRangeText } from "./fitment";

const NOW = new Date("2026-03-01T12:00:00Z");

const models: VehicleModelSource[] = [
  {
    make: "Honda",
    model: "Civic",
    class: "compact-sedan",
    generations: [
      { from: 2022, to: null, trims: { LX: "215/55R16", EX: "215/50R17" }, defaultSize: "215/55R16" },
      { from: 2016, to: 2021, trims: { LX: "215/55R16", EX: "215/50R17" }, defaultSize: "215/55R16" },
      // A different set of trims on the size starts a span of its own.
      { from: 2012, to: 2015, trims: { LX: "P215/55R16", EX: "P215/55R16" }, defaultSize: "215/55R16" },
      // Before the years the site offers: left out.
      { from: 2001, to: 2005, trims: { LX: "215/55R16" }, defaultSize: "215/55R16" },
    ],
  },
  {
    make: "Ford",
    model: "F-250",
    class: "pickup",
    generations: [
      {
        from: 2008,
        to: 2016,
        trims: { XL: "LT245/75R17", Lariat: "245/75R17", "King Ranch": "245/75ZR17" },
        defaultSize: "LT245/75R17",
      },
    ],
  },
];

describe("vehicles that leave the factory on a size", () => {
  const index = buildFitmentIndex(models, NOW);

  it("merges back-to-back generations with the same trims, up to the current model year", () => {
    expect(index.get("215/55R16")).toEqual([
      {
        make: "Honda",
        model: "Civic",
        years: [
          { from: 2016, to: 2026, trims: ["LX"] },
          { from: 2012, to: 2015, trims: ["LX", "EX"] },
        ],
      },
    ]);
    expect(index.get("215/50R17")?.[0]?.years).toEqual([{ from: 2016, to: 2026, trims: ["EX"] }]);
  });

  it("reads placard sizes the way the catalog writes them, and keeps light-truck sizes apart", () => {
    expect(index.get("LT245/75R17")).toEqual([
      { make: "Ford", model: "F-250", years: [{ from: 2010, to: 2016, trims: ["XL"] }] },
    ]);
    // P-metric, Euro-metric and ZR placards are one passenger size.
    expect(index.get("245/75R17")?.[0]?.years[0]?.trims).toEqual(["Lariat", "King Ranch"]);
    expect(index.has("P215/55R16")).toBe(false);
  });

  it("lists makes and models alphabetically and counts every year-and-trim combination", () => {
    const both = buildFitmentIndex([...models, { ...models[0]!, make: "Acura", model: "ILX" }], NOW).get(
      "215/55R16",
    )!;
    expect(both.map((f) => `${f.make} ${f.model}`)).toEqual(["Acura ILX", "Honda Civic"]);
    // 2016-2026 LX (11) + 2012-2015 LX and EX (8)
    expect(fitmentCount(index.get("215/55R16")!)).toBe(19);
    expect(yearRangeText({ from: 2016, to: 2021 })).toBe("2016–2021");
    expect(yearRangeText({ from: 2024, to: 2024 })).toBe("2024");
  });

  it("finds the real dataset's vehicles, e.g. every F-150 XLT on 265/70R17", () => {
    const f150 = vehiclesOnSize("265/70R17", NOW).find((f) => f.make === "Ford" && f.model === "F-150");
    expect(f150?.years).toEqual([{ from: 2010, to: currentModelYear(NOW), trims: ["XLT"] }]);
    expect(vehiclesOnSize("145/80R13", NOW)).toEqual([]);
  });
});
