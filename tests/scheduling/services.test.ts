import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { servicesOfferedAt, storeOffersService } from "@/lib/scheduling/services";

describe("service matching", () => {
  it("matches when either name contains the other, ignoring case", () => {
    expect(storeOffersService(["tire sales & installation"], "Tire Sales & Installation")).toBe(true);
    expect(storeOffersService(["Commercial Tire Service"], "Commercial Tire")).toBe(true);
    expect(storeOffersService(["Alignment"], "Commercial Truck Alignment")).toBe(true);
    expect(storeOffersService(["Oil Changes"], "Brake Service")).toBe(false);
    expect(storeOffersService(["", "  "], "Brake Service")).toBe(false);
    expect(storeOffersService(["Brake Service"], "  ")).toBe(false);
  });

  it("has SPEC's ten services and durations", () => {
    expect(schedulerServices.map((s) => [s.name, s.durationMinutes])).toEqual([
      ["Tire Sales & Installation", 60],
      ["Wheel Alignment", 45],
      ["Oil Changes", 30],
      ["Brake Service", 45],
      ["Commercial Tire Service", 90],
      ["OTR Tire Service", 120],
      ["Industrial Tire Service", 90],
      ["Farm Tire Service", 90],
      ["Mining Tire Service", 120],
      ["Commercial Truck Alignment", 60],
    ]);
  });

  it("offers farm service only at the stores that list it, and the essentials everywhere", () => {
    const farmStores = [1, 2, 3, 4, 5, 6, 7, 8].filter((id) =>
      servicesOfferedAt(findLocation(id)!).some((s) => s.name === "Farm Tire Service"),
    );
    expect(farmStores).toEqual([2, 4, 6, 7]);
    for (let id = 1; id <= 8; id++) {
      expect(servicesOfferedAt(findLocation(id)!).map((s) => s.name)).toEqual(
        expect.arrayContaining(["Tire Sales & Installation", "Oil Changes"]),
      );
    }
  });
});
