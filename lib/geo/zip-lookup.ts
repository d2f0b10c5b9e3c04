import { lookup, lookupByName } from "zipcodes";
import type { LatLng } from "./distance";
import type { ZipLookupResponse } from "./zip-rules";

/**
 * Zip code → place, from the `zipcodes` package's bundled US centroids: no network, so the
 * finder works offline and visitors' zip codes never leave our server. Server-only: the
 * dataset is about 5 MB.
 */
export function lookupZip(zip: string): ZipLookupResponse | null {
  const entry = lookup(zip);
  // The package also answers Canadian postal prefixes; only US zips are ours to resolve.
  if (!entry || entry.country !== "US" || entry.zip !== zip) return null;
  return {
    zip: entry.zip,
    city: entry.city,
    state: entry.state,
    latitude: entry.latitude,
    longitude: entry.longitude,
    places: [
      {
        latitude: String(entry.latitude),
        longitude: String(entry.longitude),
        "place name": entry.city,
        state: entry.state,
      },
    ],
  };
}

/** The middle of a US town named with its state ("Wytheville", "VA"), from the same dataset; or null. */
export function lookupTown(city: string, state: string): LatLng | null {
  const entries = lookupByName(city, state).filter((entry) => entry.country === "US");
  if (entries.length === 0) return null;
  const lat = entries.reduce((sum, e) => sum + e.latitude, 0) / entries.length;
  const lng = entries.reduce((sum, e) => sum + e.longitude, 0) / entries.length;
  return { lat, lng };
}
