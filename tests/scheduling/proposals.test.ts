import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as cancel } from "@/app/api/appointments/[reference]/cancel/route";
import { POST as confirm } from "@/app/api/appointments/[reference]/confirm/route";
import { POST as answer } from "@/app/api/appointments/[reference]/proposal/route";
import { POST as reschedule } from "@/app/api/appointments/[reference]/reschedule/route";
import { POST as storeAction } from "@/app/api/appointments/[reference]/store-action/route";
import { GET as getAppointment } from "@/app/api/appointments/[reference]/route";
import { POST as book } from "@/app/api/bookAppointment/route";
import { GET as availability } from "@/app/api/stores/[storeEmail]/availability/[date]/route";
import { WAREHOUSE_ID } from "@/data/inventory";
import { findLocation } from "@/data/locations";
import { linkToken } from "@/lib/appointments/link-tokens";
import { answerProposalFor } from "@/lib/appointments/proposals";
import { getDatabase, resetDatabase } from "@/lib/db";
import { levelAt } from "@/lib/db/stock-queries";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { bookOilChange, freeTimes, NORTON, REQUEST_SERVICE } from "../support/booking";
import { drainMail } from "../support/mail";
import { CUSTOMER } from "../support/origins";
import {
  bookingRequest,
  jsonRequest,
  params,
  upcomingWeekday,
  useFreshDatabase,
  type DatabaseKind,
} from "../support/scheduling-env";

interface Reply {
  success: boolean;
  changed?: boolean;
  message: string;
  availableSlots?: { time: string; available: boolean }[];
  appointment: {
    reference: string;
    status: string;
    date: string;
    time: string;
    proposal: { date: string; time: string; label: string } | null;
  };
  history?: string[];
}

const asJson = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Reply,
});

const call = async (
  handler: (r: Request, p: { params: Promise<{ reference: string }> }) => Promise<Response>,
  reference: string,
  body: unknown,
) => asJson(await handler(jsonRequest(`/api/appointments/${reference}/x`, body), params({ reference })));

const at = (date: string, time: string) => `${formatAppointmentDate(date)} at ${formatAppointmentTime(time)}`;

describe.each(["sqlite", "postgres"] as DatabaseKind[])("the store's proposed times on %s", (kind) => {
  let date: string;
  /** The day's free start times, handed out in order, twice over (each has four bays); full ones are skipped. */
  let free: string[];
  const full = new Set<string>();
  const nextFree = (): string => {
    const time = free.shift()!;
    return full.has(time) ? nextFree() : time;
  };
  let customers = 0;
  const bookAt = (time: string, email = `pat.${++customers}@example.com`) =>
    // A flat repair at Norton stays a request (the store looks at the tire first): one bay, 30 minutes,
    // like an oil change, so the oil-change times below count the same bays.
    bookOilChange({ date, time, email, lastName: "Proposal", service: REQUEST_SERVICE });

  /** Oil-change units still free at a time (Norton has four bays). */
  async function remaining(time: string): Promise<number> {
    const reply = await availability(
      new Request("http://x/?service=Oil%20Changes"),
      params({ storeEmail: NORTON, date }),
    );
    const slots = ((await reply.json()) as { availableSlots: { time: string; remaining: number }[] })
      .availableSlots;
    return slots.find((s) => s.time === time)?.remaining ?? 0;
  }

  async function fill(time: string) {
    full.add(time);
    for (let i = await remaining(time); i > 0; i--)
      await bookAt(time, `filler${time.replace(":", "")}${i}.${++customers}@example.com`);
  }

  const view = async (reference: string, token: string) =>
    asJson(
      await getAppointment(
        new Request(`http://x/api/appointments/${reference}?token=${token}`),
        params({ reference }),
      ),
    );

  async function booked() {
    const time = nextFree();
    const { reference, token } = await bookAt(time);
    const storeToken = await linkToken(reference, "store");
    await drainMail();
    return { reference, token, storeToken, time };
  }

  const propose = (reference: string, storeToken: string, time: string) =>
    call(storeAction, reference, { storeToken, action: "move", date, time });

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(4);
    const times = await freeTimes(NORTON, date);
    expect(times.length).toBeGreaterThan(14);
    free = [...times, ...times];
  });
  afterAll(() => resetDatabase());

  it("a proposal keeps the old time and its unit, and asks the customer by e-mail", async () => {
    const { reference, token, storeToken, time } = await booked();
    const target = nextFree();
    const before = { old: await remaining(time), target: await remaining(target) };
    const segments = (await (await getDatabase()).findByReference(reference))!.segments;

    const proposed = await propose(reference, storeToken, target);
    expect(proposed).toMatchObject({
      status: 200,
      body: {
        changed: true,
        appointment: { status: "requested", time, proposal: { date, time: target } },
      },
    });
    expect(proposed.body.message).toBe(
      `Proposed ${at(date, target)}. The customer has been asked; until they answer, the appointment stays at ${at(date, time)} and is still a request.`,
    );
    // Nothing moved: the same unit at the same time, the proposed time untouched.
    const row = (await (await getDatabase()).findByReference(reference))!;
    expect(row).toMatchObject({ time, status: "requested", segments });
    expect(await remaining(time)).toBe(before.old);
    expect(await remaining(target)).toBe(before.target);

    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["proposed-customer"]);
    expect(mail[0]!.subject).toBe(`New time proposed for your appointment: ${at(date, target)}`);
    expect(mail[0]!.text).toContain(`proposes ${at(date, target)} instead of ${at(date, time)}`);
    expect(mail[0]!.text).toContain(`Accept the new time: `);
    expect(mail[0]!.text).toContain(`/appointments/manage?ref=${reference}&token=${token}&answer=accept`);
    expect(mail[0]!.text).toContain(`Keep my original time: `);
    expect(mail[0]!.ics).toBeNull();

    // The customer's page shows it, and the history says who proposed what.
    const page = await view(reference, token);
    expect(page.body.appointment.proposal?.label).toBe(at(date, target));
    expect(page.body.history?.at(-1)).toMatch(
      `The store proposed ${formatAppointmentDate(date).split(",")[0]}`,
    );
  });

  it("accepting moves the appointment to the proposed time and confirms it; the old time is free again", async () => {
    const { reference, token, storeToken, time } = await booked();
    const target = nextFree();
    await propose(reference, storeToken, target);
    await drainMail();
    const before = { old: await remaining(time), target: await remaining(target) };

    const accepted = await call(answer, reference, { token, answer: "accept" });
    expect(accepted).toMatchObject({
      status: 200,
      body: { changed: true, appointment: { status: "confirmed", time: target, proposal: null } },
    });
    expect(accepted.body.message).toBe(
      `Your appointment is now on ${at(date, target)}, and it is confirmed. We've e-mailed you and the store.`,
    );
    expect(await remaining(time)).toBe(before.old + 1);
    expect(await remaining(target)).toBe(before.target - 1);

    const mail = await drainMail();
    expect(mail.map((m) => m.kind).sort()).toEqual(["accepted-customer", "accepted-store", "reminder"]);
    const customer = mail.find((m) => m.kind === "accepted-customer")!;
    expect(customer.ics).toContain("STATUS:CONFIRMED");
    expect(customer.ics).toContain(`SEQUENCE:2\r\n`);
    expect(mail.find((m) => m.kind === "accepted-store")!.text).toContain(
      `Ada Proposal accepted the time you proposed. The appointment has moved from ${at(date, time)} to ${at(date, target)}`,
    );

    // The same answer again changes nothing; the other answer is stale.
    const again = await call(answer, reference, { token, answer: "accept" });
    expect(again).toMatchObject({ status: 200, body: { changed: false, appointment: { time: target } } });
    const keep = await call(answer, reference, { token, answer: "keep" });
    expect(keep.status).toBe(409);
    expect(keep.body.message).toMatch(/^You already accepted the new time/);
    expect(await drainMail()).toEqual([]);
  });

  it("accepting a time taken meanwhile moves nothing, ends the proposal and asks the store again", async () => {
    const { reference, token, storeToken, time } = await booked();
    const target = nextFree();
    await propose(reference, storeToken, target);
    await fill(target);
    await drainMail();

    const taken = await call(answer, reference, { token, answer: "accept" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      `That time was taken meanwhile; your appointment stays at ${at(date, time)}. We've told the Norton, VA store, which will propose another time.`,
    );
    const row = (await (await getDatabase()).findByReference(reference))!;
    expect(row).toMatchObject({ time, status: "requested", proposal: null });
    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["lapsed-store"]);
    expect(mail[0]!.text).toContain("Please propose another time");
    expect(mail[0]!.text).toContain(`/appointments/store?ref=${reference}&token=${storeToken}&action=move`);

    // Asked again, the answer is the same and nothing more is sent.
    const again = await call(answer, reference, { token, answer: "accept" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(taken.body.message);
    expect(await drainMail()).toEqual([]);
  });

  it("keeping the original time ends the proposal and tells the store; a repeat is unchanged", async () => {
    const { reference, token, storeToken, time } = await booked();
    const target = nextFree();
    await propose(reference, storeToken, target);
    await drainMail();

    const kept = await call(answer, reference, { token, answer: "keep" });
    expect(kept).toMatchObject({
      status: 200,
      body: { changed: true, appointment: { status: "requested", time, proposal: null } },
    });
    expect(kept.body.message).toBe(
      `You're keeping your original time: ${at(date, time)}. We've told the store. It is not confirmed yet: the store will confirm it by e-mail, or call you.`,
    );
    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["kept-store"]);
    // Still a request: the store's mail carries its three answers.
    expect(mail[0]!.text).toContain(`&action=confirm`);

    expect((await call(answer, reference, { token, answer: "keep" })).body.changed).toBe(false);
    const late = await call(answer, reference, { token, answer: "accept" });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^You chose to keep your original time/);
    expect((await call(answer, reference, { token: "z".repeat(43), answer: "keep" })).status).toBe(404);
    expect((await call(answer, reference, { token, answer: "maybe" })).status).toBe(400);
    expect(await drainMail()).toEqual([]);
  });

  it("a newer proposal replaces the older; the same one again is unchanged; the current time is no proposal", async () => {
    const { reference, token, storeToken, time } = await booked();
    const [first, second] = [nextFree(), nextFree()];
    await propose(reference, storeToken, first);
    const same = await propose(reference, storeToken, first);
    expect(same.body).toMatchObject({ changed: false });
    expect(same.body.message).toBe(
      `${at(date, first)} has already been proposed to the customer; they have been asked.`,
    );
    expect((await propose(reference, storeToken, time)).body.changed).toBe(false);
    const newer = await propose(reference, storeToken, second);
    expect(newer.body.appointment.proposal).toMatchObject({ time: second });
    expect((await drainMail()).map((m) => m.kind)).toEqual(["proposed-customer", "proposed-customer"]);

    const accepted = await call(answer, reference, { token, answer: "accept" });
    expect(accepted.body.appointment.time).toBe(second);
  });

  it("the store confirming keeps the original time and ends a pending proposal", async () => {
    const { reference, token, storeToken, time } = await booked();
    const target = nextFree();
    await propose(reference, storeToken, target);
    await drainMail();

    const confirmed = await call(confirm, reference, { storeToken });
    expect(confirmed.body.appointment).toMatchObject({ status: "confirmed", time, proposal: null });
    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["confirmed-customer"]);
    expect(mail[0]!.text).toContain(
      `The other time the store proposed, ${at(date, target)}, no longer applies: your appointment stays on ${at(date, time)}.`,
    );
    const late = await call(answer, reference, { token, answer: "accept" });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      `The store has no new time waiting for your answer. Your appointment is on ${at(date, time)}.`,
    );
  });

  it("the customer's own reschedule or cancel ends a pending proposal", async () => {
    const one = await booked();
    await propose(one.reference, one.storeToken, nextFree());
    const own = nextFree();
    const moved = await call(reschedule, one.reference, { token: one.token, date, time: own });
    expect(moved.body.appointment).toMatchObject({ time: own, proposal: null });

    const two = await booked();
    await propose(two.reference, two.storeToken, nextFree());
    await call(cancel, two.reference, { token: two.token });
    expect((await (await getDatabase()).findByReference(two.reference))!.proposal).toBeNull();
    expect((await call(answer, two.reference, { token: two.token, answer: "accept" })).body.message).toBe(
      "This appointment is cancelled.",
    );
    await drainMail();
  });

  it("a confirmed appointment gets a proposal too; two accepts at once move it once", async () => {
    const { reference, storeToken, time } = await booked();
    await call(confirm, reference, { storeToken });
    const target = nextFree();
    const proposed = await propose(reference, storeToken, target);
    expect(proposed.body.appointment).toMatchObject({ status: "confirmed", time });
    expect(proposed.body.message).toMatch(/the appointment stays at .*\.$/);
    await drainMail();
    const before = { old: await remaining(time), target: await remaining(target) };

    const appointment = (await (await getDatabase()).findByReference(reference))!;
    const answers = await Promise.all([
      answerProposalFor(appointment, true, CUSTOMER),
      answerProposalFor(appointment, true, CUSTOMER),
    ]);
    expect(answers.map((a) => a.kind).sort()).toEqual(["changed", "unchanged"]);
    expect(await remaining(target)).toBe(before.target - 1);
    expect(await remaining(time)).toBe(before.old + 1);
    const history = await (await getDatabase()).appointmentHistory(appointment.id);
    expect(history.filter((e) => e.what === "accepted")).toHaveLength(1);
    expect((await drainMail()).filter((m) => m.kind === "accepted-customer")).toHaveLength(1);
  });

  it("the store cancels a confirmed visit with a reason: its unit and tires are free again; a request is declined instead", async () => {
    const bristol = findLocation(3)!;
    const offer = passengerCatalog.bySize("225/65R17")[1]!;
    const db = await getDatabase();
    await db.setStock(
      [
        { locationId: bristol.id, offerId: offer.id, onHand: 8 },
        { locationId: WAREHOUSE_ID, offerId: offer.id, onHand: 0 },
      ],
      Date.now(),
    );
    const install = "Tire Sales & Installation";
    const time = (await freeTimes(bristol.email, date, install))[0]!;
    const response = await book(
      await bookingRequest({
        storeGroupEmail: bristol.email,
        serviceName: install,
        date,
        time,
        customer: { firstName: "Cal", lastName: "Vance", email: "cal@example.com", phone: "4235550142" },
        tires: { productId: offer.id, quantity: 4 },
      }),
    );
    expect(response.status).toBe(200);
    const { reference } = ((await response.json()) as Reply).appointment;
    const storeToken = await linkToken(reference, "store");
    const held = async () => levelAt(await db.stockLevels([offer.id]), bristol.id, offer.id).held;
    const unitsAt = async () => (await freeTimes(bristol.email, date, install)).includes(time);
    expect(await held()).toBe(4);

    // A request is declined, not cancelled.
    const request = await bookAt(nextFree());
    const requestToken = await linkToken(request.reference, "store");
    const early = await call(storeAction, request.reference, {
      storeToken: requestToken,
      action: "cancel",
      reason: "Lift broke",
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Decline it instead/);
    expect((await call(storeAction, reference, { storeToken, action: "cancel", reason: " " })).status).toBe(
      400,
    );

    // Tires from the store's own shelf: the installation was booked on the spot, confirmed.
    expect((await db.findByReference(reference))!.status).toBe("confirmed");
    await drainMail();
    const cancelled = await call(storeAction, reference, {
      storeToken,
      action: "cancel",
      reason: "Our tire machine is out of service that day.",
    });
    expect(cancelled).toMatchObject({ status: 200, body: { appointment: { status: "cancelled" } } });
    expect(cancelled.body.message).toBe(
      "Cancelled. The customer has been e-mailed with your reason, and the time is free again. The tires held for it are back in stock.",
    );
    expect(await held()).toBe(0);
    expect(await unitsAt()).toBe(true);
    const row = (await db.findByReference(reference))!;
    expect(row.tireHold?.status).toBe("released");
    const mail = await drainMail();
    expect(mail.map((m) => m.kind)).toEqual(["store-cancel-customer"]);
    expect(mail[0]!.text).toContain("The store's note: Our tire machine is out of service that day.");
    expect(mail[0]!.ics).toContain("METHOD:CANCEL");
    // No reminder is left to send for it.
    const waiting = await db.claimMail("check", Date.now() + 400 * 86_400_000, 60_000, 500);
    expect(waiting.filter((m) => m.reference === reference)).toEqual([]);

    const again = await call(storeAction, reference, { storeToken, action: "cancel", reason: "Again" });
    expect(again).toMatchObject({ status: 200, body: { changed: false } });
    const history = await db.appointmentHistory(row.id);
    expect(history.at(-1)).toMatchObject({
      what: "cancelled",
      detail: { reason: "Our tire machine is out of service that day." },
    });
  });
});
