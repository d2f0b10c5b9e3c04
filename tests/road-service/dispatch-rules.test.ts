import { describe, expect, it } from "vitest";
import { findLocation } from "@/data/locations";
import { ROAD_SERVICE_STORES, type RoadServiceStore } from "@/data/road-service-crews";
import { storesInReach } from "@/lib/road-service/dispatch-plan";
import { ANSWER_WITHIN_MS, nextStep } from "@/lib/road-service/escalation";
import {
  atMileMarker,
  locateBreakdown,
  normalizeHighway,
  type BreakdownPlace,
} from "@/lib/road-service/locate";
import { onCallCrew } from "@/lib/road-service/on-call";
import {
  EMPTY_ROAD_CALL_VALUES,
  ROAD_CALL_MESSAGES,
  readRoadCall,
} from "@/lib/road-service/road-call-request";

const placeOf = (id: number) => {
  const l = findLocation(id);
  return l ? { lat: l.lat, lng: l.lng } : null;
};
const noLookups = { zip: () => null, town: () => null };
const place = (p: Partial<BreakdownPlace>): BreakdownPlace => ({
  position: null,
  highway: null,
  direction: null,
  marker: null,
  state: null,
  place: null,
  ...p,
});

describe("placing a breakdown", () => {
  it("reads highways as drivers type them", () => {
    expect(normalizeHighway("i 81")).toBe("I-81");
    expect(normalizeHighway("Interstate 77")).toBe("I-77");
    expect(normalizeHighway("US rt 19")).toBe("US-19");
  });

  it("puts I-81 mile 70 in Virginia at Wytheville, and refuses a marker far past the road's end", () => {
    const point = atMileMarker("I-81", "VA", 70)!;
    expect(Math.abs(point.lat - 36.946)).toBeLessThan(0.01);
    expect(atMileMarker("I-81", "VA", 700)).toBeNull();
    expect(atMileMarker("I-81", "OH", 70)).toBeNull();
  });

  it("prefers the phone's position, then the mile marker, then a ZIP, then a town", () => {
    const phone = { lat: 37, lng: -81 };
    const lookups = { zip: () => ({ lat: 1, lng: 1 }), town: () => ({ lat: 2, lng: 2 }) };
    expect(
      locateBreakdown(place({ position: phone, highway: "I-81", marker: 70, state: "VA" }), lookups)?.by,
    ).toBe("phone");
    expect(
      locateBreakdown(place({ highway: "I-81", marker: 70, state: "VA", place: "24382" }), lookups)?.by,
    ).toBe("mile-marker");
    expect(locateBreakdown(place({ place: "Exit 70 near 24382" }), lookups)?.by).toBe("zip");
    expect(locateBreakdown(place({ place: "Truck stop, Wytheville, VA" }), lookups)).toEqual({
      point: { lat: 2, lng: 2 },
      by: "town",
    });
    expect(locateBreakdown(place({ place: "behind the feed store" }), noLookups)).toBeNull();
  });
});

describe("which stores a call goes to", () => {
  it("offers a breakdown on I-81 at Wytheville to Wytheville first, then the next stores in reach", () => {
    const inReach = storesInReach(atMileMarker("I-81", "VA", 70)!, ROAD_SERVICE_STORES, placeOf);
    expect(inReach[0]).toMatchObject({ storeId: 4 });
    expect(inReach[0]!.miles).toBeLessThan(2);
    expect(inReach.map((s) => s.storeId)).not.toContain(7);
    for (let i = 1; i < inReach.length; i++)
      expect(inReach[i]!.miles).toBeGreaterThanOrEqual(inReach[i - 1]!.miles);
  });

  it("leaves out stores with no reach or nobody on the rotation, and places nobody reaches", () => {
    const stores: RoadServiceStore[] = ROAD_SERVICE_STORES.map((s) =>
      s.storeId === 4 ? { ...s, rotation: [] } : s.storeId === 3 ? { ...s, reachMiles: 0 } : s,
    );
    const ids = storesInReach(atMileMarker("I-81", "VA", 70)!, stores, placeOf).map((s) => s.storeId);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(3);
    expect(storesInReach({ lat: 41.5, lng: -87.6 }, ROAD_SERVICE_STORES, placeOf)).toEqual([]);
  });
});

describe("who is on call", () => {
  const store: RoadServiceStore = {
    storeId: 4,
    reachMiles: 90,
    rotation: [
      { name: "A", mobile: "+12765550101", email: "a@x.example" },
      { name: "B", mobile: "+12765550102", email: "b@x.example" },
      { name: "C", mobile: "+12765550103", email: "c@x.example" },
    ],
  };
  const tz = "America/New_York";
  it("hands over each Monday at 7:00 AM on the store's clock, in turn", () => {
    const mondayBefore = Date.parse("2026-11-30T11:59:00Z"); // 6:59 AM EST
    const mondayAfter = Date.parse("2026-11-30T12:00:00Z"); // 7:00 AM EST
    const before = onCallCrew(store, tz, mondayBefore)!;
    const after = onCallCrew(store, tz, mondayAfter)!;
    expect(before.crew.name).not.toBe(after.crew.name);
    expect(before.until).toBe(mondayAfter);
    const names = [0, 1, 2, 3].map((w) => onCallCrew(store, tz, mondayAfter + w * 7 * 86_400_000)!.crew.name);
    expect(new Set(names.slice(0, 3)).size).toBe(3);
    expect(names[3]).toBe(names[0]);
  });

  it("keeps 7:00 AM across the change to daylight time", () => {
    // Monday March 9, 2026 follows the spring-forward Sunday: 7:00 AM EDT is 11:00 UTC.
    const handover = Date.parse("2026-03-09T11:00:00Z");
    expect(onCallCrew(store, tz, handover - 60_000)!.until).toBe(handover);
    expect(onCallCrew(store, tz, handover)!.crew.name).not.toBe(
      onCallCrew(store, tz, handover - 60_000)!.crew.name,
    );
  });

  it("is nobody for an empty rotation", () => {
    expect(onCallCrew({ ...store, rotation: [] }, tz, Date.now())).toBeNull();
  });
});

describe("escalation on the clock", () => {
  const t0 = Date.UTC(2026, 10, 27, 2, 0);
  const call = { status: "received", offeredStoreIds: [4], offeredAt: t0, deskAlertedAt: null };
  it("waits ten minutes, then offers the next store, then the desk, then nothing more", () => {
    expect(nextStep(call, [4, 3, 5], t0 + ANSWER_WITHIN_MS - 1)).toEqual({
      kind: "wait",
      until: t0 + ANSWER_WITHIN_MS,
    });
    expect(nextStep(call, [4, 3, 5], t0 + ANSWER_WITHIN_MS)).toEqual({ kind: "offer", storeId: 3 });
    expect(nextStep({ ...call, offeredStoreIds: [4, 3, 5] }, [4, 3, 5], t0 + ANSWER_WITHIN_MS)).toEqual({
      kind: "desk",
    });
    expect(nextStep({ ...call, deskAlertedAt: t0 }, [4], t0 + 99 * ANSWER_WITHIN_MS)).toEqual({
      kind: "none",
    });
    expect(nextStep({ ...call, status: "accepted" }, [4, 3], t0 + ANSWER_WITHIN_MS)).toEqual({
      kind: "none",
    });
  });
});

describe("reading a request", () => {
  const valid = {
    ...EMPTY_ROAD_CALL_VALUES,
    vehicle: "tractor-trailer",
    highway: "i81",
    direction: "N",
    marker: "70",
    state: "va",
    axle: "steer",
    side: "left",
    dual: "unknown",
    size: "295/75R22.5",
    count: "1",
    account: "national",
    accountNumber: "na-10472",
    company: "Blue Ridge Freight Lines",
    name: "Dale Price",
    phone: "(540) 555-0123",
    texts: "on",
  };

  it("takes a complete request with unknowns as null", () => {
    const read = readRoadCall(valid);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.request.place).toMatchObject({
      highway: "I-81",
      marker: 70,
      state: "VA",
      direction: "Northbound",
    });
    expect(read.request).toMatchObject({
      axle: "steer",
      side: "left",
      dual: null,
      phone: "+15405550123",
      account: { number: "NA-10472", company: "Blue Ridge Freight Lines" },
      texts: true,
    });
    expect(read.request.size).toMatch(/^295\/75R22\.5$/);
  });

  it("accepts not knowing the size or the position", () => {
    const read = readRoadCall({ ...valid, size: "", axle: "", side: "", dual: "" });
    expect(read.ok && read.request.size === null && read.request.axle === null).toBe(true);
  });

  it("says what is missing or wrong, field by field", () => {
    const read = readRoadCall({
      ...EMPTY_ROAD_CALL_VALUES,
      axle: "trailer",
      vehicle: "passenger",
      size: "banana",
      count: "40",
      account: "national",
      phone: "555",
      email: "not-an-address",
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problems).toMatchObject({
      place: ROAD_CALL_MESSAGES.where,
      axle: ROAD_CALL_MESSAGES.axle,
      count: ROAD_CALL_MESSAGES.count,
      accountNumber: ROAD_CALL_MESSAGES.accountNumber,
      company: ROAD_CALL_MESSAGES.company,
      name: ROAD_CALL_MESSAGES.name,
      phone: ROAD_CALL_MESSAGES.phone,
      email: ROAD_CALL_MESSAGES.email,
    });
    expect(read.problems.size).toMatch(/tire size/);
  });

  it("asks for the state when only a highway and mile marker place the breakdown", () => {
    const read = readRoadCall({ ...valid, state: "" });
    expect(!read.ok && read.problems.state).toBe(ROAD_CALL_MESSAGES.state);
  });

  it("refuses a phone position that is not one", () => {
    const read = readRoadCall({ ...valid, lat: "91.5", lng: "-81" });
    expect(!read.ok && read.problems.place).toBe(ROAD_CALL_MESSAGES.position);
  });
});
