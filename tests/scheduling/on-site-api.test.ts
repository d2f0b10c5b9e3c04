import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { bookingSender } from "../support/booking";
import { drainMail } from "../support/mail";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const WYTHEVILLE = "wytheville@alleghenytire.example";

interface Slot {
  time: string;
  available: boolean;
  remaining: number;
}

const SITE = {
  street: "1450 Mill Creek Rd",
  city: "Max Meadows",
  state: "VA",
  zip: "24360",
  directions: "Gate code 4512, second field past the red barn.",
  machine: "Tractor, John Deere 8R 410",
  tireSize: "18.4-38",
  position: "rear left",
};

async function windows(date: string, query = "service=farm-tire-service"): Promise<Slot[]> {
  const response = await availability(
    new Request(`http://x/?${query}`),
    params({ storeEmail: WYTHEVILLE, date }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { availableSlots: Slot[] }).availableSlots;
}

const send = bookingSender<{
  icsUrl: string;
  visit: string;
  arrivalWindow: string | null;
  visitLabel: string;
  site: typeof SITE | null;
}>(
  { storeGroupEmail: WYTHEVILLE, serviceName: "Farm Tire Service" },
  { firstName: "Ruth", lastName: "Akers", phone: "2765550147" },
);

const stored = async (reference: string) => (await (await getDatabase()).findByReference(reference))!;

describe.each(["sqlite", "postgres"] as DatabaseKind[])("on-site service on %s", (kind) => {
  let date: string;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(5);
  });
  afterAll(() => resetDatabase());

  it("answers the two arrival windows with the trucks free, in the usual reply shape", async () => {
    const slots = await windows(date);
    expect(slots.map((s) => s.time)).toEqual(["07:30", "12:00"]);
    for (const s of slots) expect(s.remaining).toBeLessThanOrEqual(2); // Wytheville has two trucks
    expect(slots.some((s) => s.available)).toBe(true);
    const refused = await availability(
      new Request("http://x/?service=farm-tire-service&visit=drop-off"),
      params({ storeEmail: WYTHEVILLE, date }),
    );
    expect(refused.status).toBe(400);
  });

  it("books the farmer's request for a window and tells the store and the customer everything", async () => {
    const open = (await windows(date)).find((s) => s.available)!;
    const reply = await send({ date, time: open.time, site: SITE, comments: "Valve stem sheared." });
    expect(reply.status, reply.body.error).toBe(200);
    const window = open.time === "07:30" ? "7:30 AM to 12:00 PM" : "12:00 PM to 4:30 PM";
    expect(reply.body.appointment).toMatchObject({ visit: "on-site", arrivalWindow: window, site: SITE });
    const a = await stored(reply.body.appointment.reference);
    // Work at the customer's site stays a request, even for a customer who proved their address.
    expect(a.status).toBe("requested");
    expect(a.vehicle).toBeNull();
    expect(a.site).toEqual(SITE);
    expect(a.segments).toHaveLength(1);
    expect(a.segments[0]).toMatchObject({ kind: "field", serviceName: "Farm Tire Service" });
    expect(a.endsAt - a.startsAt).toBe(270 * 60_000);
    expect((await windows(date)).find((s) => s.time === open.time)!.remaining).toBe(open.remaining - 1);

    const mine = (await drainMail()).filter((m) => m.text.includes(a.reference));
    const store = mine.find((m) => m.kind === "booking-store")!;
    expect(store.subject).toContain("on-site, Farm Tire Service");
    for (const line of [
      "Site: 1450 Mill Creek Rd, Max Meadows, VA 24360",
      "Machine: Tractor, John Deere 8R 410",
      "Tire: 18.4-38, rear left",
      "Directions: Gate code 4512, second field past the red barn.",
      `Arrival window: ${window}`,
      `Booked on: Service truck ${a.segments[0]!.unit}`,
    ])
      expect(store.text).toContain(line);
    const customer = mine.find((m) => m.kind === "booking-customer")!;
    expect(customer.subject).toContain(`arriving ${window}`);
    expect(customer.text).toContain("our crew calls you at (276) 555-0147 before arriving");
    // A breakdown before the day is road service: the 24/7 line, or the request online.
    expect(customer.text).toMatch(
      /Broken down before then\? Call our 24\/7 road service at \(800\) 555-0199 or request it online at https?:\/\/\S+\/road-service\./,
    );
    expect(customer.text).not.toMatch(/Service truck \d/);
    expect(customer.ics).toContain("LOCATION:1450 Mill Creek Rd\\, Max Meadows\\, VA 24360");
  });

  it("refuses what an on-site request cannot carry, each with its worded 400", async () => {
    const base = { date, time: "12:00", site: SITE };
    const refusals: [Record<string, unknown>, string][] = [
      [{ site: undefined }, "Please tell us where the work is: street or road, city, state and zip code."],
      [
        { vehicle: { year: "2019", make: "Ford", model: "F-150" } },
        "On-site service is for the machine at your site, not a car. Please describe the machine instead of a vehicle.",
      ],
      [{ time: "09:00" }, "Please choose a morning or afternoon arrival window."],
      [
        { addOns: ["Tire Rotation"] },
        "On-site service is booked on its own. Please remove the extra services.",
      ],
      [
        { visit: "drop-off" },
        "On-site service comes to you: there is nothing to drop off. Please choose an arrival window.",
      ],
      [
        { serviceName: "Oil Changes", time: "10:00" },
        "A work site is only taken for on-site services. Please leave it out for work at the store.",
      ],
    ];
    for (const [change, message] of refusals)
      expect(await send({ ...base, ...change })).toMatchObject({ status: 400, body: { error: message } });
  });

  it("refuses a site out of reach, naming the nearest store that goes there", async () => {
    const far = await send({
      date,
      time: "12:00",
      site: { ...SITE, street: "100 Long St", city: "Columbus", state: "OH", zip: "43215" },
    });
    expect(far.status).toBe(400);
    expect(far.body.error).toContain("Our Ashland, KY store, about 105 miles away");
    expect(far.body.nearestStore).toMatchObject({ name: "Ashland, KY", miles: 105 });
    const unknown = await send({ date, time: "12:00", site: { ...SITE, zip: "00000" } });
    expect(unknown).toMatchObject({ status: 400, body: { error: expect.stringContaining("00000") } });
  });

  it("takes a window while trucks are free, then answers 409 with the windows left", async () => {
    const later = upcomingWeekday(8);
    const before = (await windows(later)).find((s) => s.time === "12:00")!;
    for (let i = 0; i < before.remaining; i++)
      expect((await send({ date: later, time: "12:00", site: SITE })).status).toBe(200);
    const full = await send({ date: later, time: "12:00", site: SITE });
    expect(full.status).toBe(409);
    expect(full.body.availableSlots?.find((s) => s.time === "12:00")).toMatchObject({ available: false });
  });

  it("lets the customer move to the other window under the same rules", async () => {
    // The open day after the one the test above fills: a fixed offset can fold both onto one
    // Monday (from a Friday, 8 and 10 days ahead are both the Monday after next).
    const day = upcomingWeekday(1, zonedToEpoch(upcomingWeekday(8), "12:00", "America/New_York"));
    // Simulated phone jobs take at most one of Wytheville's two trucks a window: both are open.
    expect((await windows(day)).map((s) => s.available)).toEqual([true, true]);
    const reply = await send({ date: day, time: "07:30", site: SITE });
    expect(reply.status).toBe(200);
    const { reference } = reply.body.appointment;
    const token = new URL(reply.body.appointment.manageUrl, "http://x").searchParams.get("token")!;
    const refused = await reschedule(
      jsonRequest("/x", { token, date: day, time: "09:00" }),
      params({ reference }),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Please choose a morning or afternoon arrival window\./,
    );
    const moved = await reschedule(
      jsonRequest("/x", { token, date: day, time: "12:00" }),
      params({ reference }),
    );
    expect(moved.status).toBe(200);
    const a = await stored(reference);
    expect(a.time).toBe("12:00");
    expect(a.endsAt - a.startsAt).toBe(270 * 60_000);
    expect(a.segments[0]).toMatchObject({ kind: "field" });
    const mail = (await drainMail()).find(
      (m) => m.kind.startsWith("rescheduled") && m.text.includes(reference),
    );
    expect(mail?.subject).toContain("arriving 12:00 PM to 4:30 PM");
  });
});
