import { bookableLocations, type Location } from "@/data/locations";
import { nearestFirst, type LatLng, type WithDistance } from "@/lib/geo/distance";

/** A facility farther than this from a search is no help to the visitor, so it is left out. */
export const FACILITY_RADIUS_MILES = 30;

export interface NearbyPlaces<T> {
  /** Locations that take appointments, nearest first. */
  stores: WithDistance<T>[];
  /** Plant, warehouse and office within FACILITY_RADIUS_MILES, nearest first. */
  facilities: WithDistance<T>[];
}

/**
 * Places near a point, with the stores kept apart from the facilities: a visitor looking for
 * the nearest store should never be sent to the retread plant or the corporate office just
 * because it is a mile closer, so facilities are listed on their own and never ranked among stores.
 */
export function nearbyPlaces<T extends LatLng & { bookable: boolean }>(
  origin: LatLng,
  places: readonly T[],
): NearbyPlaces<T> {
  const ranked = nearestFirst(origin, places);
  return {
    stores: ranked.filter((p) => p.bookable),
    facilities: ranked.filter((p) => !p.bookable && p.miles <= FACILITY_RADIUS_MILES),
  };
}

/** The stores closest to a location (itself excluded), for "Nearby stores" on its page. */
export function nearbyStores(location: Location, count: number): WithDistance<Location>[] {
  return nearestFirst(
    location,
    bookableLocations.filter((l) => l.id !== location.id),
  ).slice(0, count);
}
