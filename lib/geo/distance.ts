/** Great-circle distances and "nearest first" ordering. Pure functions: safe in the browser. */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius in statute miles, the figure SPEC.md fixes for every distance we show. */
export const EARTH_RADIUS_MILES = 3959;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line ("as the crow flies") distance between two points, in miles. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type WithDistance<T> = T & { miles: number };

/** Every place with its distance from `origin`, nearest first (ties keep their input order). */
export function nearestFirst<T extends LatLng>(origin: LatLng, places: readonly T[]): WithDistance<T>[] {
  return places
    .map((place) => ({ ...place, miles: haversineMiles(origin, place) }))
    .sort((a, b) => a.miles - b.miles);
}

/** "12.3 miles away": one decimal, as SPEC.md shows distances. */
export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} miles away`;
}
