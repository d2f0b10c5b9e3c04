import type { Location } from "@/data/locations";
import { pickFields } from "@/lib/locations/pick-fields";

const MAP_LOCATION_FIELDS = [
  "id",
  "slug",
  "name",
  "kind",
  "bookable",
  "address",
  "city",
  "state",
  "zip",
  "phone",
  "lat",
  "lng",
  // The nearest-store card says whether it is open now, on the visitor's clock.
  "openingHours",
  "timeZone",
] as const satisfies readonly (keyof Location)[];

/**
 * What the browser needs to know about a location to draw its marker and popup and to rank it
 * in the nearest-store finder: a small, serialisable subset of `Location`.
 */
export type MapLocation = Pick<Location, (typeof MAP_LOCATION_FIELDS)[number]>;

export function toMapLocation(l: Location): MapLocation {
  return pickFields(l, MAP_LOCATION_FIELDS);
}

/** The anchor of the card on /locations that describes a location. */
export function locationCardId(l: { slug: string }): string {
  return `location-${l.slug}`;
}

/** Google Maps' default view of our region (SPEC.md §9). */
export const MAP_CENTER = { lat: 38.5, lng: -81.5 } as const;
export const MAP_ZOOM = 6;
export const MAP_HEIGHT_PX = 500;
