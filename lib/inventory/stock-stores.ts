import { bookableLocations } from "@/data/locations";
import { toSelectedLocation, type SelectedLocation } from "@/lib/locations/public-location";

/**
 * The few facts about our stores a tire page's stock island needs, handed to it by the server
 * page so the island does not carry the location data: each store's time zone (stock lines are
 * written from the store's date), and on product pages enough to list stores and make one the
 * visitor's store.
 */

/** Store id → time zone, for the stores that sell tires. */
export type StoreTimeZones = Readonly<Record<number, string>>;

export function storeTimeZones(): StoreTimeZones {
  return Object.fromEntries(bookableLocations.map((l) => [l.id, l.timeZone]));
}

/** A store as a product page's "which stores have it" list shows it. */
export type StockStore = SelectedLocation & { slug: string; timeZone: string };

export function stockStores(): StockStore[] {
  return bookableLocations.map((l) => ({ ...toSelectedLocation(l), slug: l.slug, timeZone: l.timeZone }));
}
