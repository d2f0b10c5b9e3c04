import { describe, expect, it } from "vitest";
import { simulatedBusyDay, simulatedProvider } from "@/lib/calendar/simulated-provider";
import { zonedToEpoch } from "@/lib/scheduling/zoned-time";

const NY = "America/New_York";

describe("simulated availability", () => {
  it("gives the same busy time for a store and date on every call", () => {
    const a = simulatedBusyDay("norton@alleghenytire.example", "2026-11-23", NY);
    const b = simulatedBusyDay("NORTON@alleghenytire.example", "2026-11-23", NY);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(2);
    expect(a.length).toBeLessThanOrEqual(4);
  });

  it("differs between stores and between days, and stays inside opening hours", () => {
    const norton = simulatedBusyDay("norton@alleghenytire.example", "2026-11-23", NY);
    expect(simulatedBusyDay("bristol@alleghenytire.example", "2026-11-23", NY)).not.toEqual(norton);
    expect(simulatedBusyDay("norton@alleghenytire.example", "2026-11-24", NY)).not.toEqual(norton);
    const open = zonedToEpoch("2026-11-23", "07:30", NY);
    for (const b of norton) {
      expect(b.start).toBeGreaterThanOrEqual(open);
      expect(b.end - b.start).toBeGreaterThanOrEqual(30 * 60_000);
      expect(b.end - b.start).toBeLessThanOrEqual(120 * 60_000);
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
