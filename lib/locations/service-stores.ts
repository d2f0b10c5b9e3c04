import { bookableLocations, type Location } from "@/data/locations";
import { findSchedulerService, offersService } from "@/lib/scheduling/services";
import { countInWords, storeStatesInWords } from "./store-words";

export { countInWords, listInWords, storeStatesInWords, storeTownsInWords } from "./store-words";

/**
 * Which stores do a service, in words for the pages that talk about it. Copy that counts or names
 * stores is built from here, so it says what the scheduler does: a page never promises farm
 * service at a store the scheduler turns away.
 */

/** The stores that take bookings for a scheduler service (its name in data/scheduler-services.ts). */
export function storesOffering(serviceName: string): Location[] {
  const service = findSchedulerService(serviceName);
  // A misspelt name in page copy is a mistake to catch at build time, not a page with no stores.
  if (!service) throw new Error(`Unknown scheduler service: ${serviceName}`);
  return bookableLocations.filter((store) => offersService(store, service));
}

/** Every bookable store, for copy about the whole company ("our eight stores"). */
export const storeCountInWords = countInWords(bookableLocations.length);

/** "West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania": where our stores are. */
export const allStoreStatesInWords = storeStatesInWords(bookableLocations);

/** "five": how many states our stores are in. */
export const storeStateCountInWords = countInWords(new Set(bookableLocations.map((l) => l.state)).size);
