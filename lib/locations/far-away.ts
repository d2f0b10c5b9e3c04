import type { Location } from "@/data/locations";
import { storeStatesInWords } from "./store-words";

/**
 * A search that lands far from every store (a visitor in California, say) is told plainly where
 * we are and how far the closest store is, instead of a list of "nearby" stores hundreds of miles
 * off, to a tenth of a mile.
 */

/** Past this, no store is near: the finder says where our stores are instead of listing them. */
export const FAR_FROM_STORES_MILES = 150;

export function isFarFromStores(nearestMiles: number): boolean {
  return nearestMiles > FAR_FROM_STORES_MILES;
}

/** A long distance as people say it: to the nearest 10 miles, or 100 from 1,000 on. */
export function roundedMiles(miles: number): number {
  const step = miles >= 1000 ? 100 : 10;
  return Math.round(miles / step) * step;
}

/** "about 2,000 miles away". */
export function aboutMilesAway(miles: number): string {
  return `about ${roundedMiles(miles).toLocaleString("en-US")} miles away`;
}

/**
 * "Our stores are in West Virginia, …; the closest to 90210 is Ashland, KY, about 2,000 miles
 * away." `from` is the zip searched, or null for the visitor's own position.
 */
export function farFromStoresMessage({
  stores,
  from,
  closest,
}: {
  stores: readonly Pick<Location, "state">[];
  from: string | null;
  closest: { name: string; miles: number };
}): string {
  const where = from ? `to ${from}` : "to you";
  return `Our stores are in ${storeStatesInWords(stores)}; the closest ${where} is ${closest.name}, ${aboutMilesAway(closest.miles)}.`;
}
