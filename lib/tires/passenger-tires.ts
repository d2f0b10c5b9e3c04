import { tireBrands } from "@/data/tires/brands";
import {
  BRAND_TIERS,
  passengerTireLines,
  type LoadRange,
  type PassengerBrandId,
  type PassengerTireLine,
  type PassengerTireType,
  type PriceTier,
  type SpeedRating,
  type TireLineSize,
  type Utqg,
} from "@/data/tires/passenger";
import { canonicalSize } from "./size";

/** One product in one size: what a customer buys, and what a details page shows. */
export interface TireOffer {
  /** `{line id}-{size slug}`, e.g. "michelin-defender2-225-65r17": stable, used in URLs. */
  id: string;
  lineId: string;
  brandId: PassengerBrandId;
  /** Brand as the site spells it (data/tires/brands.ts). */
  brand: string;
  name: string;
  type: PassengerTireType;
  tier: PriceTier;
  /** Canonical size, e.g. "225/65R17" or "LT265/70R17". */
  size: string;
  loadIndex: number;
  dualLoadIndex?: number;
  loadRange?: LoadRange;
  extraLoad?: boolean;
  speedRating: SpeedRating;
  /** USD per tire, before installation and tax. */
  price: number;
  warrantyMiles: number | null;
  /** The line's grades, for graded (non-LT) sizes only. */
  utqg: Utqg | null;
  url: string;
}

/** "225/65R17" → "225-65r17": the size part of ids and URLs. */
function slugOf(size: string): string {
  return size.replace("/", "-").toLowerCase();
}

export function offerId(lineId: string, size: string): string {
  return `${lineId}-${slugOf(size)}`;
}

function toOffer(line: PassengerTireLine, entry: TireLineSize): TireOffer {
  const id = offerId(line.id, entry.size);
  const lightTruck = entry.size.startsWith("LT");
  return {
    id,
    lineId: line.id,
    brandId: line.brand,
    brand: tireBrands[line.brand].name,
    name: line.name,
    type: line.type,
    tier: BRAND_TIERS[line.brand],
    size: entry.size,
    loadIndex: entry.loadIndex,
    ...(entry.dualLoadIndex !== undefined ? { dualLoadIndex: entry.dualLoadIndex } : {}),
    ...(entry.loadRange ? { loadRange: entry.loadRange } : {}),
    ...(entry.extraLoad ? { extraLoad: true } : {}),
    speedRating: entry.speedRating,
    price: entry.price,
    warrantyMiles: line.warrantyMiles,
    utqg: lightTruck ? null : line.utqg,
    url: `/tires/details/${id}`,
  };
}

export interface OfferCatalog {
  offers: readonly TireOffer[];
  /** Offers of one canonical size, in catalog order. */
  bySize(size: string): readonly TireOffer[];
  /** Every canonical size that has at least one offer. */
  sizes(): string[];
  getOffer(id: string): TireOffer | undefined;
}

/**
 * Flattens product lines into one offer per line and size. Sizes are re-read through the size
 * parser, so a size written slightly off in data (a P prefix, a ZR) still lands under its
 * canonical key.
 */
export function createOfferCatalog(lines: readonly PassengerTireLine[]): OfferCatalog {
  const offers = lines.flatMap((line) =>
    line.sizes.map((entry) => toOffer(line, { ...entry, size: canonicalSize(entry.size) ?? entry.size })),
  );
  const bySize = new Map<string, TireOffer[]>();
  for (const offer of offers) {
    const list = bySize.get(offer.size) ?? [];
    list.push(offer);
    bySize.set(offer.size, list);
  }
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return {
    offers,
    bySize: (size) => bySize.get(size) ?? [],
    sizes: () => [...bySize.keys()],
    getOffer: (id) => byId.get(id),
  };
}

/** The site's passenger and light-truck catalog. */
export const passengerCatalog = createOfferCatalog(passengerTireLines);
