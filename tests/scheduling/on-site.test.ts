import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { findSchedulerService } from "@/lib/scheduling/services";
import type { UnitCounts } from "@/lib/scheduling/capacity";
import { validateBookingRequest } from "@/lib/scheduling/booking-request";
import { checkServiceArea } from "@/lib/scheduling/service-area";
import { generateSlots, placeAt, type SlotQuery } from "@/lib/scheduling/slots";
import { visitShape } from "@/lib/scheduling/visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NY = "America/New_York";
const DATE = "2026-12-02"; // a Wednesday
const NOW = Date.parse("2026-11-30T12:00:00Z");
const HOURS = { days: [1, 2, 3, 4, 5], open: "07:30", close: "16:30" };
const TRUCKS: UnitCounts = { bay: 4, alignment: 1, "truck-bay": 1, field: 2, "drop-off": 5 };
const farm = findSchedulerService("Farm Tire Service")!;
const at = (time: string) => zonedToEpoch(DATE, time, NY);
const windowHeld = (unit: number, start: string, end: string, appointmentId = unit) => ({
  appointmentId,
  kind: "field" as const,
  unit,
  start: at(start),
  end: at(end),
});

const query = (over: Partial<SlotQuery> = {}): SlotQuery => ({
  date: DATE,
  hours: HOURS,
  timeZone: NY,
  visit: visitShape("wait", [farm]),
  counts: TRUCKS,
  held: [],
  blocks: [],
  now: NOW,
  ...over,
});

describe("arrival windows and service trucks", () => {
  it("makes an on-site service a truck for a whole window, whatever visit was asked", () => {
    expect(visitShape("wait", [farm])).toEqual({
      visit: "on-site",
      services: [{ serviceName: "Farm Tire Service", kind: "field", minutes: 270 }],
    });
    expect(visitShape("drop-off", [farm]).visit).toBe("on-site");
    // A store service asked for "on site" stays at the store.
    expect(visitShape("on-site", [findSchedulerService("Oil Changes")!]).visit).toBe("wait");
  });

  it("answers the morning and afternoon windows with the trucks free in each", () => {
    expect(generateSlots(query())).toEqual([
      { time: "07:30", available: true, remaining: 2 },
      { time: "12:00", available: true, remaining: 2 },
    ]);
    const held = [windowHeld(1, "07:30", "12:00"), windowHeld(2, "07:30", "12:00")];
    expect(generateSlots(query({ held }))).toEqual([
      { time: "07:30", available: false, remaining: 0 },
      { time: "12:00", available: true, remaining: 2 },
    ]);
  });

  it("gives the window a truck free for all of it, keeping one the customer already has", () => {
    const placed = placeAt(query({ held: [windowHeld(1, "12:00", "16:30")] }), "12:00");
    expect(placed?.segments).toEqual([
      {
        serviceName: "Farm Tire Service",
        kind: "field",
        unit: 2,
        startsAt: at("12:00"),
        endsAt: at("16:30"),
      },
    ]);
    expect(placed?.remaining).toBe(1);
  });

  it("counts a Service truck event in the store calendar, and a closed day closes both windows", () => {
    const truckOut = { start: at("10:00"), end: at("11:00"), kind: "field" as const };
    expect(generateSlots(query({ blocks: [truckOut, truckOut] })).map((s) => s.available)).toEqual([
      false,
      true,
    ]);
    // A busy event without a category takes a bay, not a truck.
    expect(generateSlots(query({ blocks: [{ start: at("08:00"), end: at("09:00") }] }))[0]!.remaining).toBe(
      2,
    );
    const closed = { start: at("00:00"), end: at("23:59"), kind: "closed" as const };
    expect(generateSlots(query({ blocks: [closed] })).every((s) => !s.available)).toBe(true);
  });

  it("needs an hour's notice before a window opens, and has no windows on a closed day", () => {
    const morning = query({ now: at("06:45") });
    expect(generateSlots(morning).map((s) => s.available)).toEqual([false, true]);
    expect(generateSlots(query({ date: "2026-12-05" }))).toEqual([]); // Saturday
    expect(generateSlots(query({ counts: { ...TRUCKS, field: 0 } })).every((s) => !s.available)).toBe(true);
  });
});

describe("service radius", () => {
  const wytheville = findLocation(4)!;

  it("takes a site inside the radius, to the edge", () => {
    expect(checkServiceArea(wytheville, farm, { zip: "24360", state: "VA" })).toEqual({
      ok: true,
      miles: 9,
      radiusMiles: 120,
    });
    // Eleanor, WV: 119.99 miles from Wytheville.
    expect(checkServiceArea(wytheville, farm, { zip: "25070", state: "WV" })).toMatchObject({ ok: true });
  });

  it("refuses a site just outside, asking the customer to call when no store reaches it", () => {
    // South Boston, VA: 120.2 miles; the other farm stores are farther than their radius.
    const answer = checkServiceArea(wytheville, farm, { zip: "24592", state: "VA" });
    expect(answer).toEqual({
      ok: false,
      message:
        "South Boston, VA 24592 is about 120 miles from our Wytheville, VA store, beyond the 120 miles its service trucks cover. None of our stores that offer Farm Tire Service reach it: please call us at (304) 555-0100 and we'll see what we can do.",
    });
  });

  it("names the nearest store whose trucks reach the site, and how far it is", () => {
    const answer = checkServiceArea(wytheville, farm, { zip: "43215", state: "OH" });
    expect(answer).toMatchObject({
      ok: false,
      nearest: { id: 6, name: "Ashland, KY", email: "ashland@alleghenytire.example", miles: 105 },
    });
    expect(!answer.ok && answer.message).toContain(
      "Our Ashland, KY store, about 105 miles away, offers Farm Tire Service there: please choose it instead.",
    );
    // Mining service from Windber to a West Virginia mine: Williamson, Crab Orchard and Norton offer it.
    const mining = findSchedulerService("Mining Tire Service")!;
    const mine = checkServiceArea(findLocation(7)!, mining, { zip: "25801", state: "WV" });
    expect(mine).toMatchObject({ ok: false, nearest: { name: "Crab Orchard, WV", miles: 4 } });
  });

  it("words an unknown zip and a zip in another state", () => {
    expect(checkServiceArea(wytheville, farm, { zip: "00000", state: "VA" })).toEqual({
      ok: false,
      message: "We couldn't find zip code 00000. Please check the zip code where the work is.",
    });
    expect(checkServiceArea(wytheville, farm, { zip: "24360", state: "WV" })).toEqual({
      ok: false,
      message:
        "Zip code 24360 is in Virginia, not West Virginia. Please check the state and zip code where the work is.",
    });
  });
});

describe("the work site in a booking request", () => {
  const base = {
    storeGroupEmail: "wytheville@alleghenytire.example",
    serviceName: "Farm Tire Service",
    date: DATE,
    time: "07:30",
    customer: { firstName: "Ruth", lastName: "Akers", email: "ruth@example.com", phone: "276-555-0147" },
  };
  const site = {
    street: "1450 Mill Creek Rd",
    city: "Max Meadows",
    state: "va",
    zip: "24360",
    directions: "Gate code 4512.\r\nSecond field past the red barn.",
    machine: "Tractor, John Deere 8R 410",
    tireSize: "18.4-38",
    position: "rear left",
  };
  const problem = (body: unknown) => {
    const result = validateBookingRequest(body);
    return result.ok ? null : result.message;
  };

  it("keeps the site as given, trimmed, with the state upper-cased and line breaks kept plain", () => {
    const result = validateBookingRequest({ ...base, site });
    expect(result.ok && result.data.site).toEqual({
      ...site,
      state: "VA",
      directions: "Gate code 4512.\nSecond field past the red barn.",
    });
    const bare = validateBookingRequest({
      ...base,
      site: { ...site, directions: undefined, tireSize: undefined },
    });
    expect(bare.ok && bare.data.site).toMatchObject({ directions: "", tireSize: "" });
  });

  it("checks the customer before the site, then the site's fields in the form's order", () => {
    const noStreet = { ...site, street: " " };
    expect(problem({ ...base, customer: { ...base.customer, email: "nope" }, site: noStreet })).toBe(
      "Please enter a valid email address.",
    );
    expect(problem({ ...base, site: noStreet })).toBe("Please enter the street or road where the work is.");
    expect(problem({ ...base, site: { ...site, city: "", state: "XX" } })).toBe(
      "Please enter the city or town where the work is.",
    );
    expect(problem({ ...base, site: { ...site, state: "XX" } })).toBe(
      "Please choose the state where the work is.",
    );
    expect(problem({ ...base, site: { ...site, zip: "2436" } })).toBe(
      "Please enter the 5-digit zip code where the work is.",
    );
    expect(problem({ ...base, site: { ...site, machine: "" } })).toBe(
      "Please tell us the machine: its kind, make and model.",
    );
    expect(problem({ ...base, site: "my farm" })).toBe(
      "Please tell us where the work is: street or road, city, state and zip code.",
    );
  });

  it("refuses hostile input with worded messages", () => {
    expect(problem({ ...base, site: { ...site, street: "1 Main St\r\nBcc: victim@example.com" } })).toBe(
      "Please remove unusual control characters from the site details.",
    );
    expect(problem({ ...base, site: { ...site, machine: "Loader\u202Egnp.exe" } })).toBe(
      "Please remove unusual control characters from the site details.",
    );
    expect(problem({ ...base, site: { ...site, directions: "x".repeat(501) } })).toBe(
      "Please keep this under 500 characters.",
    );
    expect(problem({ ...base, site: { ...site, street: "x".repeat(121) } })).toBe(
      "Please keep the street under 120 characters.",
    );
    expect(problem({ ...base, site: { ...site, zip: { $gt: "" } } })).toBe(
      "Please enter the 5-digit zip code where the work is.",
    );
    expect(problem({ ...base, site: { ...site, city: ["Max", "Meadows"] } })).toBe(
      "Please enter the city or town where the work is.",
    );
    // Markup is only text: accepted as typed, escaped wherever it is shown.
    const markup = validateBookingRequest({
      ...base,
      site: { ...site, machine: "<script>alert(1)</script>" },
    });
    expect(markup.ok && markup.data.site?.machine).toBe("<script>alert(1)</script>");
  });
});
