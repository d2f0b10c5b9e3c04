import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "./passenger-tires";
import { prerenderedPassengerIds } from "./product";

export const PRODUCT_PATH_PREFIX = "/tires/details/";

/**
 * Where an address that names no tire is sent: an address no page matches, so the prerendered
 * 404 page (app/not-found.tsx) answers. Product pages not built ahead of time are rendered
 * per request, so made-up ids must not reach the product route: each would cost a render, and a
 * 404 rendered there is an empty document that only JavaScript fills in.
 */
export const UNKNOWN_PRODUCT_PATH = `${PRODUCT_PATH_PREFIX}unknown/not-a-page`;

const productIds = new Set([...allTires.map((tire) => tire.id), ...passengerCatalog.offers.map((o) => o.id)]);

/** Where a product page not built ahead of time renders, per request: `/tires/details/{id}/live`. */
export const LIVE_PRODUCT_SEGMENT = "live";

const prerenderedIds = new Set([...allTires.map((tire) => tire.id), ...prerenderedPassengerIds()]);

/** The product ids whose pages are built ahead of time (the route's static params). */
export function prerenderedProductIds(): string[] {
  return [...prerenderedIds];
}

/** Whether `/tires/details/{id}` is a page built ahead of time. */
export function isPrerenderedProductId(id: string): boolean {
  return prerenderedIds.has(id);
}

/** Whether `/tires/details/{id}` is a product page: any tire in either catalog. */
export function isProductId(id: string): boolean {
  return productIds.has(id);
}
