/**
 * The comparison's address and size limit, without the catalog: the compare picker in the
 * browser imports this, and must not pull the product data into its bundle.
 */

/** More columns than this no longer fit side by side on a phone, even scrolled. */
export const MAX_COMPARE = 3;

export const COMPARE_PATH = "/tires/compare";

/** The comparison of these tires, ids in the given order. */
export function compareHref(ids: readonly string[]): string {
  return ids.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?ids=${ids.map(encodeURIComponent).join(",")}`;
}
