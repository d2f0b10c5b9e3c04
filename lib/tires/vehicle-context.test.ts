import { describe, expect, it } from "vitest";
import { readVehicleContext } from "./vehicle-context";
import { vehicleLabel, vehicleQuery } from "./vehicle-query";

const F150 = { year: "2020", make: "ford", model: "f-150", trim: "xlt" };

describe("the vehicle a size page was opened for", () => {
  it("is read in the dataset's spelling when its factory size is the page's size", () => {
    const vehicle = readVehicleContext(F150, "265/70R17");
    expect(vehicle).toEqual({ year: 2020, make: "Ford", model: "F-150", trim: "XLT" });
    expect(vehicleLabel(vehicle!)).toBe("2020 Ford F-150 XLT");
    expect(vehicleQuery(vehicle!)).toBe("year=2020&make=Ford&model=F-150&trim=XLT");
  });

  it("may leave out the trim when one of the model's trims comes on the size", () => {
    expect(readVehicleContext({ ...F150, trim: null }, "275/65R18")).toEqual({
      year: 2020,
      make: "Ford",
      model: "F-150",
    });
  });

  it("is nothing for another size, an unknown vehicle or a malformed query", () => {
    expect(readVehicleContext(F150, "275/65R18")).toBeNull();
    for (const raw of [
      { ...F150, year: "1999" },
      { ...F150, year: "2020.0" },
      { ...F150, make: "Fordd" },
      { ...F150, model: "F-1500" },
      { ...F150, trim: "Nope" },
      { ...F150, make: "x".repeat(1000) },
      {},
    ]) {
      expect(readVehicleContext(raw, "265/70R17"), JSON.stringify(raw).slice(0, 60)).toBeNull();
    }
  });

  it("is written into links with every name encoded", () => {
    expect(vehicleQuery({ year: 2021, make: "Ford", model: "F-150", trim: "King Ranch" })).toBe(
      "year=2021&make=Ford&model=F-150&trim=King%20Ranch",
    );
  });
});
