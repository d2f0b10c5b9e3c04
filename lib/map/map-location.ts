import type { Location, LocationKind } from "@/data/locations";

/**
 * What the browser needs to know about a location to draw its marker and popup and to rank it
 * in the nearest-store finder: a small, serialisable subset of `Location`.
 */
export interface MapLocation {
  id: number;
  slug: string;
  name: string;
  kind: LocationKind;
  bookable: boolean;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  lat: number;
  lng: number;
}

export function toMapLocation(l: Location): MapLocation {
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    kind: l.kind,
    bookable: l.bookable,
    address: l.address,
    city: l.city,
    state: l.state,
    zip: l.zip,
    phone: l.phone,
    lat: l.lat,
    lng: l.lng,
  };
}

/** The card on /locations that describes a location; markers and finder results link to it. */
export function locationCardId(l: { slug: string }): string {
  return `location-${l.slug}`;
}

/** SPEC's deep link into the scheduler: the store preselected, straight to choosing a service. */
export function scheduleHref(l: { id: number }): string {
  return `/schedule?locationId=${l.id}&step=2`;
}

/** Google Maps' default view of our region (SPEC.md §9). */
export const MAP_CENTER = { lat: 38.5, lng: -81.5 } as const;
export const MAP_ZOOM = 6;
export const MAP_HEIGHT_PX = 500;
