import type { LoadRange, PassengerTireType, SpeedRating, Utqg } from "@/data/tires/passenger";

/** The sidewall fields every way of showing a tire reads (cards, product pages, comparisons). */
export interface SidewallSpecs {
  loadIndex: number;
  dualLoadIndex?: number;
  loadRange?: LoadRange;
  extraLoad?: boolean;
  speedRating: SpeedRating;
}

/** Top speed each rating is certified for, in mph (the rating letter alone means nothing to most drivers). */
const SPEED_MPH: Readonly<Record<SpeedRating, number>> = {
  Q: 99,
  R: 106,
  S: 112,
  T: 118,
  H: 130,
  V: 149,
  W: 168,
  Y: 186,
};

const PLY_RATING: Readonly<Record<LoadRange, number>> = { C: 6, D: 8, E: 10 };

/**
 * The standard load index table (ISO 4000 / ETRTO) in kilograms per tire, from index 75 up to
 * 130: the indices passenger and light-truck sizes use. Pounds are worked out from it, as
 * the tables printed in the US are.
 */
const FIRST_LOAD_INDEX = 75;
const LOAD_INDEX_KG: readonly number[] = [
  387, 400, 412, 425, 437, 450, 462, 475, 487, 500, 515, 530, 545, 560, 580, 600, 615, 630, 650, 670, 690,
  710, 730, 750, 775, 800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030, 1060, 1090, 1120, 1150, 1180, 1215,
  1250, 1285, 1320, 1360, 1400, 1450, 1500, 1550, 1600, 1650, 1700, 1750, 1800, 1850, 1900,
];

const KG_TO_LB = 2.20462;

/** Pounds one tire may carry at its maximum pressure, or null for an index outside the table. */
export function loadIndexPounds(loadIndex: number): number | null {
  const kg = LOAD_INDEX_KG[loadIndex - FIRST_LOAD_INDEX];
  return kg === undefined ? null : Math.round(kg * KG_TO_LB);
}

export function speedRatingMph(rating: SpeedRating): number {
  return SPEED_MPH[rating];
}

/** "102H XL" or "121/118S, load range E": the service description as printed on the sidewall. */
export function serviceDescription(tire: SidewallSpecs): string {
  const load = tire.dualLoadIndex ? `${tire.loadIndex}/${tire.dualLoadIndex}` : String(tire.loadIndex);
  const base = `${load}${tire.speedRating}`;
  if (tire.loadRange) return `${base}, load range ${tire.loadRange}`;
  return tire.extraLoad ? `${base} XL` : base;
}

/** "102 (1,874 lb per tire)", with the dual-mounted figure for light-truck sizes. */
export function loadIndexText(tire: SidewallSpecs): string {
  const pounds = (index: number) => {
    const lb = loadIndexPounds(index);
    return lb === null ? "" : ` (${lb.toLocaleString("en-US")} lb per tire)`;
  };
  const single = `${tire.loadIndex}${pounds(tire.loadIndex)}`;
  return tire.dualLoadIndex ? `${single}; ${tire.dualLoadIndex} in dual mounting` : single;
}

/** "H (up to 130 mph)". */
export function speedRatingText(rating: SpeedRating): string {
  return `${rating} (up to ${speedRatingMph(rating)} mph)`;
}

/** "E (10-ply rating)" for light-truck sizes, "Extra load (XL)" or "Standard load" otherwise. */
export function constructionText(tire: SidewallSpecs): string {
  if (tire.loadRange) return `Load range ${tire.loadRange} (${PLY_RATING[tire.loadRange]}-ply rating)`;
  return tire.extraLoad ? "Extra load (XL)" : "Standard load";
}

/** "Treadwear 820, traction A, temperature B", or why there is no grade. */
export function utqgText(tire: { utqg: Utqg | null; size: string; type: PassengerTireType }): string {
  const { utqg } = tire;
  if (utqg) return `Treadwear ${utqg.treadwear}, traction ${utqg.traction}, temperature ${utqg.temperature}`;
  if (tire.size.startsWith("LT")) return "Not graded (light-truck sizes are exempt)";
  return tire.type === "winter" ? "Not graded (deep-tread winter tires are exempt)" : "Not graded";
}

export function warrantyText(miles: number | null): string {
  return miles === null ? "No mileage warranty" : `${miles.toLocaleString("en-US")}-mile treadwear warranty`;
}
