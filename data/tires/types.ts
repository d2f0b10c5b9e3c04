/** The catalog's product categories; each has its own page and `/api/tires/category/{id}`. */
export const TIRE_CATEGORY_IDS = ["commercial", "farm", "industrial", "mining", "off-road"] as const;
export type TireCategoryId = (typeof TIRE_CATEGORY_IDS)[number];

/**
 * The tread illustrations that exist under /public/images/tires. A tire names its tread, never a
 * free-form path, so a typo cannot point a card at a missing image.
 */
export const TIRE_TREADS = [
  "rib",
  "drive-lug",
  "trailer",
  "all-terrain",
  "mud-terrain",
  "ag-r1",
  "ag-flotation",
  "implement",
  "forklift-solid",
  "skid-steer",
  "otr-e3",
  "otr-l5",
  "underground-mining",
  "atv",
] as const;
export type TireTread = (typeof TIRE_TREADS)[number];

export function treadImage(tread: TireTread): string {
  return `/images/tires/${tread}.svg`;
}

export interface Tire {
  /** URL slug for /tires/details/{id}; stable, because links and search engines keep it. */
  id: string;
  /** Product line as the maker spells it, without the brand. */
  name: string;
  brand: string;
  size: string;
  /** USD per tire, at most two decimals. */
  price: number;
  /** Best first: cards show only the first three. */
  features: string[];
  category: TireCategoryId;
  imageUrl: string;
  /** Two or three sentences of our own for the product page. */
  description: string;
  /** Where the tire works, e.g. "Drive axle, regional haul". */
  application: string;
}

/** A tile of the /tires grid and an item of `GET /api/tire-categories`. */
export interface TireCategory {
  id: string;
  name: string;
  path: string;
  imageUrl: string;
  description: string;
}
