import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { dropOffPolicy } from "@/data/store-capacity";
import { visitAddOns } from "@/data/visit-add-ons";
import { visitText } from "@/lib/appointments/presentation";
import { servicesOfferedAt } from "@/lib/scheduling/services";
import { addOnsFor, availabilityPath, formatDuration, visitLine } from "@/components/schedule/wizard-visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const names = (offered: { service: { name: string } }[]) => offered.map((o) => o.service.name);

describe("services offered to add to a visit", () => {
  it("pairs scheduler services with another service, each pair once", () => {
    const known = new Set(schedulerServices.map((s) => s.name));
    for (const pair of visitAddOns) {
      expect(known.has(pair.main), pair.main).toBe(true);
      expect(known.has(pair.addOn), pair.addOn).toBe(true);
      expect(pair.addOn).not.toBe(pair.main);
      expect(pair.reason).toMatch(/^[A-Z].+\.$/);
    }
    const keys = visitAddOns.map((p) => `${p.main} > ${p.addOn}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("offers an alignment after tires or brakes, and a rotation and an oil change with each other", () => {
    const charleston = servicesOfferedAt(findLocation(1)!);
    expect(names(addOnsFor("Tire Sales & Installation", charleston))).toEqual(["Wheel Alignment"]);
    expect(names(addOnsFor("Brake Service", charleston))).toEqual(["Wheel Alignment"]);
    expect(names(addOnsFor("Oil Changes", charleston))).toEqual(["Tire Rotation"]);
    expect(names(addOnsFor("Tire Rotation", charleston))).toEqual(["Oil Changes"]);
    expect(names(addOnsFor("Wheel Alignment", charleston))).toEqual([]);
    expect(names(addOnsFor("Commercial Tire Service", charleston))).toEqual([]);
  });

  it("offers only what the store does, with the store's own entry for it", () => {
    const noRack = [
      { name: "Tire Sales & Installation", durationMinutes: 60 },
      { name: "Oil Changes", durationMinutes: 30 },
    ];
    expect(addOnsFor("Tire Sales & Installation", noRack)).toEqual([]);
    const rotation = { name: "Tire Rotation", durationMinutes: 30, slug: "tire-rotation" };
    expect(addOnsFor("Oil Changes", [...noRack, rotation])).toEqual([
      { service: rotation, reason: expect.any(String) },
    ]);
  });
});

describe("how the wizard words a visit", () => {
  it("writes durations in hours and minutes", () => {
    expect([1, 30, 45, 60, 90, 105, 120, 150].map(formatDuration)).toEqual([
      "1 minute",
      "30 minutes",
      "45 minutes",
      "1 hour",
      "1 hour 30 minutes",
      "1 hour 45 minutes",
      "2 hours",
      "2 hours 30 minutes",
    ]);
  });

  it("says a wait and a drop-off exactly as the booking reply will", () => {
    const store = findLocation(1)!;
    const date = "2026-11-23";
    const { readyBy } = dropOffPolicy(store.id);
    const at = (time: string) => zonedToEpoch(date, time, store.timeZone);
    const visit = {
      serviceName: "Tire Sales & Installation",
      addOns: ["Wheel Alignment"],
      storeId: store.id,
    };

    const wait = visitLine({ visit: "wait", time: "09:00", minutes: 105, readyBy });
    expect(wait).toBe("You wait: 9:00 AM to about 10:45 AM");
    expect(wait).toBe(
      visitText({ ...visit, visit: "wait", startsAt: at("09:00"), endsAt: at("09:00") + 105 * 60_000 }),
    );

    const dropOff = visitLine({ visit: "drop-off", time: "07:30", minutes: 105, readyBy });
    expect(dropOff).toBe("Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM");
    expect(dropOff).toBe(
      visitText({ ...visit, visit: "drop-off", startsAt: at("07:30"), endsAt: at(readyBy) }),
    );
  });
});

describe("the availability request", () => {
  const base = { storeEmail: "windber@alleghenytire.example", date: "2026-11-23" };

  it("asks for a plain wait as before", () => {
    expect(availabilityPath({ ...base, service: "Oil Changes", addOns: [], visit: "wait" })).toBe(
      "/api/stores/windber%40alleghenytire.example/availability/2026-11-23?service=Oil+Changes",
    );
  });

  it("carries the add-ons and a drop-off", () => {
    const path = availabilityPath({
      ...base,
      service: "Tire Sales & Installation",
      addOns: ["Wheel Alignment", "Tire Rotation"],
      visit: "drop-off",
    });
    const query = new URL(path, "http://localhost").searchParams;
    expect(query.get("service")).toBe("Tire Sales & Installation");
    expect(query.get("addOns")).toBe("Wheel Alignment,Tire Rotation");
    expect(query.get("visit")).toBe("drop-off");
  });
});
