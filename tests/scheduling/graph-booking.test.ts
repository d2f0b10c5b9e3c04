import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as outlookStatus } from "@/app/api/outlook/status/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { processCalendarQueue } from "@/lib/appointments/calendar-sync";
import { getDatabase, resetDatabase } from "@/lib/db";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { addDays, zonedToEpoch } from "@/lib/core/zoned-time";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { fakeGraphEnv, startTestGraph, TEST_CLIENT_SECRET } from "../support/fake-graph";
import { bookingRequest, params, upcomingWeekday, useFreshDatabase } from "../support/scheduling-env";

// The whole scheduling path in Microsoft 365 mode: route handlers, a real SQLite file, and the
// real identity and Graph libraries talking to the fake Entra ID + Graph server over HTTPS.
const WINDBER = "windber@alleghenytire.example";
const ZONE = "America/New_York";
const GRAPH_KEYS = Object.keys(fakeGraphEnv({} as FakeGraph));

interface Slot {
  time: string;
  available: boolean;
  remaining: number;
}

async function slots(date: string, service = "Oil Changes") {
  const response = await availability(
    new Request(`http://localhost/api/x?service=${encodeURIComponent(service)}`),
    params({ storeEmail: WINDBER, date }),
  );
  return (await response.json()) as { availableSlots: Slot[]; source: string; degraded?: boolean };
}

async function send(date: string, time: string, email = "ada@example.com") {
  const response = await book(
    await bookingRequest({
      storeGroupEmail: WINDBER,
      serviceName: "Oil Changes",
      durationMinutes: 30,
      date,
      time,
      customer: { firstName: "Ada", lastName: "Hatfield", email, phone: "(814) 555-0142" },
      vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "XLT" },
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; appointment: { reference: string } },
  };
}

const free = (list: Slot[], time: string) => list.find((s) => s.time === time)?.available;
const remaining = (list: Slot[], time: string) => list.find((s) => s.time === time)?.remaining;

describe("scheduling with Microsoft 365 calendars", () => {
  let fake: FakeGraph;
  let date: string;
  const at = (time: string) => new Date(zonedToEpoch(date, time, ZONE)).toISOString();

  beforeAll(async () => {
    await useFreshDatabase("sqlite", "");
    fake = await startTestGraph();
    Object.assign(process.env, fakeGraphEnv(fake, { GRAPH_READ_TIMEOUT_MS: "1500" }));
    date = upcomingWeekday(4);
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    for (const key of [...GRAPH_KEYS, "GRAPH_READ_TIMEOUT_MS"]) delete process.env[key];
    await resetDatabase();
    await fake.close();
  });

  it("reports the integration as configured", async () => {
    const body = (await (await outlookStatus(new Request("http://localhost/api/outlook/status"))).json()) as {
      status: string;
    };
    expect(body.status).toBe("configured");
    expect(JSON.stringify(body)).not.toContain(TEST_CLIENT_SECRET);
  });

  it("takes a unit per store-calendar event of the kind its category names, and ignores time marked free", async () => {
    // Windber has three service bays and one alignment rack.
    fake.addEvent(WINDBER, { subject: "Fleet inspection", start: at("09:00"), end: at("10:00") });
    fake.addEvent(WINDBER, {
      subject: "Phone booking",
      start: at("09:00"),
      end: at("10:00"),
      categories: ["Service bay"],
    });
    fake.addEvent(WINDBER, {
      subject: "Phone booking",
      start: at("09:30"),
      end: at("10:00"),
      showAs: "tentative",
    });
    fake.addEvent(WINDBER, {
      subject: "Alignment",
      start: at("11:00"),
      end: at("12:00"),
      categories: ["Alignment rack"],
    });
    fake.addEvent(WINDBER, { subject: "Lunch", start: at("12:00"), end: at("13:00"), showAs: "free" });
    const reply = await slots(date);
    expect(reply.source).toBe("graph");
    expect(reply.degraded).toBeFalsy();
    expect(remaining(reply.availableSlots, "08:30")).toBe(3);
    expect(remaining(reply.availableSlots, "09:00")).toBe(1);
    expect(free(reply.availableSlots, "09:30")).toBe(false);
    expect(remaining(reply.availableSlots, "10:00")).toBe(3);
    expect(remaining(reply.availableSlots, "11:00")).toBe(3);
    expect(remaining(reply.availableSlots, "12:00")).toBe(3);
    const alignment = await slots(date, "Wheel Alignment");
    expect(free(alignment.availableSlots, "10:30")).toBe(false);
    expect(free(alignment.availableSlots, "11:30")).toBe(false);
    expect(free(alignment.availableSlots, "12:00")).toBe(true);
    expect(free(alignment.availableSlots, "09:00")).toBe(true);
  });

  it("closes the store for an all-day or away event", async () => {
    const day = upcomingWeekday(2, zonedToEpoch(date, "12:00", ZONE));
    const on = (time: string) => new Date(zonedToEpoch(day, time, ZONE)).toISOString();
    fake.addEvent(WINDBER, {
      subject: "Staff training",
      start: on("13:00"),
      end: on("14:00"),
      showAs: "oof",
    });
    const afternoon = await slots(day);
    expect(free(afternoon.availableSlots, "12:30")).toBe(true);
    expect(free(afternoon.availableSlots, "13:00")).toBe(false);
    expect(free(afternoon.availableSlots, "13:30")).toBe(false);
    expect(free(afternoon.availableSlots, "14:00")).toBe(true);

    const closedDay = upcomingWeekday(1, zonedToEpoch(day, "12:00", ZONE));
    fake.addEvent(WINDBER, {
      subject: "Inventory",
      start: new Date(zonedToEpoch(closedDay, "00:00", ZONE)).toISOString(),
      end: new Date(zonedToEpoch(addDays(closedDay, 1), "00:00", ZONE)).toISOString(),
      isAllDay: true,
    });
    expect((await slots(closedDay)).availableSlots.some((s) => s.available)).toBe(false);
  });

  it("falls back to simulated times, within the read budget, when Graph keeps failing", async () => {
    fake.failNext(new RegExp(`${WINDBER}/calendarView`), { status: 503, times: 10 });
    const started = Date.now();
    // Another day than the test above: that day's read is still cached (and rightly reused).
    const otherDay = upcomingWeekday(1, zonedToEpoch(date, "12:00", ZONE));
    const reply = await slots(otherDay);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(reply).toMatchObject({ source: "simulated", degraded: true });
    expect(reply.availableSlots.length).toBeGreaterThan(0);
  });

  it("writes a booking into the store calendar with its reference as Graph's transactionId", async () => {
    const { status, body } = await send(date, "14:00");
    expect(status).toBe(200);
    // The event is written beside the response, not inside it.
    await settleBackgroundPasses();
    const events = fake.events(WINDBER).filter((e) => e.transactionId === body.appointment.reference);
    expect(events).toHaveLength(1);
    expect(Date.parse(events[0]?.start ?? "")).toBe(Date.parse(at("14:00")));
    expect(Date.parse(events[0]?.end ?? "")).toBe(Date.parse(at("14:30")));
    const stored = await (await getDatabase()).findByReference(body.appointment.reference);
    expect(stored?.calendarSync).toBe("created");
  });

  it("keeps a booking when Graph is down, then adds it to the calendar on a later pass", async () => {
    fake.failNext(new RegExp(`${WINDBER}/(calendar/)?events`), { status: 500, times: 5 });
    const { status, body } = await send(date, "15:00", "grace@example.com");
    expect(status).toBe(200);
    const reference = body.appointment.reference;
    const db = await getDatabase();
    expect((await db.findByReference(reference))?.calendarSync).toBe("pending");
    expect(fake.events(WINDBER).some((e) => e.transactionId === reference)).toBe(false);
    expect((await db.calendarSummary()).pending).toBeGreaterThan(0);

    // Its bay stays taken meanwhile: our own database knows about it.
    expect(remaining((await slots(date)).availableSlots, "15:00")).toBe(2);

    fake.reset();
    // The retry is due a minute later; run the queue as the background job would then.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await processCalendarQueue();
    } finally {
      vi.useRealTimers();
    }
    expect(fake.events(WINDBER).filter((e) => e.transactionId === reference)).toHaveLength(1);
    expect((await db.findByReference(reference))?.calendarSync).toBe("created");
  });
});
