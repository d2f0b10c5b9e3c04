import { lookup } from "zipcodes";
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
