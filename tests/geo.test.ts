import { describe, expect, it } from "vitest";
import { locations } from "@/data/locations";
import { EARTH_RADIUS_MILES, formatMiles, haversineMiles, nearestFirst } from "@/lib/geo/distance";
import { lookupZip } from "@/lib/geo/zip-lookup";
import { FACILITY_RADIUS_MILES, nearbyPlaces, nearbyStores } from "@/lib/locations/nearby";
import { buildOfflineMap, MAP_HEIGHT, MAP_WIDTH, MIN_MARKER_GAP, spreadApart } from "@/lib/map/offline-map";

const charleston = { lat: 38.3498, lng: -81.6326 };
const norton = { lat: 36.9335, lng: -82.6299 };

describe("haversineMiles", () => {
  it("is zero from a point to itself", () => {
    expect(haversineMiles(charleston, charleston)).toBe(0);
  });

  it("matches known straight-line distances", () => {
    // Charleston WV to Norton VA: about 112 miles as the crow flies (mapping tools agree within a mile).
    expect(haversineMiles(charleston, norton)).toBeCloseTo(111.6, 0);
    // One degree of latitude is 2πR/360 ≈ 69.1 miles on a 3959-mile sphere.
    expect(haversineMiles({ lat: 38, lng: -81 }, { lat: 39, lng: -81 })).toBeCloseTo(
      (2 * Math.PI * EARTH_RADIUS_MILES) / 360,
      6,
    );
    // New York to Los Angeles: the textbook 2,445 miles.
    expect(haversineMiles({ lat: 40.7128, lng: -74.006 }, { lat: 34.0522, lng: -118.2437 })).toBeCloseTo(
      2445,
      -1,
    );
  });

  it("is symmetric and handles half the world away", () => {
    expect(haversineMiles(norton, charleston)).toBeCloseTo(haversineMiles(charleston, norton), 9);
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      6,
    );
  });
});

describe("nearestFirst", () => {
  it("orders our locations by distance from a zip's centroid", () => {
    const origin = lookupZip("24273");
    expect(origin).not.toBeNull();
    const ranked = nearestFirst({ lat: origin!.latitude, lng: origin!.longitude }, locations);
    expect(ranked.map((l) => l.name).slice(0, 3)).toEqual([
      "Norton, VA",
      "Norton Retread Plant",
      "Bristol, TN",
    ]);
    expect(ranked).toHaveLength(locations.length);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i]!.miles).toBeGreaterThanOrEqual(ranked[i - 1]!.miles);
  });

  it("keeps input order for ties", () => {
    const a = { id: "a", lat: 37, lng: -81 };
    const b = { id: "b", lat: 37, lng: -81 };
    expect(nearestFirst({ lat: 36, lng: -81 }, [a, b]).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("formats miles with one decimal", () => {
    expect(formatMiles(12.345)).toBe("12.3 miles away");
    expect(formatMiles(0)).toBe("0.0 miles away");
  });
});

describe("nearby places", () => {
  function nearZip(zip: string) {
    const place = lookupZip(zip)!;
    return nearbyPlaces({ lat: place.latitude, lng: place.longitude }, locations);
  }

  it("ranks stores only, and lists facilities apart, however close they are", () => {
    // Downtown Charleston: the corporate office is the closest site of all, but not a store.
    const charleston = nearZip("25301");
    expect(charleston.stores.map((l) => l.name).slice(0, 2)).toEqual(["Charleston, WV", "Crab Orchard, WV"]);
    expect(charleston.facilities.map((l) => l.kind)).toEqual(["office", "warehouse"]);
    expect(charleston.facilities[0]!.miles).toBeLessThan(charleston.stores[0]!.miles);

    const norton = nearZip("24273");
    expect(norton.stores[0]!.name).toBe("Norton, VA");
    expect(norton.facilities.map((l) => l.name)).toEqual(["Norton Retread Plant"]);

    const ashland = nearZip("41101");
    expect(ashland.stores.map((l) => l.name).slice(0, 2)).toEqual(["Ashland, KY", "Charleston, WV"]);
    for (const result of [charleston, norton, ashland]) {
      expect(result.stores).toHaveLength(8);
      expect(result.stores.every((l) => l.bookable)).toBe(true);
      expect(result.facilities.every((l) => !l.bookable && l.miles <= FACILITY_RADIUS_MILES)).toBe(true);
    }
    expect(ashland.facilities).toEqual([]);
  });

  it("lists a location's nearest other stores for its page", () => {
    const norton = locations.find((l) => l.slug === "norton-va")!;
    const near = nearbyStores(norton, 3);
    expect(near.map((l) => l.name)).toEqual(["Bristol, TN", "Williamson, WV", "Wytheville, VA"]);
    const plant = locations.find((l) => l.kind === "plant")!;
    expect(nearbyStores(plant, 1)[0]!.name).toBe("Norton, VA");
  });
});

describe("offline map projection", () => {
  const map = buildOfflineMap(locations);

  it("draws the five states we serve and labels them", () => {
    const served = map.states.filter((s) => s.served);
    expect(served.map((s) => s.abbr).sort()).toEqual(["KY", "PA", "TN", "VA", "WV"]);
    for (const state of map.states) expect(state.d).toMatch(/^M-?\d/);
    expect(map.states.find((s) => s.abbr === "WV")?.label).not.toBeNull();
  });

  it("places every location inside the frame, at least one marker apart", () => {
    expect(map.markers.map((m) => m.id)).toEqual(locations.map((l) => l.id));
    for (const m of map.markers) {
      expect(m.x).toBeGreaterThan(0);
      expect(m.x).toBeLessThan(MAP_WIDTH);
      expect(m.y).toBeGreaterThan(0);
      expect(m.y).toBeLessThan(MAP_HEIGHT);
    }
    for (const a of map.markers)
      for (const b of map.markers)
        if (a.id < b.id) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(MIN_MARKER_GAP - 1);
  });

  it("puts north up and east right", () => {
    const at = (name: string) =>
      map.markers.find((m) => m.id === locations.find((l) => l.name === name)!.id)!;
    expect(at("Windber, PA").anchor.y).toBeLessThan(at("Bristol, TN").anchor.y);
    expect(at("Windber, PA").anchor.x).toBeGreaterThan(at("Ashland, KY").anchor.x);
  });

  it("moves only the markers that crowd each other", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 400, y: 300 },
    ];
    const spread = spreadApart(points, 50, { width: 500, height: 500 });
    expect(Math.hypot(spread[0]!.x - spread[1]!.x, spread[0]!.y - spread[1]!.y)).toBeGreaterThanOrEqual(49.9);
    expect(spread[2]).toEqual({ x: 400, y: 300 });
    expect(spreadApart(points, 50, { width: 500, height: 500 })).toEqual(spread);
  });
});
