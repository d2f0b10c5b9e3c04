import { allTires } from "@/lib/catalog";
import { passengerCatalog } from "./catalog";

export const PRODUCT_PATH_PREFIX = "/tires/details/";

/**
 * Where an address that names no tire is sent. Product pages not built ahead of time are rendered
 * and cached on their first visit, 404s included: sending every unknown id to this one address
 * keeps made-up ids from filling the page cache, one entry each.
 */
export const UNKNOWN_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}unknown`;

const productIds = new Set([...allTires.map((tire) => tire.id), ...passengerCatalog.offers.map((o) => o.id)]);

/** Whether `/tires/details/{id}` is a product page: any tire in either catalog. */
export function isProductId(id: string): boolean {
  return productIds.has(id);
}
