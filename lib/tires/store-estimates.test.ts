import { describe, expect, it } from "vitest";
import { bookableLocations } from "@/data/locations";
import { outTheDoor } from "./out-the-door";
import { setOfFourPrice } from "./set-price";
import { estimatesByStore } from "./store-estimates";

describe("the out-the-door estimates a page hands its island", () => {
  const estimates = estimatesByStore(119.99, 4);

  it("has every bookable store, with and without road-hazard cover, as the one function computes them", () => {
    expect(Object.keys(estimates).map(Number).sort()).toEqual(bookableLocations.map((s) => s.id).sort());
    for (const store of bookableLocations) {
      const { plain, withCover } = estimates[store.id]!;
      expect(plain.total).toBe(outTheDoor({ storeId: store.id, pricePerTire: 119.99, quantity: 4 }).total);
      expect(withCover.total).toBeGreaterThan(plain.total);
      // Never less than the set installed before fees and tax.
      expect(plain.total).toBeGreaterThanOrEqual(setOfFourPrice(119.99).total);
      expect(plain.note).toMatch(/^Estimate: /);
    }
  });

  it("differs by state: Bristol's 9.25% and tire fee cost more than Ashland's 6% and fee", () => {
    const bristol = bookableLocations.find((s) => s.state === "TN")!;
    const ashland = bookableLocations.find((s) => s.state === "KY")!;
    expect(estimates[bristol.id]!.plain.taxRatePercent).toBe(9.25);
    expect(estimates[ashland.id]!.plain.taxRatePercent).toBe(6);
    expect(estimates[bristol.id]!.plain.total).toBeGreaterThan(estimates[ashland.id]!.plain.total);
  });
});

describe("what the island lists", () => {
  it("the set installed as one line, then the fee (and cover) on top, adding up to the total with tax", () => {
    for (const { plain, withCover } of Object.values(estimatesByStore(119.99, 4))) {
      for (const shown of [plain, withCover]) {
        const cents =
          Math.round(shown.installed * 100) +
          shown.extras.reduce((c, l) => c + Math.round(l.amount * 100), 0);
        expect(cents + Math.round(shown.tax * 100)).toBe(Math.round(shown.total * 100));
        expect(shown.installed).toBe(setOfFourPrice(119.99).total);
      }
      expect(withCover.extras.length).toBe(plain.extras.length + 1);
    }
  });
});
