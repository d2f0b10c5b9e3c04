/**
 * The comparison's address and size limit, without the catalog: the compare picker in the
 * browser imports this, and must not pull the product data into its bundle.
 */

/** More columns than this no longer fit side by side on a phone, even scrolled. */
export const MAX_COMPARE = 3;

export const COMPARE_PATH = "/tires/compare";

/**
 * The comparison of these tires, ids in the given order, carrying the customer's vehicle (a
 * ready query from carriedVehicleQuery in lib/scheduling/schedule-link.ts) so its installation links can too.
 */
export function compareHref(ids: readonly string[], vehicleQuery = ""): string {
  const parts = ids.length === 0 ? [] : [`ids=${ids.map(encodeURIComponent).join(",")}`];
  if (vehicleQuery) parts.push(vehicleQuery);
  return parts.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?${parts.join("&")}`;
}
