import { describe, expect, it } from "vitest";
import { namedServices, onTheSpot } from "@/data/instant-booking";
import { bookableLocations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { bookedOnTheSpot, type OnTheSpotQuestion } from "@/lib/scheduling/instant-booking";
import { isOnSiteService } from "@/lib/scheduling/visit";
import { phoneInWords } from "@/lib/core/phone";
import { customerHistory, staffHistory } from "@/lib/appointments/history-text";
import { BOOKED_ON_THE_SPOT_LABELS, statusLabel, STATUS_WORDS } from "@/lib/appointments/status-words";
import type { AppointmentEvent } from "@/lib/db";

const BRISTOL = 3;
const NORTON = 5;
const WINDBER = 7;

const ask = (q: Partial<OnTheSpotQuestion>): boolean =>
  bookedOnTheSpot({
    storeId: BRISTOL,
    services: ["Oil Changes"],
    visit: "wait",
    contactProven: true,
    tires: "none",
    ...q,
  });

describe("which bookings are confirmed on the spot", () => {
  it("books the quick work of a proven customer at once, at every store", () => {
    for (const store of bookableLocations)
      for (const service of ["Oil Changes", "Tire Rotation"])
        expect(ask({ storeId: store.id, services: [service] }), `${service} at ${store.name}`).toBe(true);
    expect(ask({ services: ["Flat Tire Repair"] })).toBe(true);
    expect(ask({ services: ["Wheel Alignment"] })).toBe(true);
    // A drop-off of the same work holds a place of the day as surely as a wait holds a bay.
    expect(ask({ visit: "drop-off" })).toBe(true);
  });

  it("leaves every booking a request while the customer's address is not proven", () => {
    expect(ask({ contactProven: false })).toBe(false);
    expect(ask({ contactProven: false, services: ["Tire Sales & Installation"], tires: "store-shelf" })).toBe(
      false,
    );
  });

  it("confirms an installation only with its tires on the store's own shelf", () => {
    const install = { services: ["Tire Sales & Installation"] };
    expect(ask({ ...install, tires: "store-shelf" })).toBe(true);
    expect(ask({ ...install, tires: "elsewhere" })).toBe(false);
    // Tires to choose at the store: the store confirms what it fits.
    expect(ask({ ...install, tires: "none" })).toBe(false);
  });

  it("keeps brakes, commercial and fleet work, and everything on site requests", () => {
    for (const service of schedulerServices.filter((s) => s.commercial || isOnSiteService(s)))
      expect(ask({ services: [service.name] }), service.name).toBe(false);
    expect(ask({ services: ["Brake Service"] })).toBe(false);
    expect(ask({ visit: "on-site" })).toBe(false);
  });

  it("needs every service of the visit bookable on the spot", () => {
    expect(ask({ services: ["Oil Changes", "Tire Rotation", "Wheel Alignment"] })).toBe(true);
    expect(ask({ services: ["Oil Changes", "Brake Service"] })).toBe(false);
    expect(ask({ services: ["Tire Sales & Installation", "Wheel Alignment"], tires: "store-shelf" })).toBe(
      true,
    );
    expect(ask({ services: [] })).toBe(false);
  });

  it("follows a store's own exceptions", () => {
    // One alignment rack at Windber; flats at Norton are looked at first.
    expect(ask({ storeId: WINDBER, services: ["Wheel Alignment"] })).toBe(false);
    expect(ask({ storeId: WINDBER, services: ["Oil Changes", "Wheel Alignment"] })).toBe(false);
    expect(ask({ storeId: WINDBER, services: ["Flat Tire Repair"] })).toBe(true);
    expect(ask({ storeId: NORTON, services: ["Flat Tire Repair"] })).toBe(false);
    expect(ask({ storeId: NORTON, services: ["Wheel Alignment"] })).toBe(true);
  });

  it("names only services the scheduler has, so a typo cannot switch one off unseen", () => {
    const names = new Set(schedulerServices.map((s) => s.name));
    for (const name of namedServices()) expect(names.has(name), name).toBe(true);
    expect(namedServices().sort()).toEqual(
      [
        "Flat Tire Repair",
        "Oil Changes",
        "Tire Rotation",
        "Tire Sales & Installation",
        "Wheel Alignment",
      ].sort(),
    );
    expect(onTheSpot(BRISTOL, "Oil Change")).toBe("no");
  });
});

describe("the words for a booking made on the spot", () => {
  const event = (what: AppointmentEvent["what"], actor: "customer" | "store-link"): AppointmentEvent =>
    ({
      id: 1,
      appointmentId: 1,
      at: Date.parse("2026-11-24T15:12:00Z"),
      what,
      origin: { actor: { kind: actor }, from: "203.0.113.9" },
    }) as AppointmentEvent;

  it("tells the customer and the staff it was booked, not requested", () => {
    expect(customerHistory([event("booked", "customer")], BRISTOL)).toEqual(["Booked by you Nov 24"]);
    expect(staffHistory([event("booked", "customer")], BRISTOL)[0]!.what).toBe(
      "Booked online, confirmed on the spot",
    );
  });

  it("labels a confirmed visit by who confirmed it", () => {
    const booked = [event("booked", "customer")];
    expect(statusLabel("confirmed", booked, "customer")).toBe("Booked: confirmed when you booked online");
    expect(statusLabel("confirmed", booked, "store")).toBe(BOOKED_ON_THE_SPOT_LABELS.store);
    // A customer's own move keeps it theirs; the store's move makes the time the store's.
    expect(statusLabel("confirmed", [...booked, event("rescheduled", "customer")], "customer")).toBe(
      BOOKED_ON_THE_SPOT_LABELS.customer,
    );
    expect(statusLabel("confirmed", [...booked, event("moved", "store-link")], "customer")).toBe(
      STATUS_WORDS.confirmed.label,
    );
    const requested = [event("requested", "customer"), event("confirmed", "store-link")];
    expect(statusLabel("confirmed", requested, "customer")).toBe("Confirmed by the store");
    expect(statusLabel("requested", [event("requested", "customer")], "customer")).toBe(
      "Requested: waiting for the store to confirm",
    );
    expect(statusLabel("cancelled", booked, "customer")).toBe("Cancelled");
  });

  it("reads a phone number out digit by digit", () => {
    expect(phoneInWords("(423) 555-0103")).toBe("four two three, five five five, zero one zero three");
    expect(phoneInWords("+1 276 555 0142")).toBe("two seven six, five five five, zero one four two");
  });
});
