import { storeCapacity } from "@/data/store-capacity";
import { findLocationByEmail } from "@/data/locations";
import type { NewAppointment } from "@/lib/db/appointment-types";
import { oneBay } from "../support/units";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { processCalendarQueue, WRITE_FAILED_INCIDENT } from "@/lib/appointments/calendar-sync";
import { actAsStore } from "@/lib/appointments/lifecycle";
import { answerProposalFor } from "@/lib/appointments/proposals";
import { linkToken } from "@/lib/appointments/link-tokens";
import { simulatedProvider } from "@/lib/calendar";
import { getDatabase, resetDatabase } from "@/lib/db";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { addDays, zonedToEpoch } from "@/lib/core/zoned-time";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { fakeGraphEnv, startTestGraph } from "../support/fake-graph";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
} from "../support/scheduling-env";
import { CUSTOMER, STORE_LINK } from "../support/origins";

// Background calendar work in Microsoft 365 mode against the fake Graph server: claims, the
// cancel-during-create race, permanent failures, the operator's alert, "calendar not checked",
// and the availability cache. Real route handlers, real SQLite file, real Graph libraries.
const STORE = "bristol@alleghenytire.example";
const ZONE = "America/New_York";
const EVENTS = new RegExp(`${STORE}/(calendar/)?events`);
const VIEW = new RegExp(`${STORE}/calendarView`);
const OPS = "ops@alleghenytire.example";
const MAIL_FROM = "appointments@alleghenytire.example";
const ENV_KEYS = [
  ...Object.keys(fakeGraphEnv({} as FakeGraph)),
  "GRAPH_READ_TIMEOUT_MS",
  "OPS_EMAIL",
  "MAIL_FROM",
];

interface Reply {
  status: number;
  body: { success: boolean; message: string; appointment: { reference: string; cancelUrl: string } };
}

/** Books an oil change (booked on the spot), or `serviceName` (Brake Service: a request). */
async function send(
  date: string,
  time: string,
  email = "ada@example.com",
  serviceName = "Oil Changes",
): Promise<Reply> {
  const response = await book(
    await bookingRequest({
      storeGroupEmail: STORE,
      serviceName,
      date,
      time,
      customer: { firstName: "Ada", lastName: "Hatfield", email, phone: "(423) 555-0142" },
    }),
  );
  return { status: response.status, body: (await response.json()) as Reply["body"] };
}

async function cancelBooking(reply: Reply) {
  const token = new URL(reply.body.appointment.cancelUrl, "http://x").searchParams.get("token")!;
  const response = await cancel(
    jsonRequest(`/api/appointments/${reply.body.appointment.reference}/cancel`, { token }),
    params({ reference: reply.body.appointment.reference }),
  );
  return response.status;
}

async function slotsFor(date: string) {
  const response = await availability(
    new Request("http://localhost/x?service=Oil%20Changes"),
    params({ storeEmail: STORE, date }),
  );
  return (await response.json()) as {
    availableSlots: { time: string; available: boolean }[];
    source: string;
    degraded?: boolean;
  };
}

const viewReads = (fake: FakeGraph) => fake.requests().filter((r) => VIEW.test(r.path)).length;

describe("calendar work in Microsoft 365 mode", () => {
  let fake: FakeGraph;
  let day = "";
  // Each test books on a day of its own so earlier bookings and cached reads stay out of the way.
  const nextDay = () => (day = upcomingWeekday(1, zonedToEpoch(day || upcomingWeekday(2), "12:00", ZONE)));
  const at = (date: string, time: string) => new Date(zonedToEpoch(date, time, ZONE)).toISOString();

  beforeAll(async () => {
    await useFreshDatabase("sqlite", "");
    fake = await startTestGraph();
    // E-mail goes out through Graph too, so the fake shows every message sent.
    fake.addMailbox(MAIL_FROM);
    Object.assign(
      process.env,
      fakeGraphEnv(fake, { GRAPH_READ_TIMEOUT_MS: "1500", OPS_EMAIL: OPS, MAIL_FROM }),
    );
  });
  afterEach(async () => {
    await settleBackgroundPasses();
    fake.reset();
  });
  afterAll(async () => {
    for (const key of ENV_KEYS) delete process.env[key];
    await resetDatabase();
    await fake.close();
  });

  it("reuses a store-day's calendar read for a short while, and forgets it after a booking", async () => {
    const date = nextDay();
    await slotsFor(date);
    await slotsFor(date);
    await slotsFor(date);
    expect(viewReads(fake)).toBe(1);
    const reply = await send(date, "10:00");
    expect(reply.status).toBe(200);
    const readsAfterBooking = viewReads(fake);
    await slotsFor(date);
    expect(viewReads(fake)).toBe(readsAfterBooking + 1);
  });

  it("leaves a mailbox alone for as long as a 429 from Graph asks", async () => {
    const date = nextDay();
    fake.failNext(VIEW, { status: 429, retryAfter: 120, times: 5 });
    expect(await slotsFor(date)).toMatchObject({ source: "simulated", degraded: true });
    const reads = viewReads(fake);
    expect(await slotsFor(addDays(date, 7))).toMatchObject({ source: "simulated", degraded: true });
    expect(viewReads(fake)).toBe(reads);
  });

  it("removes the event when the customer cancels while it is being created", async () => {
    const date = nextDay();
    const create = fake.holdNext(EVENTS);
    const reply = await send(date, "09:00");
    expect(reply.status).toBe(200);
    // The create is in flight (claimed, waiting on Graph) when the cancel lands.
    await create.arrived;
    const db = await getDatabase();
    expect((await db.findByReference(reply.body.appointment.reference))?.calendarClaimedBy).not.toBeNull();
    expect(await cancelBooking(reply)).toBe(200);
    create.release();
    await settleBackgroundPasses();
    await processCalendarQueue();
    const stored = await db.findByReference(reply.body.appointment.reference);
    expect(stored).toMatchObject({ status: "cancelled", calendarSync: "deleted" });
    const posts = fake.requests().filter((r) => r.method === "POST" && EVENTS.test(r.path));
    const deletes = fake.requests().filter((r) => r.method === "DELETE" && EVENTS.test(r.path));
    expect(posts).toHaveLength(1);
    expect(deletes).toHaveLength(1);
    expect(
      fake.events(STORE).filter((e) => e.transactionId === reply.body.appointment.reference),
    ).toHaveLength(0);
  });

  it("confirming marks the store-calendar event, an accepted proposal patches its time, declining removes it", async () => {
    const date = nextDay();
    const reply = await send(date, "09:30", "move@example.com", "Brake Service");
    const other = await send(date, "14:00", "decline@example.com", "Brake Service");
    // An oil change booked on the spot is written to the calendar as confirmed from the start.
    const onTheSpot = await send(date, "12:30", "spot@example.com");
    expect([reply.status, other.status, onTheSpot.status]).toEqual([200, 200, 200]);
    await settleBackgroundPasses();
    await processCalendarQueue();
    const reference = reply.body.appointment.reference;
    const eventOf = (ref: string) => fake.events(STORE).filter((e) => e.transactionId === ref);
    expect(eventOf(reference)).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(/^Appointment request: Brake Service/),
        categories: ["Service bay", "Appointment request"],
      }),
    ]);
    expect(eventOf(onTheSpot.body.appointment.reference)).toEqual([
      expect.objectContaining({
        subject: expect.stringMatching(/^Confirmed: Oil Changes/),
        categories: ["Service bay", "Appointment confirmed"],
      }),
    ]);
    const storeToken = await linkToken(reference, "store");

    expect((await actAsStore(reference, storeToken, { kind: "confirm" }, STORE_LINK)).kind).toBe("changed");
    await settleBackgroundPasses();
    await processCalendarQueue();
    expect(eventOf(reference)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(/^Confirmed: Brake Service/) }),
    ]);

    // The store's new time is only proposed: the event stays at the old time, untouched.
    const patchCount = () =>
      fake.requests().filter((r) => r.method === "PATCH" && EVENTS.test(r.path)).length;
    const patchedBefore = patchCount();
    const proposed = await actAsStore(
      reference,
      storeToken,
      { kind: "move", date, time: "11:00" },
      STORE_LINK,
    );
    expect(proposed.kind).toBe("changed");
    await settleBackgroundPasses();
    await processCalendarQueue();
    expect(patchCount()).toBe(patchedBefore);
    expect(eventOf(reference)[0]!.start).toBe(at(date, "09:30"));

    // The customer accepts: the appointment moves, and so does its event.
    const current = (await (await getDatabase()).findByReference(reference))!;
    expect((await answerProposalFor(current, true, CUSTOMER)).kind).toBe("changed");
    await settleBackgroundPasses();
    await processCalendarQueue();
    expect(patchCount()).toBeGreaterThan(patchedBefore);
    expect(eventOf(reference)).toHaveLength(1);
    expect(eventOf(reference)[0]!.start).toBe(at(date, "11:00"));
    expect(await (await getDatabase()).findByReference(reference)).toMatchObject({
      calendarSync: "created",
    });

    const otherRef = other.body.appointment.reference;
    const declined = await actAsStore(
      otherRef,
      await linkToken(otherRef, "store"),
      {
        kind: "decline",
        reason: "No bay free that afternoon.",
      },
      STORE_LINK,
    );
    expect(declined.kind).toBe("changed");
    await settleBackgroundPasses();
    await processCalendarQueue();
    expect(eventOf(otherRef)).toHaveLength(0);
    expect(await (await getDatabase()).findByReference(otherRef)).toMatchObject({
      status: "declined",
      calendarSync: "deleted",
    });
  });

  it("fails a write Graph refuses for good at once, tells the operator once, and retries on request", async () => {
    const date = nextDay();
    fake.failNext(EVENTS, { status: 403, code: "ErrorAccessDenied", times: 2 });
    const first = await send(date, "09:00", "one@example.com");
    const second = await send(date, "10:00", "two@example.com");
    await settleBackgroundPasses();
    const db = await getDatabase();
    for (const reply of [first, second]) {
      expect(await db.findByReference(reply.body.appointment.reference)).toMatchObject({
        calendarSync: "failed",
        calendarAttempts: 1,
      });
    }
    const posts = fake.requests().filter((r) => r.method === "POST" && EVENTS.test(r.path));
    expect(posts).toHaveLength(2);
    const failed = await db.calendarAttention("failed", 50);
    expect(failed.map((a) => a.reference)).toEqual(
      expect.arrayContaining([first.body.appointment.reference, second.body.appointment.reference]),
    );
    expect(failed[0]?.calendarLastError).toMatch(/ErrorAccessDenied/);
    expect((await db.openIncidents()).map((i) => i.key)).toContain(WRITE_FAILED_INCIDENT);
    // One operator e-mail for the incident, not one per failed write (sent through Graph here).
    const alerts = fake.sentMail().filter((m) => m.to.includes(OPS));
    expect(alerts).toHaveLength(1);

    for (const a of failed) expect(await db.retryCalendarWrite(a.id, Date.now())).toBe(true);
    await processCalendarQueue();
    for (const reply of [first, second]) {
      expect((await db.findByReference(reply.body.appointment.reference))?.calendarSync).toBe("created");
    }
  });

  it("does not write events for appointments that are already over", async () => {
    const db = await getDatabase();
    const past = Date.now() - 3 * 60 * 60_000;
    const row: NewAppointment = {
      reference: `PAST${Date.now()}`,
      idempotencyKey: null,
      idempotencyHash: null,
      cancelTokenHash: "h".repeat(64),
      storeId: 3,
      storeEmail: STORE,
      serviceName: "Oil Changes",
      addOns: [],
      visit: "wait",
      durationMinutes: 30,
      startsAt: past,
      endsAt: past + 30 * 60_000,
      date: "2026-01-05",
      time: "09:00",
      firstName: "Late",
      lastName: "Write",
      email: "late@example.com",
      phone: "4235550100",
      vehicle: null,
      comments: "",
      calendarSync: "pending",
      calendarChecked: true,
      createdAt: past - 86_400_000,
    };
    const inserted = await db.insertAppointment(row, () => [], oneBay(row));
    if (inserted.outcome !== "created") throw new Error("not inserted");
    await processCalendarQueue();
    const stored = await db.findByReference(inserted.appointment.reference);
    expect(stored?.calendarSync).toBe("failed");
    expect(stored?.calendarLastError).toMatch(/time passed/);
    expect(fake.requests().filter((r) => r.method === "POST" && EVENTS.test(r.path))).toHaveLength(0);
  });

  it("books on our own bookings alone when the calendar can't be read, then tells the store of a clash", async () => {
    const date = nextDay();
    // A time the simulation would call busy: it must not decide a real booking.
    const { from, to } = {
      from: zonedToEpoch(date, "00:00", ZONE),
      to: zonedToEpoch(addDays(date, 1), "00:00", ZONE),
    };
    const simulatedBusy = await simulatedProvider.getBusy(
      { id: 3, name: "Bristol", email: STORE, timeZone: ZONE, address: "" },
      from,
      to,
    );
    const busyStart = simulatedBusy.find(
      (b) => b.end - b.start >= 30 * 60_000 && new Date(b.start).getUTCMinutes() % 30 === 0,
    );
    const time = busyStart
      ? new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" }).format(
          busyStart.start,
        )
      : "11:00";
    // Meanwhile the real calendar holds a phone booking at that time.
    fake.addEvent(STORE, {
      subject: "Phone booking",
      start: at(date, time),
      end: at(date, addMinutes(time, 30)),
    });
    fake.failNext(VIEW, { status: 500, times: 20 });
    fake.failNext(EVENTS, { status: 500, times: 20 });

    const reply = await send(date, time, "clash@example.com");
    expect(reply.status).toBe(200);
    await settleBackgroundPasses();
    const db = await getDatabase();
    const stored = await db.findByReference(reply.body.appointment.reference);
    expect(stored).toMatchObject({ calendarChecked: false, calendarSync: "pending", calendarConflict: null });
    const storeMail = fake
      .sentMail()
      .find((m) => m.subject.includes(reply.body.appointment.reference) && m.to.includes(STORE));
    expect(storeMail?.body.content).toMatch(/Calendar not checked/);

    // Graph is back, and phone bookings now hold every bay at that time: the next pass compares the
    // time with the calendar before writing the event.
    fake.reset();
    const bays = storeCapacity(findLocationByEmail(STORE)!.id).bay;
    for (let i = 0; i < bays; i++)
      fake.addEvent(STORE, {
        subject: `Phone booking ${i + 1}`,
        start: at(date, time),
        end: at(date, addMinutes(time, 30)),
      });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000);
      await processCalendarQueue();
      await settleBackgroundPasses();
    } finally {
      vi.useRealTimers();
    }
    const checked = await db.findByReference(reply.body.appointment.reference);
    expect(checked).toMatchObject({ calendarChecked: true, calendarSync: "created" });
    expect(checked?.calendarConflict).toMatch(/take every unit this visit needs/);
    expect((await db.calendarAttention("conflicts", 50)).map((a) => a.reference)).toContain(
      reply.body.appointment.reference,
    );
  });

  it("does not take its own event for a clash when a write's answer was lost", async () => {
    const date = nextDay();
    fake.failNext(VIEW, { status: 500, times: 20 });
    const reply = await send(date, "15:00", "lost@example.com");
    expect(reply.status).toBe(200);
    await settleBackgroundPasses();
    fake.reset();
    // The calendar can be read again; the first create reaches Graph but its answer is lost.
    fake.failNext(EVENTS, { status: 500, afterHandling: true });
    const realNow = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(realNow + 10 * 60_000);
      await processCalendarQueue();
      vi.setSystemTime(realNow + 30 * 60_000);
      await processCalendarQueue();
    } finally {
      vi.useRealTimers();
    }
    const db = await getDatabase();
    const stored = await db.findByReference(reply.body.appointment.reference);
    expect(stored).toMatchObject({ calendarSync: "created", calendarChecked: true, calendarConflict: null });
    expect(
      fake.events(STORE).filter((e) => e.transactionId === reply.body.appointment.reference),
    ).toHaveLength(1);
    expect(fake.sentMail().filter((m) => m.subject.startsWith("Check calendar"))).toHaveLength(0);
  });
});

function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
