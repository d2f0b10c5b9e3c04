import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { bookAppointment } from "@/lib/appointments/book";
import { getDatabase, resetDatabase } from "@/lib/db";
import { bookingSender, freeTimes } from "../support/booking";
import { drainMail, type Mail } from "../support/mail";
import { countRows } from "../support/row-counts";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

const BRISTOL = "bristol@alleghenytire.example";
const WINDBER = "windber@alleghenytire.example";
const CUSTOMER = { firstName: "Ada", lastName: "Booker", phone: "4235550142" };
const BOOKED = "You're booked at the Bristol, TN store. We've e-mailed your confirmation.";
const REQUESTED =
  /^Your appointment request has been received\. The .+ store will contact you to confirm your appointment\.$/;

type Appointment = { status: string; storeName: string; services: string[]; manageUrl: string };
const send = bookingSender<Appointment>({ storeGroupEmail: BRISTOL, serviceName: "Oil Changes" }, CUSTOMER);

const stored = async (reference: string) => (await (await getDatabase()).findByReference(reference))!;
const history = async (reference: string) =>
  (await getDatabase()).appointmentHistory((await stored(reference)).id);
const mailsOf = (mails: Mail[], reference: string) => mails.filter((m) => m.text.includes(reference));

describe.each(["sqlite", "postgres"] as DatabaseKind[])("booked on the spot, on %s", (kind) => {
  let date: string;
  let bristol: string[];
  // A time a 105-minute visit fits at too, so every booking below finds it free.
  const nextFree = () => bristol.shift()!;

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    bristol = await freeTimes(BRISTOL, date, "Oil Changes", ["Brake Service", "Wheel Alignment"]);
    expect(bristol.length).toBeGreaterThan(6);
    await drainMail();
  });
  afterAll(() => resetDatabase());

  it("books a proven customer's oil change at once: the answer, the history and both e-mails say so", async () => {
    const body = {
      storeGroupEmail: BRISTOL,
      serviceName: "Oil Changes",
      date,
      time: nextFree(),
      idempotencyKey: "spot-oil-change-0001",
      customer: { ...CUSTOMER, email: "ada.booker@example.com" },
    };
    const response = await book(await bookingRequest(body));
    const reply = {
      status: response.status,
      body: (await response.json()) as { message: string; appointment: Appointment & { reference: string } },
    };
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { reference } = reply.body.appointment;
    expect(reply.body).toMatchObject({ message: BOOKED, appointment: { status: "confirmed" } });
    expect(await stored(reference)).toMatchObject({ status: "confirmed", sequence: 0 });
    expect((await history(reference)).map((e) => [e.what, e.origin.actor.kind])).toEqual([
      ["booked", "customer"],
    ]);

    const mails = mailsOf(await drainMail(), reference);
    const customer = mails.find((m) => m.kind === "booking-customer")!;
    expect(customer.subject).toMatch(/^Appointment booked: Oil Changes, /);
    expect(customer.text).toContain("You're booked: the Bristol, TN store has your time");
    expect(customer.replyTo).toBe(BRISTOL);
    expect(customer.html).toContain('Call the store at <a href="tel:+14235550103">(423) 555-0103</a>.');
    expect(customer.ics).toContain("STATUS:CONFIRMED");
    const store = mails.find((m) => m.kind === "booking-store")!;
    expect(store.subject).toMatch(new RegExp(`^New booking ${reference} \\(confirmed\\): Oil Changes, `));
    expect(store.text).toMatch(/^New booking for Bristol, TN, already confirmed: /);
    expect(store.text).toContain("There is nothing to confirm.");
    expect(store.text).toContain("The customer's phone: (423) 555-0142.");
    expect(store.text).toMatch(/Propose another time: http\S+\/appointments\/store\?ref=\S+action=move/);
    expect(store.text).toMatch(/Cancel: http\S+\/appointments\/store\?ref=\S+action=cancel/);
    expect(store.text).toMatch(/Staff board: http\S+\/admin\/appointments\?view=day&store=bristol-tn&from=/);
    expect(store.text).toMatch(/Appointment page: http\S+\/appointments\/store\?ref=/);
    expect(store.replyTo).toBe("ada.booker@example.com");
    // The reminder a day ahead (waiting in the outbox) is the customer's too: answers go to the store.
    expect(mails.find((m) => m.kind === "reminder")?.replyTo).toBe(BRISTOL);

    // The same request again: the same booking, in the same words, and nothing new held.
    const before = await countRows(kind, "appointments");
    const again = await book(await bookingRequest(body));
    expect(await again.json()).toMatchObject({
      message: BOOKED,
      appointment: { reference, status: "confirmed" },
    });
    expect(await countRows(kind, "appointments")).toBe(before);
  });

  it("keeps it a request when any service of the visit is one the store confirms", async () => {
    const cases: [string, Record<string, unknown>][] = [
      ["brakes", { serviceName: "Brake Service" }],
      ["commercial work", { serviceName: "Commercial Tire Service" }],
      ["an oil change with brakes after it", { addOns: ["Brake Service"] }],
      ["an installation without tires chosen", { serviceName: "Tire Sales & Installation" }],
    ];
    for (const [what, body] of cases) {
      const reply = await send({ date, time: nextFree(), ...body });
      expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(200);
      expect(reply.body.appointment.status, what).toBe("requested");
      expect(reply.body.message, what).toMatch(REQUESTED);
      const { reference } = reply.body.appointment;
      expect(
        (await history(reference)).map((e) => e.what),
        what,
      ).toEqual(["requested"]);
      const store = mailsOf(await drainMail(), reference).find((m) => m.kind === "booking-store")!;
      expect(store.subject, what).toMatch(/^New appointment request /);
      expect(store.replyTo, what).toBe((await stored(reference)).email);
    }
  });

  it("follows the store: an alignment is booked at Bristol, requested at Windber", async () => {
    const atBristol = await send({ date, time: nextFree(), serviceName: "Wheel Alignment" });
    expect(atBristol.body).toMatchObject({ message: BOOKED, appointment: { status: "confirmed" } });
    const [windberTime] = await freeTimes(WINDBER, date, "Wheel Alignment");
    const atWindber = await send({
      storeGroupEmail: WINDBER,
      serviceName: "Wheel Alignment",
      date,
      time: windberTime,
    });
    expect(atWindber.status, JSON.stringify(atWindber.body)).toBe(200);
    expect(atWindber.body.appointment.status).toBe("requested");
    expect(atWindber.body.message).toBe(
      "Your appointment request has been received. The Windber, PA store will contact you to confirm your appointment.",
    );
    await drainMail();
  });

  it("leaves a booking a request when nothing proved the customer's address", async () => {
    const time = nextFree();
    const outcome = await bookAppointment({
      storeGroupEmail: BRISTOL,
      serviceName: "Oil Changes",
      addOns: [],
      visit: "wait",
      durationMinutes: 30,
      date,
      time,
      customer: { ...CUSTOMER, email: "unproven@example.com" },
      comments: "",
    });
    expect(outcome).toMatchObject({ kind: "booked", appointment: { status: "requested" } });
    expect(outcome.message).toMatch(REQUESTED);
    await drainMail();
  });

  it("a booking moved by its customer stays booked; both copies answer to the other side", async () => {
    const reply = await send({ date, time: nextFree() });
    const { reference, manageUrl } = reply.body.appointment;
    await drainMail();
    const token = new URL(manageUrl, "http://x").searchParams.get("token")!;
    const moved = await reschedule(
      jsonRequest(`/api/appointments/${reference}/reschedule`, { token, date, time: nextFree() }),
      params({ reference }),
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ appointment: { status: "confirmed" } });
    const mails = mailsOf(await drainMail(), reference);
    const customer = mails.find((m) => m.kind === "rescheduled-customer")!;
    expect(customer.text).toContain("It stays confirmed.");
    expect(customer.replyTo).toBe(BRISTOL);
    expect(customer.html).toContain('<a href="tel:+14235550103">(423) 555-0103</a>');
    expect(mails.find((m) => m.kind === "rescheduled-store")!.replyTo).toBe((await stored(reference)).email);
    expect((await history(reference)).map((e) => e.what)).toEqual(["booked", "rescheduled"]);

    // Cancelled, it was an appointment, not a request, in the answer and in both e-mails.
    const cancelled = await cancel(
      jsonRequest(`/api/appointments/${reference}/cancel`, { token }),
      params({ reference }),
    );
    expect(await cancelled.json()).toMatchObject({ message: "Your appointment has been cancelled." });
    const gone = mailsOf(await drainMail(), reference);
    expect(gone.find((m) => m.kind === "cancel-customer")!.subject).toBe(
      `Appointment cancelled: ${reference}`,
    );
    expect(gone.find((m) => m.kind === "cancel-store")!.text).toMatch(
      /cancelled this appointment\. The time/,
    );
  });
});
