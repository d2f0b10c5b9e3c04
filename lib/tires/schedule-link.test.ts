import { describe, expect, it } from "vitest";
import { schedulerServices } from "@/data/scheduler-services";
import { installationScheduleHref, parseLinkedVehicle } from "@/lib/scheduling/schedule-link";
import { resolveLinkedService, TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";
import { productHref } from "./product-link";

const query = (href: string) => new URL(href, "https://example.test").searchParams;

describe("schedule installation links", () => {
  it("name a service the scheduler offers", () => {
    expect(schedulerServices.map((service) => service.name)).toContain(TIRE_INSTALLATION_SERVICE);
  });

  it("carry the service, the tire and a set of four", () => {
    const href = installationScheduleHref("michelin-defender2-225-65r17");
    expect(href).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=michelin-defender2-225-65r17&qty=4",
    );
    expect(resolveLinkedService(query(href).get("service"))?.name).toBe(TIRE_INSTALLATION_SERVICE);
  });

  it("carry the vehicle of a vehicle search, encoded, under the names the scheduler reads", () => {
    const href = installationScheduleHref("cooper-discoverer-at3-4s-265-70r17", {
      year: 2020,
      make: "Ford",
      model: "F-150",
      trim: "King Ranch",
    });
    expect(href).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=cooper-discoverer-at3-4s-265-70r17&qty=4&vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150&vehicleTrim=King%20Ranch",
    );
    expect(parseLinkedVehicle(query(href))).toEqual({
      year: "2020",
      make: "Ford",
      model: "F-150",
      trim: "King Ranch",
    });
    expect(installationScheduleHref(null, { year: 2020, make: "Ford", model: "F-150" })).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&vehicleYear=2020&vehicleMake=Ford&vehicleModel=F-150",
    );
  });
});

describe("product links", () => {
  it("carry the searched vehicle, and stay plain without one", () => {
    const url = "/tires/details/michelin-defender2-225-65r17";
    expect(productHref(url, null)).toBe(url);
    const href = productHref(url, { year: "2019", make: "Honda", model: "CR-V", trim: "" });
    expect(href).toBe(`${url}?vehicleYear=2019&vehicleMake=Honda&vehicleModel=CR-V`);
    expect(parseLinkedVehicle(query(href))).toEqual({ year: "2019", make: "Honda", model: "CR-V", trim: "" });
  });
});
