import type { PassengerBrandId } from "./types";

/**
 * Price tiers, set by brand: "good" value brands, "better" mid-priced name brands and "best"
 * premium brands. The coverage rule (every factory size offered in at least two tiers) and the
 * tier labels on the results read from here.
 */
export const PRICE_TIERS = ["good", "better", "best"] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export const PRICE_TIER_LABELS: Readonly<Record<PriceTier, string>> = {
  good: "Value",
  better: "Mid-range",
  best: "Premium",
};

export const BRAND_TIERS: Readonly<Record<PassengerBrandId, PriceTier>> = {
  michelin: "best",
  goodyear: "best",
  bfgoodrich: "best",
  cooper: "better",
  falken: "better",
  uniroyal: "better",
  kelly: "good",
  mastercraft: "good",
  starfire: "good",
};
