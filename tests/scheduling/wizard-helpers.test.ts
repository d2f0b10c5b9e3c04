import { describe, expect, it } from "vitest";
import type { WizardService, WizardStore } from "@/components/schedule/types";
import { bookingBody, confirmationOf, visitMinutes } from "@/components/schedule/wizard-helpers";
import { EMPTY_FORM } from "@/lib/booking-form/customer-fields";

const service = (name: string, durationMinutes: number): WizardService => ({
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  durationMinutes,
  commercial: false,
  onSite: false,
});
const tires = service("Tire Sales & Installation", 60);
const alignment = service("Wheel Alignment", 45);
const store: WizardStore = {
  id: 7,
  name: "Windber, PA",
  address: "1200 Somerset Ave",
  city: "Windber",
  state: "PA",
  zip: "15963",
  phone: "(814) 555-0107",
  email: "windber@alleghenytire.example",
  hours: ["Monday - Friday: 7:30 AM - 4:30 PM"],
  timeZone: "America/New_York",
  lat: 40.2334,
  lng: -78.8286,
  services: [tires, alignment],
  dropOff: { opensAt: "07:30", readyBy: "16:00" },
};
const request = {
  store,
  service: tires,
  addOns: [alignment],
  visit: "wait" as const,
  date: "2026-11-23",
  time: "09:00",
  form: { ...EMPTY_FORM, firstName: "Ada" },
};

describe("the wizard's booking request", () => {
  it("adds up the work of every service in the visit", () => {
    expect(visitMinutes(request)).toBe(105);
    expect(visitMinutes({ service: tires, addOns: [] })).toBe(60);
  });

  it("sends the add-ons by name and how the visit goes", () => {
    expect(bookingBody({ ...request, idempotencyKey: "k".repeat(32) })).toMatchObject({
      serviceName: "Tire Sales & Installation",
      addOns: ["Wheel Alignment"],
      visit: "wait",
      time: "09:00",
    });
    expect(
      bookingBody({
        ...request,
        addOns: [],
        visit: "drop-off",
        time: "07:30",
        idempotencyKey: "k".repeat(32),
      }),
    ).toMatchObject({ addOns: [], visit: "drop-off", time: "07:30" });
  });
});

describe("the confirmation", () => {
  it("shows what the booking recorded over what was asked for", () => {
    // A reply from the same request made earlier (an idempotent repeat) says what was booked then.
    const recorded = {
      services: ["Tire Sales & Installation"],
      durationMinutes: 60,
      visit: "drop-off" as const,
      visitLabel: "Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM",
    };
    expect(confirmationOf({ appointment: recorded }, request)).toMatchObject(recorded);
  });

  it("falls back on what was asked for when the reply leaves something out", () => {
    expect(confirmationOf({}, request)).toMatchObject({
      services: ["Tire Sales & Installation", "Wheel Alignment"],
      durationMinutes: 105,
      visit: "wait",
      visitLabel: "You wait: 9:00 AM to about 10:45 AM",
    });
    expect(confirmationOf({}, { ...request, addOns: [], visit: "drop-off", time: "07:30" })).toMatchObject({
      services: ["Tire Sales & Installation"],
      durationMinutes: 60,
      visit: "drop-off",
      visitLabel: "Drop-off: bring the vehicle at 7:30 AM; it will be ready by 4:00 PM",
    });
  });
});
