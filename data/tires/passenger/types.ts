import type { tireBrands } from "@/data/tires/brands";

/** How a tire is meant to be driven; the search filters on these. */
export const PASSENGER_TIRE_TYPES = [
  "all-season",
  "touring",
  "performance",
  "highway",
  "all-terrain",
  "mud-terrain",
  "winter",
] as const;
export type PassengerTireType = (typeof PASSENGER_TIRE_TYPES)[number];

/**
 * Makers of our passenger and light-truck lines, by their id in data/tires/brands.ts. Roadmaster and
 * Navitrac, also on the /tires brand strip, make only commercial truck and trailer tires.
 */
export const PASSENGER_BRAND_IDS = [
  "michelin",
  "goodyear",
  "bfgoodrich",
  "cooper",
  "falken",
  "uniroyal",
  "kelly",
  "mastercraft",
  "starfire",
] as const satisfies readonly (keyof typeof tireBrands)[];
export type PassengerBrandId = (typeof PASSENGER_BRAND_IDS)[number];

/** Speed ratings seen on passenger and light-truck sidewalls, slowest first. */
export type SpeedRating = "Q" | "R" | "S" | "T" | "H" | "V" | "W" | "Y";

/** Light-truck ply rating: C (6-ply), D (8-ply), E (10-ply). */
export type LoadRange = "C" | "D" | "E";

/**
 * Uniform Tire Quality Grading from the sidewall. Federal rules grade passenger tires only: LT
 * sizes and deep-tread winter tires carry none, so a line that has none says null.
 */
export interface Utqg {
  treadwear: number;
  traction: "AA" | "A" | "B" | "C";
  temperature: "A" | "B" | "C";
}

/** One size of a product line as it is sold. */
export interface TireLineSize {
  /**
   * Canonical size: "225/65R17" for passenger (P-metric and Euro-metric) sizes, "LT265/70R17"
   * for light-truck sizes. A ZR size is written with R; the speed rating carries the Z.
   */
  size: string;
  /** Load index of a single tire. */
  loadIndex: number;
  /** LT sizes: load index when mounted in dual pairs (the "118" of 121/118). */
  dualLoadIndex?: number;
  /** LT sizes only. */
  loadRange?: LoadRange;
  /** Reinforced (XL) passenger construction, carrying more load at higher pressure. */
  extraLoad?: boolean;
  speedRating: SpeedRating;
  /** USD per tire, before installation and tax. */
  price: number;
}

export interface PassengerTireLine {
  /** Stable slug; each size's product id is built from it (see lib/tires). */
  id: string;
  brand: PassengerBrandId;
  /** Product line as the maker spells it, without the brand. */
  name: string;
  type: PassengerTireType;
  /** One to three sentences of our own. */
  description: string;
  /** Best first. */
  features: readonly string[];
  /** Grades of the line's passenger sizes; its LT sizes are ungraded by law. */
  utqg: Utqg | null;
  /** The maker's treadwear warranty, or null where it gives none. */
  warrantyMiles: number | null;
  sizes: readonly TireLineSize[];
}

/** A passenger size at standard load, e.g. `sl("225/65R17", 102, "H", 189.99)`. */
export function sl(size: string, loadIndex: number, speedRating: SpeedRating, price: number): TireLineSize {
  return { size, loadIndex, speedRating, price };
}

/** A passenger size in extra-load (XL) construction. */
export function xl(size: string, loadIndex: number, speedRating: SpeedRating, price: number): TireLineSize {
  return { size, loadIndex, speedRating, price, extraLoad: true };
}

/** A light-truck size, e.g. `lt("LT265/70R17", 121, 118, "S", "E", 289.99)` for 121/118S, load range E. */
export function lt(
  size: string,
  loadIndex: number,
  dualLoadIndex: number,
  speedRating: SpeedRating,
  loadRange: LoadRange,
  price: number,
): TireLineSize {
  return { size, loadIndex, dualLoadIndex, speedRating, loadRange, price };
}
