import { HIGHWAY_MARKERS, type HighwayMarkers } from "@/data/road-service-highways";
import type { LatLng } from "@/lib/geo/distance";

/** How a breakdown was placed on the map: the phone's position, a mile marker, a ZIP or a town. */
export type LocatedBy = "phone" | "mile-marker" | "zip" | "town";

export interface Located {
  point: LatLng;
  by: LocatedBy;
}

/** What the driver told us about where they are, as validated. */
export interface BreakdownPlace {
  /** From the phone, with the driver's consent. */
  position: LatLng | null;
  /** "I-81", or null. */
  highway: string | null;
  direction: string | null;
  /** Mile marker or exit number. */
  marker: number | null;
  state: string | null;
  /** An address, a town or a ZIP code, as typed. */
  place: string | null;
}

/** The places we can look up without the internet (the server's ZIP centroids, by ZIP or town). */
export interface PlaceLookups {
  zip(zip: string): LatLng | null;
  town(city: string, state: string): LatLng | null;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
/** "Wytheville, VA", "Bluefield WV", "… , Beckley, WV 25801". */
const TOWN_STATE = /([A-Za-z][A-Za-z .'-]*?)[,\s]+(WV|VA|TN|KY|PA|OH|NC|MD)\b\.?\s*(?:\d{5})?\s*$/i;

/**
 * Where the breakdown is, as a point: the phone's position first (the most exact), then the mile
 * marker on a highway we know, then a ZIP code or a town named with its state. Null when none of
 * them places it: the dispatcher then calls the driver to find them.
 */
export function locateBreakdown(place: BreakdownPlace, lookups: PlaceLookups): Located | null {
  if (place.position) return { point: place.position, by: "phone" };
  if (place.highway && place.marker !== null && place.state) {
    const point = atMileMarker(place.highway, place.state, place.marker);
    if (point) return { point, by: "mile-marker" };
  }
  const typed = place.place?.trim() ?? "";
  const zip = ZIP.exec(typed)?.[1];
  const byZip = zip ? lookups.zip(zip) : null;
  if (byZip) return { point: byZip, by: "zip" };
  const town = TOWN_STATE.exec(typed);
  if (town) {
    const city = town[1]!.split(",").pop()!.trim();
    const point = lookups.town(city, town[2]!.toUpperCase());
    if (point) return { point, by: "town" };
  }
  return null;
}

/** "i 81", "I81", "Interstate 81" → "I-81"; "US 19" → "US-19"; other roads as typed, trimmed. */
export function normalizeHighway(typed: string): string {
  const text = typed.trim().replace(/\s+/g, " ");
  const interstate = /^(?:i|interstate)[\s-]*(\d{1,3})$/i.exec(text);
  if (interstate) return `I-${Number(interstate[1])}`;
  const us = /^(?:us|u\.s\.)[\s-]*(?:route|rt\.?|hwy)?[\s-]*(\d{1,3})$/i.exec(text);
  if (us) return `US-${Number(us[1])}`;
  return text;
}

/** A point on a known highway at a mile marker, between the two nearest known markers; else null. */
export function atMileMarker(highway: string, state: string, marker: number): LatLng | null {
  const road = HIGHWAY_MARKERS.find(
    (h: HighwayMarkers) => h.highway === normalizeHighway(highway) && h.state === state.toUpperCase(),
  );
  if (!road) return null;
  const markers = road.markers;
  const first = markers[0]!;
  const last = markers[markers.length - 1]!;
  // A few miles past the last marker we know is still that highway; further is a typo.
  if (marker < first[0] - 5 || marker > last[0] + 5) return null;
  for (let i = 1; i < markers.length; i++) {
    const [m1, lat1, lng1] = markers[i - 1]!;
    const [m2, lat2, lng2] = markers[i]!;
    if (marker <= m2 || i === markers.length - 1) {
      const t = Math.min(1, Math.max(0, (marker - m1) / (m2 - m1)));
      return { lat: lat1 + (lat2 - lat1) * t, lng: lng1 + (lng2 - lng1) * t };
    }
  }
  return { lat: first[1], lng: first[2] };
}
