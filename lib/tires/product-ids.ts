import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "./passenger-tires";
import { prerenderedPassengerIds } from "./product";

export { LIVE_PRODUCT_SEGMENT, PRODUCT_PATH_PREFIX, UNKNOWN_PRODUCT_PATH } from "./product-paths";

const productIds = new Set([...allTires.map((tire) => tire.id), ...passengerCatalog.offers.map((o) => o.id)]);

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
