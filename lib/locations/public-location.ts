import type { Location } from "@/data/locations";
import type { StoreCapacity } from "@/data/store-capacity";
import { pickFields } from "./pick-fields";
import { compareText } from "@/lib/core/compare";

/**
 * The shape `GET /api/locations` returns: every Location field plus SPEC's nested coordinates and
 * what the location can do at once (all zero for facilities). Made by the route itself, so the
 * header's islands that read this file do not carry the capacity tables.
 */
export type PublicLocation = Location & {
  coordinates: { lat: number; lng: number };
  capacity: StoreCapacity;
};

const SELECTED_LOCATION_FIELDS = [
  "id",
  "name",
  "address",
  "city",
  "state",
  "zip",
  "phone",
  "email",
  "bookable",
] as const satisfies readonly (keyof Location)[];

/** What the site remembers about the visitor's chosen store (enough to render without a fetch). */
export type SelectedLocation = Pick<Location, (typeof SELECTED_LOCATION_FIELDS)[number]>;

export function toSelectedLocation(l: SelectedLocation): SelectedLocation {
  return pickFields(l, SELECTED_LOCATION_FIELDS);
}

export function parseSelectedLocation(raw: string): SelectedLocation | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const v = value as Record<string, unknown>;
    const strings = ["name", "address", "city", "state", "zip", "phone", "email"] as const;
    if (typeof v.id !== "number" || typeof v.bookable !== "boolean") return null;
    if (!strings.every((k) => typeof v[k] === "string")) return null;
    return toSelectedLocation(v as unknown as SelectedLocation);
  } catch {
    return null;
  }
}

/** Where the visitor's chosen store is remembered (the key the site has always used). */
export const SELECTED_LOCATION_STORAGE_KEY = "selected-location";

/**
 * Runs in <head> before the body paints: marks <html> when a store is remembered, so the header
 * keeps room for that store's hours and phone and nothing moves when they fill in after
 * hydration. Tiny and dependency-free because it is inlined into every page.
 */
export const myStoreInitScript = `(function(){try{var v=JSON.parse(localStorage.getItem("${SELECTED_LOCATION_STORAGE_KEY}")||"null");if(v&&typeof v.id==="number")document.documentElement.setAttribute("data-my-store","")}catch(_){}})();`;

/** Directions from wherever the visitor is, to the store's coordinates. */
export function directionsUrl(l: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${l.lat},${l.lng}`;
}

/**
 * Directions from wherever the visitor is to a street address (Google Maps' public URL scheme; no
 * key needed). By address, so the maps app names the place as the customer knows it.
 */
export function addressDirectionsUrl(l: {
  address: string;
  city: string;
  state: string;
  zip: string;
}): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${l.address}, ${l.city}, ${l.state} ${l.zip}`)}`;
}

/** A map search for an address, for places we know only by address. */
export function mapSearchUrl(l: { address: string; city: string; state: string; zip: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${l.address}, ${l.city}, ${l.state} ${l.zip}`)}`;
}

const LOCATION_HOURS_FIELDS = [
  "id",
  "slug",
  "openingHours",
  "timeZone",
] as const satisfies readonly (keyof Location)[];

/**
 * What the header needs to show the chosen store's state today and link to its page, for every
 * location: a few hundred bytes sent with each page instead of the whole location list.
 */
export type LocationHours = Pick<Location, (typeof LOCATION_HOURS_FIELDS)[number]>;

export function toLocationHours(l: Location): LocationHours {
  return pickFields(l, LOCATION_HOURS_FIELDS);
}

/** Stores in a stable, scannable order: by state, then city (Ashland, KY before Windber, PA). */
export function byStateThenCity(
  a: { state: string; city: string },
  b: { state: string; city: string },
): number {
  return compareText(a.state, b.state) || compareText(a.city, b.city);
}
