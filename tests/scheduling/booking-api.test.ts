import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { GET as getIcs } from "@/app/api/appointments/[reference]/calendar.ics/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { getDatabase, resetDatabase } from "@/lib/db";
import { processOutbox } from "@/lib/mail/outbox";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const NORTON = "norton@alleghenytire.example";
const SERVICE = "Tire Sales & Installation";

interface Slot {
  time: string;
  available: boolean;
  remaining: number;
}

interface BookingReply {
  success: boolean;
  error?: string;
  message: string;
  availableSlots: Slot[];
  appointment: { reference: string; time: string; cancelUrl: string; icsUrl: string };
}

async function slots(date: string, store = NORTON, service = SERVICE): Promise<Slot[]> {
  const response = await availability(
    new Request(`http://localhost/api/x?service=${encodeURIComponent(service)}`),
    params({ storeEmail: store, date }),
  );
  return ((await response.json()) as { availableSlots: Slot[] }).availableSlots;
}

// Each request is another customer: one address holds one open visit per store and day.
let customers = 0;
function request(date: string, time: string, extra: Record<string, unknown> = {}) {
  customers++;
  return {
    storeGroupEmail: NORTON,
    serviceName: SERVICE,
    durationMinutes: 60,
    date,
    time,
    customer: {
      firstName: "Ada",
      lastName: "Hatfield",
      email: `ada.${customers}@example.com`,
      phone: "(276) 555-0142",
    },
    vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "XLT" },
    comments: "Front tires only",
    ...extra,
  };
}

async function send(body: unknown) {
  const response = await book(await bookingRequest(body));
  return { status: response.status, body: (await response.json()) as BookingReply };
}

describe.each(["sqlite", "postgres"] as DatabaseKind[])("booking against %s", (kind) => {
  let date: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(3);
  });
  afterAll(() => resetDatabase());

  it("lists the day's slots, simulated, never cached", async () => {
    const response = await availability(
      new Request("http://localhost/x"),
      params({ storeEmail: NORTON, date }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { success: boolean; source: string; availableSlots: Slot[] };
    expect(body).toMatchObject({ success: true, source: "simulated" });
    expect(body.availableSlots[0]).toEqual({
      time: "07:30",
      available: expect.any(Boolean),
      remaining: expect.any(Number),
    });
    expect(body.availableSlots.some((s) => s.available)).toBe(true);
  });

  it("answers 404 for an unknown store, 400 for a bad date, and no slots on a weekend or past the window", async () => {
    expect(
      (
        await availability(
          new Request("http://localhost/x"),
          params({ storeEmail: "nobody@example.com", date }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await availability(
          new Request("http://localhost/x"),
          params({ storeEmail: NORTON, date: "2026-13-01" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await availability(
          new Request("http://localhost/x?service=Teleport"),
          params({ storeEmail: NORTON, date }),
        )
      ).status,
    ).toBe(400);
    expect(await slots("2099-01-05")).toEqual([]);
    let saturday = date;
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6)
      saturday = new Date(Date.parse(`${saturday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await slots(saturday)).toEqual([]);
  });

  it("validates in SPEC's order with SPEC's messages", async () => {
    expect(await send({ ...request(date, "09:00"), time: "" })).toMatchObject({
      status: 400,
      body: { success: false, error: "Please complete all required selection steps before submitting." },
    });
    expect(
      await send(
        request(date, "09:00", {
          customer: { firstName: "Ada", lastName: "", email: "a@b.co", phone: "2765550142" },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { error: "Please fill in all required fields (Name, Email, Phone)." },
    });
    expect(
      await send(
        request(date, "09:00", {
          customer: { firstName: "Ada", lastName: "H", email: "nope", phone: "2765550142" },
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: { error: "Please enter a valid email address." },
    });
  });

  it("refuses unknown services, services the store does not offer, and facilities that take no bookings", async () => {
    expect((await send(request(date, "09:00", { serviceName: "Teleportation" }))).status).toBe(400);
    const farm = await send(
      request(date, "09:00", {
        storeGroupEmail: "charleston@alleghenytire.example",
        serviceName: "Farm Tire Service",
      }),
    );
    expect(farm).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining("not offered at the Charleston, WV store") },
    });
    expect(
      (await send(request(date, "09:00", { storeGroupEmail: "retread@alleghenytire.example" }))).status,
    ).toBe(400);
  });

  it("books a free slot, stores it with both e-mails, and reports it taken once every bay is", async () => {
    const free = (await slots(date)).find((s) => s.available)!;
    // Norton has four service bays: the simulated calendar may hold some of them at this time.
    expect(free.remaining).toBeGreaterThanOrEqual(1);
    expect(free.remaining).toBeLessThanOrEqual(4);
    const first = await send(request(date, free.time));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      appointment: {
        storeName: "Norton, VA",
        serviceName: SERVICE,
        date,
        time: free.time,
        status: "requested",
      },
    });
    expect(first.body.appointment.reference).toMatch(/^AT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(first.body.message).toContain("will contact you to confirm");
    expect((await slots(date)).find((s) => s.time === free.time)?.remaining).toBe(free.remaining - 1);
    for (let i = 1; i < free.remaining; i++) {
      const other = request(date, free.time, {
        customer: { firstName: "Cy", lastName: `Bay${i}`, email: `bay${i}@example.com`, phone: "2765550198" },
      });
      expect((await send(other)).status).toBe(200);
    }

    const again = await send(
      request(date, free.time, {
        customer: { firstName: "Bo", lastName: "Duke", email: "bo@example.com", phone: "2765550199" },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      "This time slot is no longer available. Please refresh and select a different time.",
    );
    expect(again.body.availableSlots.find((s: Slot) => s.time === free.time)).toEqual({
      time: free.time,
      available: false,
      remaining: 0,
    });

    await processOutbox();
    const files = readdirSync(join(dataDir, "outbox"));
    expect(files.some((f) => f.endsWith("booking-customer.eml"))).toBe(true);
    expect(files.some((f) => f.endsWith("booking-store.eml"))).toBe(true);
  });

  it("rejects a slot that is too soon, off the half hour, or after closing with 409", async () => {
    for (const time of ["09:15", "16:00", "06:00"]) {
      const result = await send(request(date, time));
      expect(result.status, time).toBe(409);
    }
  });

  it("returns the first result for a repeated idempotency key instead of booking twice", async () => {
    const free = (await slots(date)).filter((s) => s.available);
    const key = `key-${kind}-${Date.now()}`;
    const sent = request(date, free[0]!.time, { idempotencyKey: key });
    const a = await send(sent);
    const b = await send(sent);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.appointment.reference).toBe(a.body.appointment.reference);
    expect(b.body.appointment.time).toBe(free[0]!.time);
  });

  it("refuses a key reused for a different request, on the same or another store, with 422", async () => {
    const free = (await slots(date)).filter((s) => s.available);
    const key = `reuse-${kind}-${Date.now()}`;
    const sent = request(date, free[0]!.time, { idempotencyKey: key });
    const first = await send(sent);
    expect(first.status).toBe(200);
    const before = await (await getDatabase()).countAppointments();
    const otherTime = await send({ ...sent, time: free[1]!.time });
    const otherStore = await send({
      ...sent,
      time: free[1]!.time,
      storeGroupEmail: "windber@alleghenytire.example",
    });
    for (const reply of [otherTime, otherStore]) {
      expect(reply.status).toBe(422);
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toBe(
        "This request was already used for a different appointment. Please reload the page and try again.",
      );
      expect(JSON.stringify(reply.body)).not.toContain(first.body.appointment.reference);
    }
    expect(await (await getDatabase()).countAppointments()).toBe(before);
  });

  it("gives one booking and one 422 when a key races in on two stores at once", async () => {
    const raceDate = upcomingWeekday(12);
    const free = (await slots(raceDate)).find((s) => s.available)!;
    const key = `race-${kind}-${Date.now()}`;
    const sent = request(raceDate, free.time, { idempotencyKey: key });
    const replies = await Promise.all(
      [NORTON, "windber@alleghenytire.example"].map((store) => send({ ...sent, storeGroupEmail: store })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("lets exactly as many of 100 simultaneous requests through as the slot has bays free", async () => {
    const raceDate = upcomingWeekday(10);
    const free = (await slots(raceDate)).find((s) => s.available)!;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(
          request(raceDate, free.time, {
            customer: {
              firstName: `C${i}`,
              lastName: "Racer",
              email: `c${i}@example.com`,
              phone: "2765550100",
            },
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(free.remaining);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100 - free.remaining);
    // Each accepted request holds a different bay.
    const db = await getDatabase();
    const units = await Promise.all(
      results
        .filter((r) => r.status === 200)
        .map(async (r) => (await db.findByReference(r.body.appointment.reference))!.segments[0]!.unit),
    );
    expect(new Set(units).size).toBe(free.remaining);
  });

  it("keeps every acknowledged booking across a restart", async () => {
    const free = (await slots(date)).find((s) => s.available)!;
    const booked = await send(request(date, free.time));
    expect(booked.status).toBe(200);
    const before = await (await getDatabase()).countAppointments();
    await resetDatabase();
    const db = await getDatabase();
    expect(await db.countAppointments()).toBe(before);
    expect(await db.findByReference(booked.body.appointment.reference)).toMatchObject({
      status: "requested",
      time: free.time,
    });
  });

  it("cancels with the link's token only, frees the bay and offers the .ics", async () => {
    const free = (await slots(date)).find((s) => s.available)!;
    const booked = await send(request(date, free.time));
    expect((await slots(date)).find((s) => s.time === free.time)?.remaining).toBe(free.remaining - 1);
    const { reference, cancelUrl, icsUrl } = booked.body.appointment as {
      reference: string;
      cancelUrl: string;
      icsUrl: string;
    };
    expect(cancelUrl).toMatch(/^\/appointments\/manage\?ref=/);
    const token = new URL(cancelUrl, "http://localhost").searchParams.get("token")!;

    const ics = await getIcs(new Request(`http://localhost${icsUrl}`), params({ reference }));
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    expect(await ics.text()).toContain(`UID:${reference}@alleghenytire.example`);

    const wrong = await cancel(jsonRequest(`/x`, { token: "A".repeat(32) }), params({ reference }));
    expect(wrong.status).toBe(404);
    const shown = await getAppointment(
      new Request(`http://localhost/x?token=${token}`),
      params({ reference }),
    );
    expect(await shown.json()).toMatchObject({
      success: true,
      appointment: { reference, status: "requested" },
    });

    const done = await cancel(jsonRequest(`/x`, { token }), params({ reference }));
    expect(await done.json()).toMatchObject({
      success: true,
      message: "Your appointment request has been cancelled.",
      appointment: { status: "cancelled" },
    });
    expect((await slots(date)).find((s) => s.time === free.time)?.remaining).toBe(free.remaining);
    const twice = await cancel(jsonRequest(`/x`, { token }), params({ reference }));
    expect(await twice.json()).toMatchObject({ message: "This appointment request was already cancelled." });
  });

  it("refuses oversized, malformed and bot-filled requests without storing anything", async () => {
    const before = await (await getDatabase()).countAppointments();
    const huge = await book(await bookingRequest(request(date, "09:00", { comments: "x".repeat(20_000) })));
    expect(huge.status).toBe(413);
    expect((await book(await bookingRequest("{not json"))).status).toBe(400);
    expect((await book(await bookingRequest("[1,2]"))).status).toBe(400);
    expect((await send(request(date, "09:00", { website: "http://spam.example" }))).status).toBe(400);
    expect(await (await getDatabase()).countAppointments()).toBe(before);
  });

  it("stores contact messages and mails them to the chosen store", async () => {
    const ok = await contact(
      jsonRequest("/api/contact", {
        name: "Ada",
        email: "ada@example.com",
        storeId: 5,
        message: "Do you have 11R22.5 drive tires?",
      }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, message: expect.stringContaining("Norton, VA") });
    const bad = await contact(jsonRequest("/api/contact", { name: "", email: "x", message: "hi" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Please enter your name." });
    await processOutbox();
    expect(readdirSync(join(dataDir, "outbox")).some((f) => f.endsWith("contact.eml"))).toBe(true);
  });

  it("words contact refusals for people, also when a field has the wrong JSON type", async () => {
    const valid = { name: "Ada", email: "ada@example.com", message: "Do you mount farm tires?" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: true }, "Please enter your name."],
      [{ ...valid, name: "   " }, "Please enter your name."],
      [{ ...valid, email: 42 }, "Please enter a valid email address."],
      [{ ...valid, email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address."],
      [{ ...valid, phone: ["304"] }, "Please enter a 10-digit phone number or leave it empty."],
      [{ ...valid, phone: "304-555" }, "Please enter a 10-digit phone number or leave it empty."],
      [{ ...valid, storeId: "downtown" }, "Please choose one of our locations."],
      [{ ...valid, storeId: 2.5 }, "Please choose one of our locations."],
      [{ ...valid, storeId: 99 }, "Please choose one of our locations."],
      // A store is a JSON integer: nothing that would pass for one once coerced.
      [{ ...valid, storeId: true }, "Please choose one of our locations."],
      [{ ...valid, storeId: "0x3" }, "Please choose one of our locations."],
      [{ ...valid, storeId: "2" }, "Please choose one of our locations."],
      [{ ...valid, storeId: [2] }, "Please choose one of our locations."],
      [{ ...valid, message: { text: "hello there" } }, "Please write a message of at least 10 characters."],
    ];
    for (const [body, error] of cases) {
      const reply = await contact(jsonRequest("/api/contact", body));
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await reply.json()).toEqual({ success: false, error, message: error });
    }
    // Spaces around the fields are trimmed and a formatted phone number is reduced to its digits.
    const ok = await contact(
      jsonRequest("/api/contact", { ...valid, name: "  Ada  ", phone: "(304) 555-0100", storeId: 2 }),
    );
    expect(ok.status).toBe(200);
  });
});
