import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { POST as storeAction } from "@/app/api/appointments/[reference]/store-action/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { linkToken } from "@/lib/appointments/link-tokens";
import { getDatabase, resetDatabase } from "@/lib/db";
import { bookingSender } from "../support/booking";
import { drainMail } from "../support/mail";
import {
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const BRISTOL = "bristol@alleghenytire.example";
const WINDBER = "windber@alleghenytire.example";

interface Slot {
  time: string;
  available: boolean;
  remaining: number;
}

async function slots(store: string, date: string, query: string): Promise<Slot[]> {
  const response = await availability(new Request(`http://x/?${query}`), params({ storeEmail: store, date }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { availableSlots: Slot[] }).availableSlots;
}

const send = bookingSender<{ services: string[]; visitLabel: string; endTimeLabel: string }>(
  { storeGroupEmail: BRISTOL },
  { firstName: "Ada", lastName: "Cap", phone: "4235550142" },
);

const stored = async (reference: string) => (await (await getDatabase()).findByReference(reference))!;

describe.each(["sqlite", "postgres"] as DatabaseKind[])("store capacity on %s", (kind) => {
  let date: string;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(6);
  });
  afterAll(() => resetDatabase());

  it("books an oil change and an alignment at the same time: different kinds never block each other", async () => {
    const oil = (await slots(BRISTOL, date, "service=Oil%20Changes")).filter((s) => s.available);
    const rack = new Set(
      (await slots(BRISTOL, date, "service=Wheel%20Alignment")).filter((s) => s.available).map((s) => s.time),
    );
    const time = oil.find((s) => rack.has(s.time))!.time;
    const first = await send({ serviceName: "Oil Changes", date, time });
    const second = await send({ serviceName: "Wheel Alignment", date, time });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await stored(first.body.appointment.reference)).segments[0]).toMatchObject({ kind: "bay" });
    expect((await stored(second.body.appointment.reference)).segments[0]).toMatchObject({
      kind: "alignment",
      unit: 1,
    });
    // Bristol has one rack: the time is gone for alignments, not for oil changes.
    expect(
      (await slots(BRISTOL, date, "service=Wheel%20Alignment")).find((s) => s.time === time)?.available,
    ).toBe(false);
    expect(
      (await slots(BRISTOL, date, "service=Oil%20Changes")).find((s) => s.time === time)?.remaining,
    ).toBe(oil.find((s) => s.time === time)!.remaining - 1);
  });

  it("runs add-on services back to back on their own units and tells both sides every service", async () => {
    const chain = "service=Tire%20Sales%20%26%20Installation&addOns=Wheel%20Alignment";
    const free = (await slots(BRISTOL, date, chain)).filter((s) => s.available);
    const time = free.at(-1)!.time;
    const reply = await send({
      serviceName: "Tire Sales & Installation",
      addOns: ["Wheel Alignment"],
      date,
      time,
      comments: "Pulls to the right since the pothole on Route 11.",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.appointment.services).toEqual(["Tire Sales & Installation", "Wheel Alignment"]);
    expect(reply.body.appointment.visitLabel).toMatch(/^You wait: .+ to about .+/);
    const a = await stored(reply.body.appointment.reference);
    expect(a.durationMinutes).toBe(105);
    expect(a.segments.map((s) => s.kind)).toEqual(["bay", "alignment"]);
    expect(a.segments[1]!.startsAt).toBe(a.segments[0]!.endsAt);
    expect(a.endsAt).toBe(a.segments[1]!.endsAt);
    // The chain's last start is the last time the whole chain ends by closing (4:30 PM).
    expect(free.every((s) => s.time <= "14:45")).toBe(true);

    const mine = (await drainMail()).filter((m) => m.text.includes(a.reference));
    const customer = mine.find((m) => m.kind === "booking-customer")!;
    expect(customer.subject).toContain("Tire Sales & Installation + Wheel Alignment");
    expect(customer.text).toContain("Your notes: Pulls to the right since the pothole on Route 11.");
    expect(customer.text).not.toMatch(/Bay \d|Rack \d/);
    const store = mine.find((m) => m.kind === "booking-store")!;
    expect(store.text).toMatch(/Booked on: Bay \d, Rack 1/);
  });

  it("refuses unknown, repeated and unoffered add-ons with worded 400s", async () => {
    const base = { serviceName: "Oil Changes", date, time: "10:00" };
    expect(await send({ ...base, addOns: ["Teleportation"] })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('We don\'t offer "Teleportation"') },
    });
    expect(await send({ ...base, addOns: ["Tire Rotation", "Tire Rotation"] })).toMatchObject({
      status: 400,
      body: { error: "Tire Rotation is listed twice. Please choose each service once." },
    });
    expect(await send({ ...base, addOns: ["Oil Changes"] })).toMatchObject({ status: 400 });
    expect(
      await send({ ...base, storeGroupEmail: WINDBER, addOns: ["Commercial Truck Alignment"] }),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("not offered at the Windber, PA store") },
    });
    expect(await send({ ...base, addOns: "Wheel Alignment" })).toMatchObject({
      status: 400,
      body: { error: "Please choose extra services from the list." },
    });
    expect(
      await send({
        ...base,
        addOns: ["Tire Rotation", "Brake Service", "Wheel Alignment", "Flat Tire Repair"],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: "Please choose at most 3 extra services for one visit." },
    });
    expect(await send({ ...base, visit: "valet" })).toMatchObject({
      status: 400,
      body: { error: "Please choose whether you'll wait for your vehicle or drop it off." },
    });
    // A store without a heavy-truck bay offers no truck work at all.
    expect(
      await send({ ...base, storeGroupEmail: WINDBER, serviceName: "Commercial Tire Service" }),
    ).toMatchObject({
      status: 400,
    });
    const bad = await availability(
      new Request("http://x/?service=Oil%20Changes&addOns=Commercial%20Truck%20Alignment"),
      params({ storeEmail: WINDBER, date }),
    );
    expect(bad.status).toBe(400);
  });

  it("counts drop-offs per day against the store's limit, not against a time", async () => {
    const dropDate = upcomingWeekday(9);
    const day = await slots(BRISTOL, dropDate, "service=Brake%20Service&visit=drop-off");
    expect(day).toEqual([{ time: "07:30", available: true, remaining: 6 }]);
    expect(
      await send({ serviceName: "Brake Service", visit: "drop-off", date: dropDate, time: "09:00" }),
    ).toMatchObject({
      status: 400,
      body: { error: "Drop-offs are made when the store opens. Please choose 7:30 AM." },
    });
    const first = await send({
      serviceName: "Brake Service",
      visit: "drop-off",
      date: dropDate,
      time: "07:30",
    });
    expect(first.status).toBe(200);
    expect(first.body.appointment.visitLabel).toBe(
      "Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM",
    );
    expect((await stored(first.body.appointment.reference)).segments).toMatchObject([
      { kind: "drop-off", unit: 1 },
    ]);
    // Four more take the day to its last place; then six race for it and exactly one wins.
    for (let i = 0; i < 4; i++)
      expect(
        (await send({ serviceName: "Oil Changes", visit: "drop-off", date: dropDate, time: "07:30" })).status,
      ).toBe(200);
    const race = await Promise.all(
      Array.from({ length: 6 }, () =>
        send({ serviceName: "Oil Changes", visit: "drop-off", date: dropDate, time: "07:30" }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(race.find((r) => r.status === 409)?.body.availableSlots).toEqual([
      { time: "07:30", available: false, remaining: 0 },
    ]);
    // The bays are untouched by drop-offs.
    expect((await slots(BRISTOL, dropDate, "service=Oil%20Changes")).some((s) => s.remaining === 5)).toBe(
      true,
    );
  });

  it("keeps a moved appointment's bay when it is free, and the store can move it to another bay", async () => {
    const moveDate = upcomingWeekday(12);
    const free = (await slots(BRISTOL, moveDate, "service=Oil%20Changes")).filter(
      (s) => s.available && s.remaining >= 3,
    );
    const [from, to] = [free[0]!.time, free.at(-1)!.time];
    const reply = await send({ serviceName: "Oil Changes", date: moveDate, time: from });
    const reference = reply.body.appointment.reference;
    const storeToken = await linkToken(reference, "store");
    const move = (unit: number) =>
      storeAction(
        jsonRequest("/x", { storeToken, action: "assign-unit", segment: 0, unit }),
        params({ reference }),
      );

    const unitBefore = (await stored(reference)).segments[0]!.unit;
    const other = unitBefore === 3 ? 2 : 3;
    const moved = await move(other);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { message: string }).message).toBe(`Oil Changes moved to Bay ${other}.`);
    const after = await stored(reference);
    expect(after.segments[0]!.unit).toBe(other);
    expect(after.time).toBe(from);
    expect((await move(other)).status).toBe(200); // a repeat changes nothing
    expect((await move(9)).status).toBe(400); // Bristol has five bays
    // Another customer on Bay 1 at that time: Bay 1 is taken.
    const neighbour = await send({ serviceName: "Oil Changes", date: moveDate, time: from });
    const neighbourUnit = (await stored(neighbour.body.appointment.reference)).segments[0]!.unit;
    const taken = await move(neighbourUnit);
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toBe(
      `Bay ${neighbourUnit} is taken at that time. Please choose another.`,
    );

    // The customer moves the time: the bay comes along when it is free there.
    const token = new URL(reply.body.appointment.manageUrl, "http://x").searchParams.get("token")!;
    const rescheduled = await reschedule(
      jsonRequest("/x", { token, date: moveDate, time: to }),
      params({ reference }),
    );
    expect(rescheduled.status).toBe(200);
    expect((await stored(reference)).segments[0]).toMatchObject({ unit: other, kind: "bay" });
    const held = await (await getDatabase()).heldUnits(BRISTOL, 0, Number.MAX_SAFE_INTEGER);
    expect(held.filter((h) => h.appointmentId === after.id)).toHaveLength(1);
  });
});
