import { describe, expect, it } from "vitest";
import { schedulerServices } from "@/data/scheduler-services";
import { TIRE_INSTALLATION_SERVICE, installationScheduleHref } from "./schedule-link";

describe("schedule installation links", () => {
  it("name a service the scheduler offers", () => {
    expect(schedulerServices.map((service) => service.name)).toContain(TIRE_INSTALLATION_SERVICE);
  });

  it("carry the service, the tire and a set of four", () => {
    expect(installationScheduleHref("michelin-defender2-225-65r17")).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=michelin-defender2-225-65r17&qty=4",
    );
  });

  it("carry the vehicle of a vehicle search, encoded, with or without a trim", () => {
    const href = installationScheduleHref("cooper-discoverer-at3-4s-265-70r17", {
      year: 2020,
      make: "Ford",
      model: "F-150",
      trim: "King Ranch",
    });
    expect(href).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&tire=cooper-discoverer-at3-4s-265-70r17&qty=4&year=2020&make=Ford&model=F-150&trim=King%20Ranch",
    );
    const params = new URL(href, "https://example.test").searchParams;
    expect(params.get("service")).toBe("Tire Sales & Installation");
    expect(installationScheduleHref("x", { year: 2020, make: "Mercedes-Benz", model: "C-Class" })).toMatch(
      /&model=C-Class$/,
    );
    expect(installationScheduleHref(null, { year: 2020, make: "Ford", model: "F-150" })).toBe(
      "/schedule?service=Tire%20Sales%20%26%20Installation&year=2020&make=Ford&model=F-150",
    );
  });
});
