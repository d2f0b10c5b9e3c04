import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as confirm } from "@/app/api/appointments/[reference]/confirm/route";
import { POST as decline } from "@/app/api/appointments/[reference]/decline/route";
import { POST as answer } from "@/app/api/appointments/[reference]/proposal/route";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { POST as storeAction } from "@/app/api/appointments/[reference]/store-action/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { rescheduleByCustomer } from "@/lib/appointments/lifecycle";
import { REMINDER_LEAD_MS } from "@/lib/appointments/lifecycle-mails";
import { linkToken } from "@/lib/appointments/link-tokens";
import { openDatabase, resetDatabase } from "@/lib/db";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";
import { bookOilChange, freeTimes, REQUEST_SERVICE } from "../support/booking";
import { drainMail } from "../support/mail";
import { CUSTOMER } from "../support/origins";

const NORTON = "norton@alleghenytire.example";
const NY = "America/New_York";

interface Reply {
  success: boolean;
  changed?: boolean;
  message: string;
  availableSlots?: { time: string; available: boolean }[];
  appointment: { reference: string; status: string; date: string; time: string; manageUrl?: string };
}

const asJson = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Reply,
});

// Each booking is another customer: one address holds one open visit per store and day. Each is
// a request, for the store to answer.
let customers = 0;
const bookAt = (date: string, time: string, email = `ada.${++customers}@example.com`) =>
  bookOilChange({ service: REQUEST_SERVICE, date, time, email });

const call = async (
  handler: (r: Request, p: { params: Promise<{ reference: string }> }) => Promise<Response>,
  reference: string,
  body: unknown,
) => asJson(await handler(jsonRequest(`/api/appointments/${reference}/x`, body), params({ reference })));

describe.each(["sqlite", "postgres"] as DatabaseKind[])("appointment lifecycle on %s", (kind) => {
  let date: string;
  /** The day's free start times (the simulated calendar blocks some), handed out in order. */
  let free: string[];
  const nextFree = () => free.shift()!;
  /** Books other customers into a time until `leave` bays are left (Norton has four). */
  async function fill(time: string, leave = 0) {
    const reply = await availability(
      new Request(`http://x/?service=${encodeURIComponent(REQUEST_SERVICE)}`),
      params({ storeEmail: NORTON, date }),
    );
    const slot = (
      (await reply.json()) as { availableSlots: { time: string; remaining: number }[] }
    ).availableSlots.find((s) => s.time === time)!;
    for (let i = leave; i < slot.remaining; i++)
      await bookAt(date, time, `filler${time.replace(":", "")}${i}@example.com`);
  }

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    free = await freeTimes(NORTON, date, REQUEST_SERVICE);
    expect(free.length).toBeGreaterThan(14);
  });
  afterAll(() => resetDatabase());

  it("the store confirms with its own token; a repeat changes nothing; the customer's token is refused", async () => {
    const { reference, token } = await bookAt(date, nextFree());
    const booked = await drainMail();
    const reminder = booked.find((m) => m.kind === "reminder" && m.text.includes(reference));
    expect(reminder?.text).toContain(`/appointments/manage?ref=${reference}&token=${token}`);
    const storeMail = booked.find((m) => m.kind === "booking-store" && m.text.includes(reference))!;
    const storeToken = await linkToken(reference, "store");
    expect(storeMail.text).toContain(
      `/appointments/store?ref=${reference}&token=${storeToken}&action=confirm`,
    );
    expect(storeMail.text).not.toContain(token);

    expect((await call(confirm, reference, { storeToken: token })).status).toBe(404);
    expect((await call(confirm, reference, { storeToken: "x".repeat(43) })).status).toBe(404);
    expect((await call(confirm, reference, {})).status).toBe(400);

    const confirmed = await call(confirm, reference, { storeToken });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { changed: true, appointment: { status: "confirmed" } },
    });
    const again = await call(confirm, reference, { storeToken });
    expect(again).toMatchObject({
      status: 200,
      body: { changed: false, appointment: { status: "confirmed" } },
    });

    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["confirmed-customer"]);
    expect(mail[0]!.ics).toContain("SEQUENCE:1\r\n");
    expect(mail[0]!.ics).toContain("STATUS:CONFIRMED");
    expect(mail[0]!.text).toContain(`/appointments/manage?ref=${reference}&token=${token}`);

    // A confirmed appointment cannot be declined: stale, 409, nothing changed.
    const stale = await call(decline, reference, { storeToken, reason: "Bay closed" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Nothing changed/);
    expect((await drainMail()).length).toBe(0);
  });

  it("declining needs a reason, tells the customer with a cancelling .ics, frees the time and drops the reminder", async () => {
    const time = nextFree();
    const { reference } = await bookAt(date, time);
    await drainMail();
    const storeToken = await linkToken(reference, "store");
    const noReason = await call(decline, reference, { storeToken, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);

    const declined = await call(decline, reference, {
      storeToken,
      reason: "Our lift is out of service that day.",
    });
    expect(declined).toMatchObject({ status: 200, body: { appointment: { status: "declined" } } });
    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["declined-customer"]);
    expect(mail[0]!.text).toContain("Our lift is out of service that day.");
    expect(mail[0]!.ics).toContain("METHOD:CANCEL");
    expect(mail[0]!.ics).toMatch(/ATTENDEE;CN=Ada Hatfield:mailto:ada\.\d+@example\.com/);
    // The time is free again: another customer can book it.
    await bookAt(date, time, "bo@example.com");
  });

  it("the customer reschedules: new time, old one freed, 409 with slots when taken, 400 outside the window", async () => {
    const [first, second, third] = [nextFree(), nextFree(), nextFree()];
    const { reference, token } = await bookAt(date, first);
    const other = await bookAt(date, second, "cy@example.com");
    await fill(second);
    // The first time stays held by this appointment until it moves: fill the rest of it too.
    await fill(first);
    await drainMail();

    const taken = await call(reschedule, reference, { token, date, time: second });
    expect(taken.status).toBe(409);
    expect(taken.body.availableSlots?.find((s) => s.time === second)?.available).toBe(false);
    // Its own current time counts as free when offering new ones.
    expect(taken.body.availableSlots?.find((s) => s.time === first)?.available).toBe(true);

    expect((await call(reschedule, reference, { token, date: "2099-01-05", time: first })).status).toBe(400);
    expect((await call(reschedule, reference, { token: "y".repeat(43), date, time: third })).status).toBe(
      404,
    );
    expect((await call(reschedule, reference, { token, date, time: "25:00" })).status).toBe(400);

    const moved = await call(reschedule, reference, { token, date, time: third });
    expect(moved).toMatchObject({ status: 200, body: { appointment: { time: third, status: "requested" } } });
    const mail = await drainMail();
    expect(mail.map((m) => m.kind).sort()).toEqual(["reminder", "rescheduled-customer", "rescheduled-store"]);
    expect(mail.find((m) => m.kind === "rescheduled-customer")!.ics).toContain("SEQUENCE:1\r\n");
    const reminders = mail.filter((m) => m.kind === "reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(formatAppointmentTime(third));

    // The old time can now be booked by someone else; the other customer keeps theirs.
    await bookAt(date, first, "dee@example.com");
    const view = await asJson(
      await getAppointment(
        new Request(`http://x/api/appointments/${other.reference}?token=${other.token}`),
        params({ reference: other.reference }),
      ),
    );
    expect(view.body.appointment.time).toBe(second);
  });

  it("closes online changes 2 hours before the start", async () => {
    const time = nextFree();
    const { reference, token } = await bookAt(date, time);
    const startsAt = zonedToEpoch(date, time, NY);
    const late = await rescheduleByCustomer(
      reference,
      token,
      date,
      nextFree(),
      CUSTOMER,
      startsAt - 90 * 60_000,
    );
    expect(late.kind).toBe("invalid");
    expect(late.message).toMatch(/Online changes close 2 hours before/);
    expect(late.message).toMatch(/\(276\) 555-/);
  });

  it("a reschedule racing a new booking for the last bay at a time: exactly one wins", async () => {
    const { reference, token } = await bookAt(date, nextFree());
    const target = nextFree();
    await fill(target, 1);
    const [moved, booked] = await Promise.all([
      call(reschedule, reference, { token, date, time: target }),
      book(
        await bookingRequest({
          storeGroupEmail: NORTON,
          serviceName: REQUEST_SERVICE,
          date,
          time: target,
          customer: { firstName: "Eve", lastName: "Race", email: "eve@example.com", phone: "2765550100" },
        }),
      ),
    ]);
    expect([moved.status, booked.status].sort()).toEqual([200, 409]);
  });

  it("the store proposes another time (nothing moves until the customer accepts), then marks it; cancelling drops the reminder", async () => {
    const time = nextFree();
    const { reference, token } = await bookAt(date, time);
    const target = nextFree();
    await drainMail();
    const storeToken = await linkToken(reference, "store");
    const proposed = await call(storeAction, reference, { storeToken, action: "move", date, time: target });
    expect(proposed).toMatchObject({
      status: 200,
      body: { appointment: { status: "requested", time } },
    });
    expect((await drainMail()).map((m) => m.kind)).toEqual(["proposed-customer"]);
    const accepted = await call(answer, reference, { token, answer: "accept" });
    expect(accepted).toMatchObject({
      status: 200,
      body: { appointment: { status: "confirmed", time: target } },
    });
    const early = await call(storeAction, reference, { storeToken, action: "complete" });
    expect(early.status).toBe(409);
    expect((await call(storeAction, reference, { storeToken, action: "teleport" })).status).toBe(400);
    const mail = await drainMail();
    expect(mail.map((m) => m.kind).sort()).toEqual(["accepted-customer", "accepted-store", "reminder"]);

    const cancelled = await call(cancel, reference, { token });
    expect(cancelled).toMatchObject({ status: 200, body: { appointment: { status: "cancelled" } } });
    expect((await call(cancel, reference, { token })).body.changed).toBe(false);
    const after = await drainMail();
    expect(after.map((m) => m.kind).sort()).toEqual(["cancel-customer", "cancel-store"]);
    expect(after.find((m) => m.kind === "cancel-customer")!.ics).toContain("METHOD:CANCEL");
    expect((await call(confirm, reference, { storeToken })).status).toBe(409);
  });

  it("a reminder a day ahead, exactly once with two connections polling; none for requests made less than a day ahead", async () => {
    const time = nextFree();
    const { reference } = await bookAt(date, time);
    const startsAt = zonedToEpoch(date, time, NY);
    const url = process.env.DATABASE_URL;
    const file = `${process.env.DATA_DIR}/scheduling.sqlite`;
    const [one, two] = await Promise.all([
      openDatabase(url ? { url } : { file }),
      openDatabase(url ? { url } : { file }),
    ]);
    try {
      // Not yet due an hour before its time.
      const early = await one.claimMail("one", startsAt - REMINDER_LEAD_MS - 3_600_000, 60_000, 500);
      expect(early.filter((m) => m.reference === reference && m.kind === "reminder")).toHaveLength(0);
      const due = startsAt - REMINDER_LEAD_MS + 1_000;
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).claimMail(`w${i}`, due, 60_000, 500)),
      );
      const reminders = claims.flat().filter((m) => m.reference === reference && m.kind === "reminder");
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.subject).toBe(
        `Reminder: ${REQUEST_SERVICE} tomorrow at ${formatAppointmentTime(time)}`,
      );
    } finally {
      await Promise.all([one.close(), two.close()]);
    }

    // Booked 5 hours ahead: no reminder at all.
    const { bookAppointment } = await import("@/lib/appointments/book");
    const soon = upcomingWeekday(6);
    const startsSoon = zonedToEpoch(soon, "12:00", NY);
    const result = await bookAppointment(
      {
        storeGroupEmail: NORTON,
        serviceName: "Oil Changes",
        addOns: [],
        visit: "wait",
        durationMinutes: 30,
        date: soon,
        time: "12:00",
        customer: { firstName: "Fay", lastName: "Soon", email: "fay@example.com", phone: "2765550101" },
        comments: "",
      },
      startsSoon - 5 * 3_600_000,
    );
    expect(result.kind).toBe("booked");
    const ref = result.kind === "booked" ? result.appointment.reference : "";
    const mail = await drainMail();
    expect(
      mail
        .filter((m) => m.text.includes(ref))
        .map((m) => m.kind)
        .sort(),
    ).toEqual(["booking-customer", "booking-store"]);
  });
});
