import { describe, expect, it } from "vitest";
import { allTires } from "@/lib/tires/category-tires";
import { rimDiameter } from "@/lib/tires/rim";

describe("rim diameters in equipment sizes", () => {
  it("reads every way these sizes are written", () => {
    expect(rimDiameter("295/75R22.5")).toBe("22.5");
    expect(rimDiameter("18.4-38")).toBe("38");
    expect(rimDiameter("IF 710/70R42")).toBe("42");
    expect(rimDiameter("21x7x15")).toBe("15");
    expect(rimDiameter("12N16.5")).toBe("16.5");
    expect(rimDiameter("12.5/80-18")).toBe("18");
    expect(rimDiameter("27.00R49")).toBe("49");
    expect(rimDiameter("tires")).toBeNull();
  });

  it("finds one for every tire in the catalog, so the category filter misses none", () => {
    expect(allTires.filter((t) => rimDiameter(t.size) === null).map((t) => t.size)).toEqual([]);
  });
});
