import { allTires } from "@/lib/catalog";
import { passengerCatalog } from "./catalog";

export const PRODUCT_PATH_PREFIX = "/tires/details/";

/**
 * Where an address that names no tire is sent: an address no page matches, so the prerendered
 * 404 page (app/not-found.tsx) answers. Product pages not built ahead of time are rendered
 * and cached on their first visit, so made-up ids must not reach the product route: each would
 * fill the page cache with an entry, and a 404 rendered there is an empty document that only
 * JavaScript fills in.
 */
export const UNKNOWN_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}unknown/not-a-page`;

const productIds = new Set([...allTires.map((tire) => tire.id), ...passengerCatalog.offers.map((o) => o.id)]);

/** Whether `/tires/details/{id}` is a product page: any tire in either catalog. */
export function isProductId(id: string): boolean {
  return productIds.has(id);
}
