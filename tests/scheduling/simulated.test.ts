import { describe, expect, it } from "vitest";
import { simulatedBusyDay, simulatedProvider } from "@/lib/calendar/simulated-provider";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NY = "America/New_York";

describe("simulated availability", () => {
  it("gives the same busy time for a store and date on every call", () => {
    const a = simulatedBusyDay("norton@alleghenytire.example", "2026-11-23", NY);
    const b = simulatedBusyDay("NORTON@alleghenytire.example", "2026-11-23", NY);
    expect(a).toEqual(b);
  });

  it("gives each kind of unit the store has a few jobs, and none to kinds it lacks", () => {
    // Norton: 4 bays, 1 rack, 2 truck bays. Windber: no truck bay.
    for (const date of ["2026-11-23", "2026-11-24", "2026-11-25", "2026-12-01"]) {
      const norton = simulatedBusyDay("norton@alleghenytire.example", date, NY);
      const bays = norton.filter((b) => b.kind === "bay").length;
      expect(bays).toBeGreaterThanOrEqual(4);
      expect(bays).toBeLessThanOrEqual(8);
      expect(norton.filter((b) => b.kind === "alignment").length).toBeLessThanOrEqual(2);
      expect(norton.filter((b) => b.kind === "truck-bay").length).toBeLessThanOrEqual(4);
      const windber = simulatedBusyDay("windber@alleghenytire.example", date, NY);
      expect(windber.some((b) => b.kind === "truck-bay")).toBe(false);
    }
  });

  it("differs between stores and between days, and stays inside opening hours", () => {
    const norton = simulatedBusyDay("norton@alleghenytire.example", "2026-11-23", NY);
    expect(simulatedBusyDay("bristol@alleghenytire.example", "2026-11-23", NY)).not.toEqual(norton);
    expect(simulatedBusyDay("norton@alleghenytire.example", "2026-11-24", NY)).not.toEqual(norton);
    const open = zonedToEpoch("2026-11-23", "07:30", NY);
    for (const b of norton.filter((x) => x.kind !== "field")) {
      expect(b.start).toBeGreaterThanOrEqual(open);
      expect(b.end - b.start).toBeGreaterThanOrEqual(30 * 60_000);
      expect(b.end - b.start).toBeLessThanOrEqual(120 * 60_000);
    }
    // A service truck out on a phoned-in job is gone for a whole arrival window.
    const trucks = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"].flatMap((date) =>
      simulatedBusyDay("norton@alleghenytire.example", date, NY)
        .filter((b) => b.kind === "field")
        .map((b) => ({ ...b, date })),
    );
    expect(trucks.length).toBeGreaterThan(0);
    for (const b of trucks) {
      const windowStarts = ["07:30", "12:00"].map((t) => zonedToEpoch(b.date, t, NY));
      expect(windowStarts).toContain(b.start);
      expect(b.end - b.start).toBe(270 * 60_000);
    }
  });

  it("answers busy-time queries through the provider interface", async () => {
    const store = {
      id: 5,
      name: "Norton, VA",
      email: "norton@alleghenytire.example",
      timeZone: NY,
      address: "",
    };
    const from = zonedToEpoch("2026-11-23", "00:00", NY);
    const busy = await simulatedProvider.getBusy(store, from, from + 86_400_000);
    expect(busy).toEqual(simulatedBusyDay(store.email, "2026-11-23", NY));
  });
});
