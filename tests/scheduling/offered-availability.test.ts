import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { GET as moveTimes } from "@/app/api/appointments/[reference]/availability/[date]/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { findLocationByEmail, locations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { getAvailability } from "@/lib/appointments/availability";
import { resetDatabase } from "@/lib/db";
import { offersService, storeOffersService } from "@/lib/scheduling/services";
import { visitShape } from "@/lib/scheduling/visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { bookOilChange, NORTON } from "../support/booking";
import { params, useFreshDatabase } from "../support/scheduling-env";

/**
 * One rule for what a store offers (lib/scheduling/services.ts): the availability answers free time
 * for exactly the (store, service) pairs the booking takes, and none for the rest.
 */

const MONDAY = "2026-11-23"; // a normal open weekday, no holiday near enough to close it
const NOW = zonedToEpoch("2026-11-20", "12:00", "America/New_York"); // the Friday before, at noon

interface Slot {
  time: string;
  available: boolean;
  remaining: number;
}

async function ask(storeEmail: string, service: string) {
  const response = await availability(
    new Request(`http://x/?${new URLSearchParams({ service })}`),
    params({ storeEmail, date: MONDAY }),
  );
  const body = (await response.json()) as { success: boolean; availableSlots?: Slot[] };
  return { status: response.status, body };
}

describe("availability follows what a store offers", () => {
  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => resetDatabase());

  it("has no free time for a pair the rule turns away, and some for every pair it takes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    let offered = 0;
    let refused = 0;
    for (const location of locations) {
      for (const service of schedulerServices) {
        const pair = `${service.name} at ${location.name}`;
        const { status, body } = await ask(location.email, service.name);
        if (!location.bookable) {
          // Facilities take no appointments: no store to ask, so no time at all.
          expect(offersService(location, service), pair).toBe(false);
          expect(status, pair).toBe(404);
          refused++;
          continue;
        }
        expect(status, pair).toBe(200);
        expect(body.success, pair).toBe(true);
        // The day's times either way: the normal answer, never an empty or missing list.
        expect(body.availableSlots?.length, pair).toBeGreaterThan(0);
        const free = body.availableSlots!.filter((s) => s.available);
        if (offersService(location, service)) {
          expect(free.length, pair).toBeGreaterThan(0);
          offered++;
        } else {
          expect(free, pair).toEqual([]);
          expect(
            body.availableSlots!.every((s) => s.remaining === 0),
            pair,
          ).toBe(true);
          refused++;
        }
      }
    }
    expect(offered + refused).toBe(locations.length * schedulerServices.length);
    // Both sides of the rule are exercised: beyond the three facilities, some stores lack some services.
    expect(offered).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(3 * schedulerServices.length);
  });

  it("answers Charleston and Williamson's farm service as the booking does: not there", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    for (const email of ["charleston@alleghenytire.example", "williamson@alleghenytire.example"]) {
      const { status, body } = await ask(email, "Farm Tire Service");
      expect(status).toBe(200);
      // An on-site service: the two arrival windows, neither with a truck to send.
      expect(body.availableSlots).toEqual([
        { time: "07:30", available: false, remaining: 0 },
        { time: "12:00", available: false, remaining: 0 },
      ]);
      // The same service by its link slug is the same answer.
      expect((await ask(email, "farm-tire-service")).body.availableSlots).toEqual(body.availableSlots);
    }
  });

  it("lists on a store's page only the bookable services the rule offers there", () => {
    // Store pages and their structured data show a store's own list; the scheduler must take each
    // bookable service on it (a listed service without its kind of unit would be promised, then refused).
    for (const location of locations.filter((l) => l.bookable)) {
      for (const name of location.services) {
        const service = schedulerServices.find((s) => s.name === name);
        if (service) expect(offersService(location, service), `${name} at ${location.name}`).toBe(true);
      }
    }
  });

  it("has no free time for a visit chaining a service the store does not offer", async () => {
    // Crab Orchard has a heavy-truck bay but does not do truck alignments: its units alone would allow it.
    const crabOrchard = findLocationByEmail("craborchard@alleghenytire.example")!;
    const truckAlignment = schedulerServices.find((s) => s.name === "Commercial Truck Alignment")!;
    const oil = schedulerServices.find((s) => s.name === "Oil Changes")!;
    expect(offersService(crabOrchard, truckAlignment)).toBe(false);
    const alone = await getAvailability(crabOrchard, MONDAY, visitShape("wait", [oil]), NOW);
    expect(alone.slots.some((s) => s.available)).toBe(true);
    const chained = await getAvailability(
      crabOrchard,
      MONDAY,
      visitShape("wait", [oil, truckAlignment]),
      NOW,
    );
    expect(chained.slots.length).toBeGreaterThan(0);
    expect(chained.slots.filter((s) => s.available)).toEqual([]);
  });

  it("offers no new time to an appointment whose service its store no longer offers", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const { reference, token } = await bookOilChange({ store: NORTON, date: MONDAY, time: "09:00" });
    const times = async () => {
      const response = await moveTimes(
        new Request(`http://x/?${new URLSearchParams({ token })}`),
        params({ reference, date: MONDAY }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { availableSlots: Slot[] }).availableSlots;
    };
    expect((await times()).some((s) => s.available)).toBe(true);

    // The store drops oil changes from its list after the booking.
    const norton = findLocationByEmail(NORTON)!;
    const listed = norton.services;
    norton.services = listed.filter((s) => !storeOffersService([s], "Oil Changes"));
    try {
      const after = await times();
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((s) => s.available)).toEqual([]);
    } finally {
      norton.services = listed;
    }
  });
});
