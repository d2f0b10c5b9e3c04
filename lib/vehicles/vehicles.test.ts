import { describe, expect, it } from "vitest";
import { vehicleModels, type VehicleModelSource } from "@/data/vehicles";
import {
  createVehicleCatalog,
  currentModelYear,
  DEFAULT_TIRE_SIZE,
  DEFAULT_TRIMS,
  FIRST_MODEL_YEAR,
  getMakes,
  getModels,
  getTrims,
  getYears,
  lookupTireSize,
  parseTireSize,
  vehicleClassLabel,
} from "./index";

/** The 26 makes SPEC.md's finder lists for every year from 2016. */
const SPEC_MAKES = [
  "Acura",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Dodge",
  "Ford",
  "GMC",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Jeep",
  "Kia",
  "Lexus",
  "Lincoln",
  "Mazda",
  "Mercedes-Benz",
  "Mitsubishi",
  "Nissan",
  "Ram",
  "Subaru",
  "Tesla",
  "Toyota",
  "Volkswagen",
];

const modelName = (m: VehicleModelSource) => `${m.make} ${m.model}`;

describe("vehicle dataset integrity", () => {
  it("offers all 26 makes in every model year from 2016 on", () => {
    for (const year of getYears().filter((y) => y >= 2016)) {
      expect(getMakes(year), String(year)).toEqual(SPEC_MAKES);
    }
  });

  it("has at least one model for every make in every year, 2010 included", () => {
    for (const year of getYears()) {
      const makes = getMakes(year);
      expect(makes.length, String(year)).toBeGreaterThan(0);
      for (const make of makes) expect(getModels(year, make).length, `${year} ${make}`).toBeGreaterThan(0);
    }
  });

  it("respects brand start years (Ram from 2011, Tesla from 2012)", () => {
    expect(getMakes(2010)).not.toContain("Ram");
    expect(getModels(2010, "Dodge")).toContain("Ram 1500");
    expect(getModels(2011, "Dodge")).not.toContain("Ram 1500");
    expect(getMakes(2011)).not.toContain("Tesla");
    expect(getModels(2012, "Tesla")).toEqual(["Model S"]);
  });

  it("lists each make/model once", () => {
    const keys = vehicleModels.map((m) => modelName(m).toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("writes every trim size and default size in a form parseTireSize reads", () => {
    for (const model of vehicleModels) {
      for (const g of model.generations) {
        for (const size of [...Object.values(g.trims), g.defaultSize]) {
          expect(parseTireSize(size), `${modelName(model)} ${g.from}: ${size}`).not.toBeNull();
        }
      }
    }
  });

  it("orders generations newest first, within 2010..current, without overlaps", () => {
    const current = currentModelYear();
    for (const model of vehicleModels) {
      expect(model.generations.length, modelName(model)).toBeGreaterThan(0);
      model.generations.forEach((g, i) => {
        const label = `${modelName(model)} ${g.from}-${g.to ?? "now"}`;
        const to = g.to ?? current;
        expect(g.from, label).toBeGreaterThanOrEqual(FIRST_MODEL_YEAR);
        expect(g.from, label).toBeLessThanOrEqual(to);
        expect(to, label).toBeLessThanOrEqual(current);
        const older = model.generations[i + 1];
        if (older) expect(older.to ?? current, `${label} overlaps the next`).toBeLessThan(g.from);
      });
    }
  });

  it("gives each generation 1-6 trims with no duplicates, even ignoring case", () => {
    for (const model of vehicleModels) {
      for (const g of model.generations) {
        const trims = Object.keys(g.trims).map((t) => t.toLowerCase());
        const label = `${modelName(model)} ${g.from}`;
        expect(trims.length, label).toBeGreaterThanOrEqual(1);
        expect(trims.length, label).toBeLessThanOrEqual(6);
        expect(new Set(trims).size, label).toBe(trims.length);
      }
    }
  });
});

describe("year, make, model and trim lists", () => {
  it("runs years from the current model year down to 2010", () => {
    const years = getYears();
    expect(years[0]).toBe(currentModelYear());
    expect(years.at(-1)).toBe(2010);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years).toHaveLength(currentModelYear() - 2010 + 1);
  });

  it("offers nothing outside the year range", () => {
    expect(getMakes(2009)).toEqual([]);
    expect(getMakes(currentModelYear() + 1)).toEqual([]);
    expect(getMakes(2020.5)).toEqual([]);
  });

  it("sorts models and keeps trims in the maker's order", () => {
    const models = getModels(2024, "Ford");
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
    expect(models).toContain("F-150");
    expect(getTrims(2024, "Ford", "F-150")).toEqual([
      "XL",
      "XLT",
      "Lariat",
      "King Ranch",
      "Platinum",
      "Tremor",
    ]);
  });

  it("matches make and model regardless of case and spacing", () => {
    expect(getModels(2024, " ford ")).toEqual(getModels(2024, "Ford"));
    expect(getTrims(2024, "FORD", "f-150")).toEqual(getTrims(2024, "Ford", "F-150"));
    expect(getModels(2024, "mercedes-benz")).toContain("GLC");
  });

  it("gives no trims for a model not sold that year or unknown", () => {
    expect(getTrims(2014, "Ford", "Ranger")).toEqual([]);
    expect(getTrims(2024, "Ford", "Model T")).toEqual([]);
  });
});

describe("lookupTireSize fallback chain", () => {
  it("uses the exact trim of that year first", () => {
    expect(lookupTireSize({ year: 2021, make: "Ford", model: "F-150", trim: "XLT" })).toEqual({
      size: "265/70R17",
      source: "trim",
    });
    expect(lookupTireSize({ year: 2018, make: "Toyota", model: "Tacoma", trim: "TRD Off-Road" })).toEqual({
      size: "265/70R16",
      source: "trim",
    });
  });

  it("matches make, model and trim regardless of case", () => {
    expect(lookupTireSize({ year: 2021, make: "ford", model: "f-150", trim: "xlt" })).toEqual({
      size: "265/70R17",
      source: "trim",
    });
  });

  it("falls back to the model's usual size that year for an unknown or missing trim", () => {
    expect(lookupTireSize({ year: 2021, make: "Ford", model: "F-150", trim: "Premium" })).toEqual({
      size: "265/70R17",
      source: "model",
    });
    expect(lookupTireSize({ year: 2012, make: "Honda", model: "Civic" })).toEqual({
      size: "195/65R15",
      source: "model",
    });
  });

  it("uses the same trim in 2023 when the model was not sold that year", () => {
    // No 2013 Colorado: the 2023 ZR2 is the closest thing to an answer.
    expect(lookupTireSize({ year: 2013, make: "Chevrolet", model: "Colorado", trim: "ZR2" })).toEqual({
      size: "LT285/70R17",
      source: "model",
    });
  });

  it("then uses the first trim of the nearest generation", () => {
    expect(lookupTireSize({ year: 2013, make: "Chevrolet", model: "Colorado", trim: "Nope" })).toEqual({
      size: "P225/75R15",
      source: "model",
    });
  });

  it("estimates by class for a model it does not know", () => {
    expect(lookupTireSize({ year: 2024, make: "Ford", model: "F-350 Super Duty", trim: "XL" })).toEqual({
      size: "265/70R17",
      source: "class",
    });
    expect(lookupTireSize({ year: 2024, make: "Ford", model: "E-350", trim: "Cargo" })).toEqual({
      size: "LT245/75R16",
      source: "class",
    });
    expect(lookupTireSize({ year: 2024, make: "Lexus", model: "LC", trim: "500" }).source).toBe("class");
  });

  it("ends with 225/55R17 when nothing is known", () => {
    expect(lookupTireSize({ year: 2024, make: "Acme", model: "Roadrunner", trim: "Base" })).toEqual({
      size: DEFAULT_TIRE_SIZE,
      source: "default",
    });
    expect(DEFAULT_TIRE_SIZE).toBe("225/55R17");
  });
});

describe("createVehicleCatalog", () => {
  const models: VehicleModelSource[] = [
    {
      make: "Acme",
      model: "Wagon",
      class: "midsize-suv",
      generations: [
        { from: 2020, to: null, trims: {}, defaultSize: "235/65R17" },
        { from: 2012, to: 2015, trims: { Base: "P215/70R16" }, defaultSize: "P215/70R16" },
      ],
    },
  ];
  const at = (iso: string) => createVehicleCatalog(models, () => new Date(iso));

  it("offers SPEC.md's default trims when a generation lists none", () => {
    expect(at("2026-11-22T12:00:00Z").getTrims(2024, "acme", "wagon")).toEqual([...DEFAULT_TRIMS]);
    expect(DEFAULT_TRIMS).toEqual(["Base", "Premium", "Sport", "Limited", "Touring"]);
  });

  it("rolls the newest year over in October", () => {
    expect(at("2026-09-30T23:59:59Z").getYears()[0]).toBe(2026);
    expect(at("2026-10-01T00:00:00Z").getYears()[0]).toBe(2027);
    expect(at("2026-09-30T23:59:59Z").getModels(2027, "Acme")).toEqual([]);
    expect(at("2026-10-01T00:00:00Z").getModels(2027, "Acme")).toEqual(["Wagon"]);
  });

  it("falls back to the nearest generation's first trim across a sales gap", () => {
    // 2017 is two years after the old generation and three before the new one.
    expect(at("2026-11-22T12:00:00Z").lookupTireSize({ year: 2017, make: "Acme", model: "Wagon" })).toEqual({
      size: "P215/70R16",
      source: "model",
    });
  });
});

describe("parseTireSize", () => {
  it.each([
    ["P265/70R17", { prefix: "P", width: 265, aspectRatio: 70, construction: "R", rimDiameter: 17 }],
    ["LT275/65R20", { prefix: "LT", width: 275, aspectRatio: 65, construction: "R", rimDiameter: 20 }],
    ["ST205/75D15", { prefix: "ST", width: 205, aspectRatio: 75, construction: "D", rimDiameter: 15 }],
    ["245/40ZR18", { width: 245, aspectRatio: 40, construction: "ZR", rimDiameter: 18 }],
    ["225/45R17", { width: 225, aspectRatio: 45, construction: "R", rimDiameter: 17 }],
    [" lt 245/75 r16 ", { prefix: "LT", width: 245, aspectRatio: 75, construction: "R", rimDiameter: 16 }],
    ["225/70R19.5", { width: 225, aspectRatio: 70, construction: "R", rimDiameter: 19.5 }],
  ])("reads %s", (text, expected) => {
    expect(parseTireSize(text)).toEqual(expected);
  });

  it("leaves the prefix out when there is none", () => {
    expect(parseTireSize("245/40ZR18")).not.toHaveProperty("prefix");
  });

  it.each([
    "",
    "garbage",
    "265/70R",
    "265-70-17",
    "265/70/17",
    "999/99R99",
    "265/72R17",
    "P265/70R17X",
    "XP265/70R17",
    "265/70R17.3",
    "11R22.5",
    "35x12.50R20",
  ])("rejects %j", (text) => {
    expect(parseTireSize(text)).toBeNull();
  });
});

describe("currentModelYear", () => {
  it.each([
    ["2026-01-01T00:00:00Z", 2026],
    ["2026-09-30T23:59:59Z", 2026],
    ["2026-10-01T00:00:00Z", 2027],
    ["2026-11-22T12:00:00Z", 2027],
    ["2026-12-31T23:59:59Z", 2027],
  ])("on %s is %d", (iso, year) => {
    expect(currentModelYear(new Date(iso))).toBe(year);
  });
});

describe("vehicleClassLabel", () => {
  it("names each class for people", () => {
    expect(vehicleClassLabel("full-suv")).toBe("Full-size SUV");
    expect(vehicleClassLabel("pickup")).toBe("Pickup truck");
  });
});
