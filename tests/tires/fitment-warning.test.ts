import { describe, expect, it } from "vitest";
import { bookedTiresFitNote } from "@/lib/appointments/booked-tires";
import { fitmentWarning } from "@/lib/tires/fitment-warning";
import { lookupTireSize } from "@/lib/vehicles";

const civic = { year: 2019, make: "Honda", model: "Civic", trim: "LX" };
const tires = (size: string) => ({
  productId: "x",
  quantity: 4,
  brand: "BFGoodrich",
  name: "All-Terrain T/A KO2",
  size,
  pricePerTire: 199.99,
  installationPerTire: 25,
});

describe("tires that don't fit the vehicle", () => {
  it("knows the 2019 Civic LX's factory size from the vehicle data", () => {
    expect(lookupTireSize(civic)).toEqual({ size: "215/55R16", source: "trim" });
  });

  it("warns when the chosen size is not the factory size, and says nothing when it is", () => {
    const factory = lookupTireSize(civic);
    expect(fitmentWarning("265/70R17", civic, factory)).toBe(
      "These are 265/70R17; a 2019 Civic LX takes 215/55R16. Call us if you're unsure.",
    );
    expect(fitmentWarning("215/55R16", civic, factory)).toBeNull();
    // The same size written another way is the same size.
    expect(fitmentWarning("P215/55R16", civic, factory)).toBeNull();
  });

  it("stays quiet when the vehicle's size is only a guess", () => {
    expect(fitmentWarning("265/70R17", civic, { size: "225/55R17", source: "class" })).toBeNull();
    expect(fitmentWarning("265/70R17", civic, { size: "225/55R17", source: "default" })).toBeNull();
  });

  it("gives the store's e-mail the same note from the booking's tires and vehicle", () => {
    const vehicle = JSON.stringify({ year: "2019", make: "Honda", model: "Civic", trim: "LX" });
    expect(bookedTiresFitNote(tires("265/70R17"), vehicle)).toBe(
      "These are 265/70R17; a 2019 Civic LX takes 215/55R16. Call us if you're unsure.",
    );
    expect(bookedTiresFitNote(tires("215/55R16"), vehicle)).toBeNull();
    expect(bookedTiresFitNote(null, vehicle)).toBeNull();
    expect(bookedTiresFitNote(tires("265/70R17"), null)).toBeNull();
    // A vehicle typed in because our lists lack it has no known size: no note.
    const typed = JSON.stringify({ year: "2008", make: "Chevrolet", model: "Silverado 1500" });
    expect(bookedTiresFitNote(tires("265/70R17"), typed)).toBeNull();
  });
});
