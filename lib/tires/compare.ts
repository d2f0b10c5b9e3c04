import { MAX_COMPARE } from "./compare-link";
import { getPassengerProduct, type PassengerProduct } from "./product";

/** Ids are short slugs; anything longer is not one and is not echoed back in full. */
const MAX_ID_LENGTH = 80;
/** A hand-made link with hundreds of ids is read only this far. */
const MAX_IDS_READ = 20;

export interface CompareSelection {
  /** The tires to show, in the order asked for, at most MAX_COMPARE. */
  products: PassengerProduct[];
  /** Ids that name no tire we sell, shortened for display. */
  unknown: string[];
  /** Tires asked for beyond the first MAX_COMPARE. */
  dropped: PassengerProduct[];
}

/**
 * Reads `ids=a,b,c` (or `ids=a&ids=b`, as a plain form sends it). Repeats count once; unknown ids
 * are set aside so the page can say so instead of failing.
 */
export function readCompareIds(raw: string | string[] | undefined): CompareSelection {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const ids = [
    ...new Set(
      values
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_IDS_READ);
  const found: PassengerProduct[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const product = id.length <= MAX_ID_LENGTH ? getPassengerProduct(id.toLowerCase()) : undefined;
    if (product && !found.some((p) => p.offer.id === product.offer.id)) found.push(product);
    else if (!product) unknown.push(id.length > MAX_ID_LENGTH ? `${id.slice(0, MAX_ID_LENGTH)}…` : id);
  }
  return { products: found.slice(0, MAX_COMPARE), unknown, dropped: found.slice(MAX_COMPARE) };
}
