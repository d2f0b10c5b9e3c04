import { afterAll, describe, expect, inject, it } from "vitest";
import { bookAppointment } from "@/lib/appointments/book";
import { outcomeBody } from "@/lib/http/outcome-response";
import { resetDatabase } from "@/lib/db";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { useFreshDatabase } from "../support/scheduling-env";
import { holidayCalendar } from "@/data/holidays";
import { locations } from "@/data/locations";
import {
  isStoreHoliday,
  namedStoreHolidays,
  storeHolidayOn,
  storeHolidays,
  upcomingStoreHolidays,
} from "@/lib/scheduling/holidays";
import { generateSlots } from "@/lib/scheduling/slots";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NY = "America/New_York";
const norton = locations.find((l) => l.slug === "norton-va")!;

describe("the holiday calendar in data/", () => {
  it("names every closure of a year, in date order", () => {
    expect(namedStoreHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "New Year's Day", observed: false },
      { date: "2026-05-25", name: "Memorial Day", observed: false },
      { date: "2026-07-03", name: "Independence Day", observed: true },
      { date: "2026-09-07", name: "Labor Day", observed: false },
      { date: "2026-11-26", name: "Thanksgiving Day", observed: false },
      { date: "2026-11-27", name: "Thanksgiving Friday", observed: false },
      { date: "2026-12-25", name: "Christmas Day", observed: false },
    ]);
    expect(storeHolidays(2026)).toHaveLength(holidayCalendar.length);
  });

  it("names the holiday of a date, including one observed on the last day of the year before", () => {
    expect(storeHolidayOn("2026-11-26")).toEqual({
      date: "2026-11-26",
      name: "Thanksgiving Day",
      observed: false,
    });
    expect(storeHolidayOn("2027-12-24")).toMatchObject({ name: "Christmas Day", observed: true });
    expect(storeHolidayOn("2027-12-31")).toMatchObject({ name: "New Year's Day", observed: true });
    expect(storeHolidayOn("2026-11-25")).toBeNull();
    expect(storeHolidayOn("2026-07-04")).toBeNull(); // a Saturday: the Friday before is the day off
  });

  it("lists the next closures from a date, across the year end", () => {
    expect(upcomingStoreHolidays("2026-11-26", 3).map((h) => h.date)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-12-25",
    ]);
    expect(upcomingStoreHolidays("2026-12-26", 3).map((h) => `${h.date} ${h.name}`)).toEqual([
      "2027-01-01 New Year's Day",
      "2027-05-31 Memorial Day",
      "2027-07-05 Independence Day",
    ]);
    expect(upcomingStoreHolidays("2027-12-25", 1)).toEqual([
      { date: "2027-12-31", name: "New Year's Day", observed: true },
    ]);
  });

  it("is the calendar the scheduler closes on", () => {
    const now = zonedToEpoch("2026-05-20", "09:00", NY);
    const query = {
      hours: norton.openingHours,
      timeZone: NY,
      visit: {
        visit: "wait" as const,
        services: [{ serviceName: "Oil Changes", kind: "bay" as const, minutes: 30 }],
      },
      counts: { bay: 1, alignment: 0, "truck-bay": 0, field: 0, "drop-off": 0 },
      held: [],
      blocks: [],
      now,
    };
    // Memorial Day comes from the data rule (last Monday of May); the Tuesday after is a working day.
    expect(isStoreHoliday("2026-05-25")).toBe(true);
    expect(generateSlots({ ...query, date: "2026-05-25" })).toEqual([]);
    expect(generateSlots({ ...query, date: "2026-05-26" }).length).toBeGreaterThan(0);
  });
});

describe("booking on a holiday", () => {
  afterAll(() => resetDatabase());

  it("is refused for a day the data closes, and accepted the next working day", async () => {
    await useFreshDatabase("sqlite", inject("postgresUrl"));
    const now = zonedToEpoch("2026-11-20", "09:00", NY);
    const request = (date: string) => {
      const parsed = validateBookingRequest({
        storeGroupEmail: norton.email,
        serviceName: "Oil Changes",
        durationMinutes: 30,
        date,
        time: "09:00",
        customer: {
          firstName: "Ada",
          lastName: "Hatfield",
          email: "ada@example.com",
          phone: "(276) 555-0142",
        },
        vehicle: { year: "2020", make: "Ford", model: "F-150", trim: "XLT" },
      });
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.data;
    };
    // Thanksgiving Friday exists only as a rule in data/holidays.ts ("days after" Thanksgiving).
    const holiday = await bookAppointment(request("2026-11-27"), now);
    expect(holiday.kind).toBe("slot-taken");
    expect(outcomeBody(holiday).success).toBe(false);
    const monday = await bookAppointment(request("2026-11-30"), now);
    expect(monday.kind).toBe("booked");
  });
});
