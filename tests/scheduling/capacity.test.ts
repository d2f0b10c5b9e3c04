import { describe, expect, it } from "vitest";
import type { WeeklyHours } from "@/data/locations";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";
import { peakLoad, placeVisit, type HeldUnit, type UnitCounts } from "@/lib/scheduling/capacity";
import { generateSlots, type SlotQuery } from "@/lib/scheduling/slots";
import type { VisitShape } from "@/lib/scheduling/visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";

const NY = "America/New_York";
const HOURS: WeeklyHours = { days: [1, 2, 3, 4, 5], open: "07:30", close: "16:30" };
const MONDAY = "2026-11-23";
const at = (time: string, date = MONDAY) => zonedToEpoch(date, time, NY);
const NOW = at("12:00", "2026-11-20");
const COUNTS: UnitCounts = { bay: 3, alignment: 1, "truck-bay": 0, field: 2, "drop-off": 2 };

const wait = (...services: [string, "bay" | "alignment" | "truck-bay", number][]): VisitShape => ({
  visit: "wait",
  services: services.map(([serviceName, kind, minutes]) => ({ serviceName, kind, minutes })),
});
const OIL = wait(["Oil Changes", "bay", 30]);
const ALIGNMENT = wait(["Wheel Alignment", "alignment", 45]);

let nextId = 1;
const held = (kind: HeldUnit["kind"], unit: number, from: string, to: string): HeldUnit => ({
  appointmentId: nextId++,
  kind,
  unit,
  start: at(from),
  end: at(to),
});
const block = (from: string, to: string, kind?: BusyInterval["kind"]): BusyInterval => ({
  start: at(from),
  end: at(to),
  ...(kind ? { kind } : {}),
});

function slots(
  visit: VisitShape,
  load: Partial<Pick<SlotQuery, "held" | "blocks" | "counts">> = {},
  date = MONDAY,
) {
  const list = generateSlots({
    date,
    hours: HOURS,
    timeZone: NY,
    visit,
    counts: COUNTS,
    held: [],
    blocks: [],
    now: NOW,
    ...load,
  });
  return Object.fromEntries(list.map((s) => [s.time, s.available ? s.remaining : 0]));
}

describe("peak load", () => {
  it("counts the most jobs overlapping at one moment, not jobs that only touch", () => {
    const jobs = [
      { start: 0, end: 10 },
      { start: 5, end: 15 },
      { start: 10, end: 20 },
      { start: 20, end: 30 },
    ];
    expect(peakLoad(jobs, 0, 30)).toBe(2);
    expect(peakLoad(jobs, 15, 20)).toBe(1);
    expect(peakLoad(jobs, 30, 40)).toBe(0);
  });
});

describe("counting jobs against units", () => {
  it("keeps a time open while fewer jobs of its kind overlap than the store has units", () => {
    const twoOils = [held("bay", 1, "09:00", "09:30"), held("bay", 2, "09:00", "09:30")];
    expect(slots(OIL, { held: twoOils })["09:00"]).toBe(1);
    const threeOils = [...twoOils, held("bay", 3, "09:00", "09:30")];
    expect(slots(OIL, { held: threeOils })["09:00"]).toBe(0);
    expect(slots(OIL, { held: threeOils })["09:30"]).toBe(3);
  });

  it("counts partial overlaps over the whole length of the service", () => {
    // A 60-minute installation at 9:00 meets an oil change at 9:30 on each of the three bays.
    const install = wait(["Tire Sales & Installation", "bay", 60]);
    const full = [1, 2, 3].map((u) => held("bay", u, "09:30", "10:00"));
    const state = slots(install, { held: full });
    expect(state["08:30"]).toBe(3);
    expect(state["09:00"]).toBe(0);
    expect(state["09:30"]).toBe(0);
    expect(state["10:00"]).toBe(3);
  });

  it("sees a short block inside a longer service", () => {
    const otr = wait(["OTR Tire Service", "bay", 120]);
    const blocks = [block("11:00", "11:30"), block("11:00", "11:30"), block("11:00", "11:30")];
    const state = slots(otr, { blocks });
    expect(state["09:00"]).toBe(3);
    expect(state["09:30"]).toBe(0);
    expect(state["11:00"]).toBe(0);
    expect(state["11:30"]).toBe(3);
  });

  it("never lets one kind block another", () => {
    const bays = [1, 2, 3].map((u) => held("bay", u, "13:30", "14:30"));
    expect(slots(OIL, { held: bays })["13:30"]).toBe(0);
    expect(slots(ALIGNMENT, { held: bays })["13:30"]).toBe(1);
    const rack = [block("13:30", "14:15", "alignment")];
    expect(slots(ALIGNMENT, { blocks: rack })["13:30"]).toBe(0);
    expect(slots(OIL, { blocks: rack })["13:30"]).toBe(3);
  });

  it("counts an uncategorised calendar block as one service bay, and a closed one as the whole store", () => {
    const blocks = [block("10:00", "10:30"), block("10:00", "10:30", "bay")];
    expect(slots(OIL, { blocks })["10:00"]).toBe(1);
    const closed = [block("12:00", "13:00", "closed")];
    expect(slots(OIL, { blocks: closed })["12:00"]).toBe(0);
    expect(slots(ALIGNMENT, { blocks: closed })["11:30"]).toBe(0);
    expect(slots(ALIGNMENT, { blocks: closed })["13:00"]).toBe(1);
  });

  it("offers nothing for a kind the store has none of", () => {
    const truck = wait(["Commercial Tire Service", "truck-bay", 90]);
    expect(Object.values(slots(truck)).every((r) => r === 0)).toBe(true);
    expect(
      placeVisit([{ serviceName: "x", kind: "truck-bay", startsAt: 0, endsAt: 1 }], COUNTS, [], []),
    ).toBeNull();
  });

  it("needs one numbered unit free for the whole length, not a different one for each half", () => {
    // Bay 1 busy 9:00-9:30, Bay 2 busy 9:30-10:00, Bay 3 busy all morning: never more than two at
    // once, but no single bay is free from 9:00 to 10:00.
    const jobs = [
      held("bay", 1, "09:00", "09:30"),
      held("bay", 2, "09:30", "10:00"),
      held("bay", 3, "07:30", "12:00"),
    ];
    const install = wait(["Tire Sales & Installation", "bay", 60]);
    expect(slots(install, { held: jobs })["09:00"]).toBe(0);
    expect(slots(install, { held: jobs })["10:00"]).toBe(2);
  });
});

describe("a visit of several services", () => {
  const tiresThenAlignment = wait(
    ["Tire Sales & Installation", "bay", 60],
    ["Wheel Alignment", "alignment", 45],
  );

  it("runs them back to back, each on its own kind, and offers only times where the whole chain fits", () => {
    const rack = [held("alignment", 1, "10:00", "10:45")];
    const state = slots(tiresThenAlignment, { held: rack });
    // Tires 9:00-10:00 then the rack at 10:00: taken. Tires 8:00-9:00, rack 9:00-9:45: free.
    expect(state["09:00"]).toBe(0);
    expect(state["09:30"]).toBe(0);
    expect(state["08:00"]).toBe(1);
    expect(state["10:00"]).toBe(1);
    // The chain must end by closing: 105 minutes from 14:30 ends 16:15, from 15:00 it would not.
    expect(state["14:30"]).toBe(1);
    expect(state["15:00"]).toBeUndefined();
  });

  it("places each service on a unit and keeps the car on the same lift for a second bay service", () => {
    const placed = placeVisit(
      [
        { serviceName: "Oil Changes", kind: "bay", startsAt: at("09:00"), endsAt: at("09:30") },
        { serviceName: "Tire Rotation", kind: "bay", startsAt: at("09:30"), endsAt: at("10:00") },
        { serviceName: "Wheel Alignment", kind: "alignment", startsAt: at("10:00"), endsAt: at("10:45") },
      ],
      COUNTS,
      [held("bay", 1, "09:00", "09:30")],
      [],
    );
    expect(placed?.segments.map((s) => `${s.kind} ${s.unit}`)).toEqual(["bay 2", "bay 2", "alignment 1"]);
    expect(placed?.remaining).toBe(1);
  });

  it("keeps a moved visit's unit when it is free, and takes another when it is not", () => {
    const request = {
      serviceName: "Oil Changes",
      kind: "bay" as const,
      startsAt: at("11:00"),
      endsAt: at("11:30"),
    };
    expect(placeVisit([{ ...request, preferUnit: 3 }], COUNTS, [], [])?.segments[0]?.unit).toBe(3);
    const three = [held("bay", 3, "11:00", "11:30")];
    expect(placeVisit([{ ...request, preferUnit: 3 }], COUNTS, three, [])?.segments[0]?.unit).toBe(1);
    expect(placeVisit([{ ...request, requireUnit: 3 }], COUNTS, three, [])).toBeNull();
  });
});

describe("drop-offs", () => {
  const dropOff: VisitShape = {
    visit: "drop-off",
    services: [{ serviceName: "Brake Service", kind: "bay", minutes: 45 }],
  };

  it("offers the opening time while the day has drop-off places, whatever the bays hold", () => {
    const bays = [1, 2, 3].map((u) => held("bay", u, "07:30", "16:30"));
    expect(slots(dropOff, { held: bays })).toEqual({ "07:30": 2 });
    const places = [held("drop-off", 1, "07:30", "16:30"), held("drop-off", 2, "07:30", "16:30")];
    expect(slots(dropOff, { held: places })).toEqual({ "07:30": 0 });
  });

  it("has none on a day the calendar closes the store", () => {
    expect(slots(dropOff, { blocks: [block("07:30", "16:30", "closed")] })).toEqual({ "07:30": 0 });
  });
});

describe("a daylight-saving day", () => {
  it("counts in the store's hours on the first Monday of standard time", () => {
    const date = "2026-11-02";
    const now = zonedToEpoch("2026-10-30", "09:00", NY);
    const jobs: HeldUnit[] = [1, 2, 3].map((unit) => ({
      appointmentId: 900 + unit,
      kind: "bay",
      unit,
      start: zonedToEpoch(date, "07:30", NY),
      end: zonedToEpoch(date, "08:00", NY),
    }));
    const list = generateSlots({
      date,
      hours: HOURS,
      timeZone: NY,
      visit: OIL,
      counts: COUNTS,
      held: jobs,
      blocks: [],
      now,
    });
    expect(list[0]).toEqual({ time: "07:30", available: false, remaining: 0 });
    expect(list[1]).toEqual({ time: "08:00", available: true, remaining: 3 });
    expect(new Date(zonedToEpoch(date, "07:30", NY)).toISOString()).toBe("2026-11-02T12:30:00.000Z");
  });
});
