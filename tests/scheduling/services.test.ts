import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { resolveLinkedService, servicesOfferedAt, storeOffersService } from "@/lib/scheduling/services";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";

describe("service matching", () => {
  it("matches when either name contains the other, ignoring case", () => {
    expect(storeOffersService(["tire sales & installation"], "Tire Sales & Installation")).toBe(true);
    expect(storeOffersService(["Commercial Tire Service"], "Commercial Tire")).toBe(true);
    expect(storeOffersService(["Alignment"], "Commercial Truck Alignment")).toBe(true);
    expect(storeOffersService(["Oil Changes"], "Brake Service")).toBe(false);
    expect(storeOffersService(["", "  "], "Brake Service")).toBe(false);
    expect(storeOffersService(["Brake Service"], "  ")).toBe(false);
  });

  it("has SPEC's ten services and durations, then the two advertised on the home page", () => {
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
      ["Tire Rotation", 30],
      ["Flat Tire Repair", 30],
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

  it("offers Tire Rotation and Flat Tire Repair at every store, and a booking for them validates", () => {
    for (let id = 1; id <= 8; id++) {
      const offered = servicesOfferedAt(findLocation(id)!).map((s) => s.name);
      expect(offered).toEqual(expect.arrayContaining(["Tire Rotation", "Flat Tire Repair"]));
    }
    for (const serviceName of ["Tire Rotation", "Flat Tire Repair"]) {
      const result = validateBookingRequest({
        storeGroupEmail: findLocation(3)!.email,
        serviceName,
        durationMinutes: 30,
        date: "2026-11-23",
        time: "09:00",
        customer: { firstName: "Ada", lastName: "Hatfield", email: "ada@example.com", phone: "2765550142" },
      });
      expect(result.ok).toBe(true);
    }
  });

  it("gives every service a unique link slug made of its name", () => {
    const slugs = schedulerServices.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const service of schedulerServices)
      expect(service.slug).toBe(service.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  });

  it("resolves a linked service by name (any case) or slug, and nothing else", () => {
    expect(resolveLinkedService("Farm Tire Service")?.name).toBe("Farm Tire Service");
    expect(resolveLinkedService("  farm tire SERVICE ")?.name).toBe("Farm Tire Service");
    expect(resolveLinkedService("tire-rotation")?.name).toBe("Tire Rotation");
    expect(resolveLinkedService("Tire Sales & Installation")?.slug).toBe("tire-sales-installation");
    for (const unknown of [null, undefined, "", "Tire", "rotation", "tire_rotation", "<script>"])
      expect(resolveLinkedService(unknown)).toBeUndefined();
  });
});
