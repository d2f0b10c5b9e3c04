import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { findLocation } from "@/data/locations";
import { answerCounterBooking } from "@/lib/appointment-actions/counter-booking-answer";
import { bookAppointment, bookingProblem } from "@/lib/appointments/book";
import { bookAtCounter, COUNTER_MESSAGES, type CounterForm } from "@/lib/appointments/counter-booking";
import { loadCounterPage } from "@/lib/appointments/counter-page";
import { confirmedByLine } from "@/lib/appointments/history-text";
import { statusLabel } from "@/lib/appointments/status-words";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { getDatabase, resetDatabase } from "@/lib/db";
import { BOOKING_MESSAGES, type BookingRequest } from "@/lib/scheduling/booking-request";
import { drainMail } from "../support/mail";
import { upcomingWeekday, useFreshDatabase, type DatabaseKind } from "../support/scheduling-env";
import { counterForm as emptyForm } from "../support/counter";
import { storeMember } from "../support/staff";

// The server action reads who is asking from the request's headers (development: the operator).
vi.mock("next/headers", () => import("../support/request-headers"));

const NORTON = findLocation(5)!; // 4 bays, 1 alignment rack
const BRISTOL = findLocation(3)!;
const NY = "America/New_York";

const counterForm = (fields: Partial<CounterForm>): CounterForm =>
  emptyForm({
    store: NORTON.slug,
    service: "Oil Changes",
    visit: "wait",
    firstName: "Earl",
    lastName: "Crowder",
    phone: "(276) 555-0188",
    ...fields,
  });

const webRequest = (date: string, time: string, email: string, serviceName: string): BookingRequest => ({
  storeGroupEmail: NORTON.email,
  serviceName,
  date,
  time,
  customer: { firstName: "Web", lastName: "Customer", email, phone: "2765550100" },
  addOns: [],
  visit: "wait",
  comments: "",
});

describe.each(["sqlite", "postgres"] as DatabaseKind[])("booking at the counter on %s", (kind) => {
  let date: string;
  const member = storeMember(NORTON.id);

  beforeAll(async () => {
    await useFreshDatabase(kind, inject("postgresUrl"));
    date = upcomingWeekday(3);
  });
  afterAll(() => resetDatabase());

  it("books a caller at once, under the member's name, and e-mails them when they gave an address", async () => {
    await drainMail();
    const outcome = await bookAtCounter(
      member,
      counterForm({ date, time: "09:00", email: "earl.crowder@example.com", vehicleMake: "Ford" }),
      "10.0.0.7",
    );
    expect(outcome).toMatchObject({ kind: "booked", date, store: { slug: NORTON.slug } });
    if (outcome.kind !== "booked") return;
    expect(outcome.message).toContain("Earl Crowder, Oil Changes");
    expect(outcome.message).toContain("The customer is e-mailed the confirmation.");
    const db = await getDatabase();
    const booked = (await db.findByReference(outcome.reference))!;
    expect(booked.status).toBe("confirmed");
    expect(booked.phone).toBe("2765550188");
    const history = await db.appointmentHistory(booked.id);
    expect(history.map((e) => e.what)).toEqual(["booked"]);
    expect(history[0]!.origin).toEqual({
      actor: { kind: "staff", name: member.name, email: member.email },
      from: "10.0.0.7",
    });
    // Staff and customer are told it was the store's own booking, not one made online.
    expect(confirmedByLine(history, NORTON.id)).toMatch(/^Booked at the counter by Sam Counter · /);
    expect(statusLabel(booked.status, history, "store")).toBe("Booked at the counter");
    expect(statusLabel(booked.status, history, "customer")).toBe("Booked by the store");
    const kinds = (await drainMail()).map((m) => m.kind).sort();
    expect(kinds).toContain("booking-customer");
    expect(kinds).toContain("booking-store");
  });

  it("books a walk-in without an e-mail: only the store's copy is sent, and the same customer may book twice", async () => {
    await drainMail();
    const first = await bookAtCounter(member, counterForm({ date, time: "13:00" }), null);
    const second = await bookAtCounter(member, counterForm({ date, time: "14:00" }), null);
    expect(first.kind).toBe("booked");
    expect(second.kind).toBe("booked");
    expect(first.kind === "booked" && first.message).toContain("Nothing is sent to the customer");
    const kinds = (await drainMail()).map((m) => m.kind);
    expect(kinds.filter((k) => k === "booking-customer")).toHaveLength(0);
    expect(kinds.filter((k) => k === "booking-store")).toHaveLength(2);
  });

  it("texts the customer only when the box says they agreed", async () => {
    const outcome = await bookAtCounter(member, counterForm({ date, time: "15:00", texts: "yes" }), null);
    expect(outcome.kind).toBe("booked");
    if (outcome.kind !== "booked") return;
    const booked = (await (await getDatabase()).findByReference(outcome.reference))!;
    expect(booked.textConsent?.phone).toBe("+12765550188");
    expect(outcome.message).toContain("texted");
  });

  it("books each unit once when the counter and the website race for the last rack", async () => {
    // Norton has one alignment rack: two bookings of one time, at once, from both sides.
    const time = "10:00";
    const [counter, web] = await Promise.all([
      bookAtCounter(member, counterForm({ date, time, service: "Wheel Alignment" }), null),
      bookAppointment(webRequest(date, time, "race@example.com", "Wheel Alignment")),
    ]);
    const booked = [counter.kind, web.kind].filter((k) => k === "booked");
    expect(booked).toHaveLength(1);
    if (counter.kind === "booked") expect(web.kind).toBe("slot-taken");
    else expect(counter).toMatchObject({ kind: "refused", outcome: "slot-taken" });
    const rows = await (
      await getDatabase()
    ).listAppointments({
      storeId: NORTON.id,
      from: zonedToEpoch(date, time, NY),
      to: zonedToEpoch(date, "10:01", NY),
      limit: 10,
    });
    expect(rows.filter((a) => a.serviceName === "Wheel Alignment")).toHaveLength(1);
  });

  it("books a posted form once, however often it comes", async () => {
    const form = counterForm({ date, time: "11:00", key: `counter-${kind}-twice` });
    const [a, b] = [await bookAtCounter(member, form, null), await bookAtCounter(member, form, null)];
    expect(a.kind === "booked" && b.kind === "booked" && a.reference === b.reference).toBe(true);
  });

  it("refuses in words: another store, no time, no phone, a bad e-mail, an unknown service", async () => {
    const refusal = async (fields: Partial<CounterForm>) => {
      const outcome = await bookAtCounter(member, counterForm({ date, time: "12:00", ...fields }), null);
      return outcome.kind === "refused" ? outcome.message : `booked ${outcome.reference}`;
    };
    expect(await refusal({ store: BRISTOL.slug })).toBe(COUNTER_MESSAGES.store);
    expect(await refusal({ time: "" })).toBe(COUNTER_MESSAGES.time);
    expect(await refusal({ phone: "" })).toBe(COUNTER_MESSAGES.phone);
    expect(await refusal({ phone: "555-01" })).toBe(COUNTER_MESSAGES.phone);
    expect(await refusal({ email: "earl@" })).toBe(BOOKING_MESSAGES.email);
    expect(await refusal({ firstName: " " })).toBe("Please enter the customer's first and last name.");
    expect(await refusal({ service: "Free Lunch" })).toBe(
      "Unknown service. Please choose a service from the list.",
    );
    expect(await refusal({ time: "03:00" })).toMatch(/no longer available/);
  });

  it("offers the half hour under way to a walk-in, which the website's notice would not", async () => {
    const now = zonedToEpoch(date, "12:07", NY);
    const page = await loadCounterPage({ store: NORTON.slug, service: "tire-rotation", date }, member, now);
    const times = page.times!.map((t) => t.time);
    expect(times.every((t) => t >= "12:00")).toBe(true);
    expect(times).toContain("12:00");
    const request = webRequest(date, "12:00", "walk-in@example.com", "Tire Rotation");
    expect((await bookingProblem(request, now))?.kind).toBe("slot-taken");
    expect((await bookingProblem(request, now, "counter"))?.kind).toBeUndefined();
  });
});

describe("the counter form posted", () => {
  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
  });
  afterAll(() => resetDatabase());

  const posted = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return form;
  };

  it("keeps everything typed when refused, and goes to the store's day when booked", async () => {
    const date = upcomingWeekday(4);
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "10.1.2.3" } });
    const fields = {
      store: NORTON.slug,
      service: "Oil Changes",
      visit: "wait",
      date,
      time: "09:30",
      firstName: "Ruby",
      lastName: "Sizemore",
      phone: "276 555 0142",
      email: "ruby@",
    };
    const refused = await answerCounterBooking(null, posted(fields), request);
    expect(refused).toMatchObject({
      kind: "refused",
      state: { message: BOOKING_MESSAGES.email, attempt: 1, values: { firstName: "Ruby", email: "ruby@" } },
    });
    const booked = await answerCounterBooking(null, posted({ ...fields, email: "" }), request);
    expect(booked.kind).toBe("booked");
    if (booked.kind !== "booked") return;
    const day = new URL(booked.dayHref, "http://localhost");
    expect(day.hash).toBe("#booked");
    expect(day.pathname).toBe("/admin/appointments");
    expect(Object.fromEntries(day.searchParams)).toMatchObject({
      view: "day",
      store: NORTON.slug,
      from: date,
    });
    expect(day.searchParams.get("booked")).toMatch(/^Booked AT-/);
  });
});
