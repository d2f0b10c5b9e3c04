import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findLocation } from "@/data/locations";
import { loadAdminPage, splitForAnswer } from "@/lib/appointments/admin-list";
import { bookAppointment } from "@/lib/appointments/book";
import { bookAtCounter } from "@/lib/appointments/counter-booking";
import { daySheet } from "@/lib/appointments/day-sheet";
import { resetDatabase } from "@/lib/db";
import { upcomingWeekday, useFreshDatabase } from "../support/scheduling-env";
import { REQUEST_SERVICE } from "../support/booking";
import { counterForm } from "../support/counter";
import { OPERATOR } from "../support/staff";

const NORTON = findLocation(5)!;

describe("the store's morning: requests first, and the day on paper", () => {
  let date: string;

  beforeAll(async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    date = upcomingWeekday(3);
    const booked = await bookAtCounter(
      OPERATOR,
      counterForm({
        store: NORTON.slug,
        service: "Oil Changes",
        date,
        time: "08:00",
        firstName: "Ada",
        lastName: "Blevins",
        phone: "2765550142",
        vehicleMake: "Toyota",
        vehicleModel: "Tacoma",
        notes: "Check the spare too.",
      }),
      null,
    );
    expect(booked.kind).toBe("booked");
    const requested = await bookAppointment({
      storeGroupEmail: NORTON.email,
      serviceName: REQUEST_SERVICE,
      date,
      time: "10:00",
      customer: {
        firstName: "Ada",
        lastName: "Hatfield",
        email: "hatfield@example.com",
        phone: "2765550143",
      },
      addOns: [],
      visit: "wait",
      comments: "",
    });
    expect(requested).toMatchObject({ kind: "booked", appointment: { status: "requested" } });
  });
  afterAll(() => resetDatabase());

  it("splits a page of the list: the requests waiting for an answer, then the rest", async () => {
    const { book } = await loadAdminPage({ store: NORTON.slug, from: date, days: "1" }, OPERATOR);
    if (book.view !== "list") throw new Error("expected the list");
    const { toAnswer, rest } = splitForAnswer(book.list.days);
    const names = (days: typeof toAnswer) =>
      days.flatMap((d) => d.stores.flatMap((s) => s.rows.map((r) => r.appointment.customerName)));
    expect(names(toAnswer)).toEqual(["Ada Hatfield"]);
    expect(names(rest)).toEqual(["Ada Blevins"]);
  });

  it("prints each lane with its visits in time order, what the bay needs on each line, requests marked", async () => {
    const { book } = await loadAdminPage({ view: "day", store: NORTON.slug, from: date }, OPERATOR);
    if (book.view !== "day") throw new Error("expected the day view");
    const sheet = daySheet(book.day);
    expect(sheet.lanes.map((l) => l.label)).toEqual(book.day.lanes.map((l) => l.label));
    const lines = sheet.lanes.flatMap((l) => l.lines);
    expect(lines).toEqual([
      expect.objectContaining({
        time: "8:00 AM–8:30 AM",
        service: "Oil Changes",
        customer: "Ada Blevins",
        phone: "(276) 555-0142",
        vehicle: "Toyota Tacoma",
        notes: "Check the spare too.",
        flag: null,
      }),
      expect.objectContaining({ customer: "Ada Hatfield", service: REQUEST_SERVICE, flag: "Requested" }),
    ]);
    expect(sheet.dropOffs).toEqual([]);
  });
});
