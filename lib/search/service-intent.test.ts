import { describe, expect, it } from "vitest";
import {
  brandEntries,
  catalogTireEntries,
  categoryEntries,
  lineEntries,
  vehicleModelEntries,
} from "./search-data";
import { namedServices } from "./service-intent";

describe("reading a breakdown or a repair in a search", () => {
  it.each([
    "roadside",
    "road side",
    "Roadside assistance",
    "road service",
    "emergency",
    "emergency tire service",
    "breakdown",
    "broken down",
    "my truck broke down on I-81",
    "blowout",
    "blew out a drive tire",
    "stranded",
    "24/7",
    "24 hour",
    "24-hour tire service",
    "tow",
    "tow truck",
    "towing",
  ])("%j asks for road service, not a repair", (text) => {
    expect(namedServices(text)).toEqual({ roadService: true, flatRepair: false });
  });

  it.each(["flat", "Flat tire", "flat tire on the highway", "flat repair", "225/65R17 flat"])(
    "%j is a flat: road service and the store repair both",
    (text) => {
      expect(namedServices(text)).toEqual({ roadService: true, flatRepair: true });
    },
  );

  it.each(["puncture", "nail in tire", "tire repair", "slow leak", "plug"])(
    "%j is a repair at a store",
    (text) => {
      expect(namedServices(text)).toEqual({ roadService: false, flatRepair: true });
    },
  );

  it("reads whole words only: a town, a model or a brand is not a breakdown", () => {
    for (const text of ["town and country", "Roadmaster", "flotation", "245/70R17", "24", "247x", "towne"]) {
      expect(namedServices(text), text).toEqual({ roadService: false, flatRepair: false });
    }
  });

  it("finds no service in any name the catalog and the vehicles use", () => {
    const names = [
      ...brandEntries().map((brand) => brand.name),
      ...lineEntries().map((entry) => `${entry.brand} ${entry.line.name}`),
      ...catalogTireEntries().map((tire) => `${tire.brand} ${tire.name} ${tire.size}`),
      ...categoryEntries().flatMap((category) => [category.label, ...category.phrases]),
      ...vehicleModelEntries().map((model) => `${model.make} ${model.model}`),
    ];
    expect(names.length).toBeGreaterThan(100);
    const misread = names.filter((name) => {
      const found = namedServices(name);
      return found.roadService || found.flatRepair;
    });
    expect(misread).toEqual([]);
  });
});
