import { describe, expect, it } from "vitest";
import { brand } from "@/data/brand";
import { VEHICLE_CLASSES, vehicleModels } from "@/data/vehicles";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { canonicalSize } from "@/lib/tires/size";
import { DEFAULT_TIRE_SIZE } from "@/lib/vehicles";
import { typicalSizeForClass } from "@/lib/vehicles/classes";
import {
  BRAND_TIERS,
  PASSENGER_BRAND_IDS,
  PASSENGER_TIRE_TYPES,
  PRICE_TIERS,
  passengerTireLines,
  type PriceTier,
} from "./index";

/**
 * Every size the vehicle lookup can answer with: each trim's placard size, each generation's
 * usual size, the class estimates and the last-resort default. Read from the dataset, so a
 * vehicle added tomorrow is checked tomorrow.
 */
function sizesTheVehicleLookupCanGive(): Map<string, string> {
  const sizes = new Map<string, string>();
  for (const model of vehicleModels) {
    for (const generation of model.generations) {
      const label = `${model.make} ${model.model} ${generation.from}-${generation.to ?? "now"}`;
      for (const size of [...Object.values(generation.trims), generation.defaultSize]) {
        sizes.set(size, label);
      }
    }
  }
  for (const vehicleClass of VEHICLE_CLASSES) sizes.set(typicalSizeForClass(vehicleClass), vehicleClass);
  sizes.set(DEFAULT_TIRE_SIZE, "default size");
  return sizes;
}

describe("passenger and light-truck catalog", () => {
  it("has at least 40 product lines with unique ids", () => {
    const ids = passengerTireLines.map((line) => line.id);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every product size a unique id and a details URL", () => {
    const ids = passengerCatalog.offers.map((offer) => offer.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const offer of passengerCatalog.offers) {
      expect(offer.id).toMatch(/^[a-z0-9]+(-[a-z0-9.]+)+$/);
      expect(offer.url).toBe(`/tires/details/${offer.id}`);
    }
  });

  it("describes every line: known brand and type, a short description, features", () => {
    for (const line of passengerTireLines) {
      expect(PASSENGER_BRAND_IDS, line.id).toContain(line.brand);
      expect(PASSENGER_TIRE_TYPES, line.id).toContain(line.type);
      expect(line.id.startsWith(`${line.brand}-`), line.id).toBe(true);
      const sentences = line.description.split(/(?<=[.!?])\s+/).length;
      expect(sentences, line.id).toBeGreaterThanOrEqual(1);
      expect(sentences, line.id).toBeLessThanOrEqual(3);
      expect(line.features.length, line.id).toBeGreaterThanOrEqual(3);
      expect(line.sizes.length, line.id).toBeGreaterThan(0);
      if (line.warrantyMiles !== null) {
        expect(line.warrantyMiles % 5000, line.id).toBe(0);
        expect(line.warrantyMiles, line.id).toBeGreaterThanOrEqual(20_000);
        expect(line.warrantyMiles, line.id).toBeLessThanOrEqual(90_000);
      }
    }
  });

  it("grades no winter line and keeps UTQG grades in their real ranges", () => {
    for (const line of passengerTireLines) {
      if (line.type === "winter") expect(line.utqg, line.id).toBeNull();
      if (line.utqg) {
        expect(line.utqg.treadwear, line.id).toBeGreaterThanOrEqual(100);
        expect(line.utqg.treadwear, line.id).toBeLessThanOrEqual(900);
      }
      if (line.sizes.every((s) => s.size.startsWith("LT"))) expect(line.utqg, line.id).toBeNull();
    }
    for (const offer of passengerCatalog.offers) {
      if (offer.size.startsWith("LT")) expect(offer.utqg, offer.id).toBeNull();
    }
  });

  it("writes sizes canonically, once per line, with LT details only on LT sizes", () => {
    for (const line of passengerTireLines) {
      const sizes = line.sizes.map((s) => s.size);
      expect(new Set(sizes).size, line.id).toBe(sizes.length);
      for (const entry of line.sizes) {
        const label = `${line.id} ${entry.size}`;
        expect(canonicalSize(entry.size), label).toBe(entry.size);
        expect(entry.loadIndex, label).toBeGreaterThanOrEqual(70);
        expect(entry.loadIndex, label).toBeLessThanOrEqual(135);
        const lightTruck = entry.size.startsWith("LT");
        expect(entry.loadRange !== undefined, label).toBe(lightTruck);
        expect(entry.dualLoadIndex !== undefined, label).toBe(lightTruck);
        if (entry.dualLoadIndex !== undefined)
          expect(entry.dualLoadIndex, label).toBeLessThan(entry.loadIndex);
        if (lightTruck) expect(entry.extraLoad, label).toBeUndefined();
      }
    }
  });

  it("prices every tire in dollars and cents, within what passenger tires cost", () => {
    for (const offer of passengerCatalog.offers) {
      expect(offer.price, offer.id).toBeGreaterThan(0);
      const cents = offer.price * 100;
      expect(Math.abs(cents - Math.round(cents)), offer.id).toBeLessThan(1e-6);
      expect(offer.price, offer.id).toBeGreaterThanOrEqual(60);
      expect(offer.price, offer.id).toBeLessThanOrEqual(600);
    }
  });

  it("puts every brand in a price tier, and value tires below premium ones in each size", () => {
    for (const id of PASSENGER_BRAND_IDS) expect(PRICE_TIERS).toContain(BRAND_TIERS[id]);
    for (const size of passengerCatalog.sizes()) {
      const cheapest = (tier: PriceTier) =>
        Math.min(
          ...passengerCatalog
            .bySize(size)
            .filter((o) => o.tier === tier)
            .map((o) => o.price),
        );
      const good = cheapest("good");
      const best = cheapest("best");
      if (Number.isFinite(good) && Number.isFinite(best)) expect(good, size).toBeLessThan(best);
    }
  });

  it("offers at least 3 tires in at least 2 price tiers for every size a vehicle can get", () => {
    const weak: string[] = [];
    for (const [written, vehicle] of sizesTheVehicleLookupCanGive()) {
      const size = canonicalSize(written);
      expect(size, `${vehicle}: ${written}`).not.toBeNull();
      const offers = passengerCatalog.bySize(size!);
      const tiers = new Set(offers.map((offer) => offer.tier));
      if (offers.length < 3 || tiers.size < 2) {
        weak.push(`${written} (${vehicle}): ${offers.length} tires in ${tiers.size} tiers`);
      }
    }
    expect(weak).toEqual([]);
  });

  it("states the installation package price and what it includes", () => {
    expect(brand.tireInstallation.pricePerTire).toBeGreaterThan(0);
    expect(brand.tireInstallation.includes.length).toBeGreaterThanOrEqual(3);
  });
});
