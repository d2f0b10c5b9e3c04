import { carriedVehicleQuery, type CarriedVehicle } from "@/lib/scheduling/schedule-link-parts";

/**
 * A product page's address carrying the vehicle the customer searched by, so the page's
 * "Schedule Installation" can pass it on. The page itself is the same for every vehicle (it
 * stays prerendered); only its installation link reads the vehicle.
 */
export function productHref(productUrl: string, vehicle?: CarriedVehicle | null): string {
  const query = carriedVehicleQuery(vehicle);
  return query ? `${productUrl}?${query}` : productUrl;
}
