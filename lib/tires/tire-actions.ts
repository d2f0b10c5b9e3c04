import { brand, telHref } from "@/data/brand";
import type { Tire, TireCategoryId } from "@/data/tires";
import { APPLICATION_OF_CATEGORY, quoteHref } from "@/lib/quotes/applications";
import { scheduleHref } from "@/lib/scheduling/schedule-link";
import { passengerCatalog } from "@/lib/tires/passenger-tires";

/**
 * Above this price per tire we quote before anything else. Such tires (big flotation and
 * combine tires, earthmover and haul-truck sizes) are special orders with freight priced per
 * delivery, and are fitted by a field-service crew where the machine works, not in a store bay:
 * the store cannot confirm them in a service appointment, the sales desk confirms them in a quote.
 */
export const QUOTE_ONLY_PRICE = 5000;

/** The store service that fits each category's tires, for "Schedule Service" links. */
const SERVICE_OF_CATEGORY: Readonly<Record<TireCategoryId, string>> = {
  commercial: "Commercial Tire Service",
  farm: "Farm Tire Service",
  industrial: "Industrial Tire Service",
  mining: "Mining Tire Service",
  "off-road": "OTR Tire Service",
};

/**
 * Mining and off-the-road equipment tires are fitted where the machine works (a haul truck does
 * not drive to a tire store): their pages lead with "Request a quote", not "Schedule Service".
 */
export function isQuoteOnlyCategory(category: TireCategoryId): boolean {
  return category === "mining" || category === "off-road";
}

/**
 * Tires of those categories, and anything over QUOTE_ONLY_PRICE, are bought by quote: their
 * cards and pages offer "Request a quote" where others offer "Schedule Service". Off-road tires
 * that are also in the passenger catalog (pickup all-terrains) are the exception: their product
 * page books the installation like any passenger tire.
 */
export function isQuoteOnly(tire: Tire): boolean {
  if (passengerCatalog.getOffer(tire.id)) return false;
  return isQuoteOnlyCategory(tire.category) || tire.price > QUOTE_ONLY_PRICE;
}

/** The quote form with this tire filled in. */
export function tireQuoteHref(tire: Tire): string {
  return quoteHref({ tireId: tire.id });
}

/** The scheduler with the category's service chosen. */
export function tireServiceHref(tire: Tire): string {
  return scheduleHref({ service: SERVICE_OF_CATEGORY[tire.category] });
}

/** The store service that fits a category's tires, e.g. "Farm Tire Service". */
export function categoryService(category: TireCategoryId): string {
  return SERVICE_OF_CATEGORY[category];
}

/** The quote form for a category page's own "Request a quote" (no tire chosen yet). */
export function categoryQuoteHref(category: TireCategoryId): string {
  return quoteHref({ application: APPLICATION_OF_CATEGORY[category] });
}

/** A link a catalog tire offers in a search result: the quote form, or a call to the sales desk. */
export interface TireAction {
  kind: "quote" | "call";
  label: string;
  href: string;
}

/**
 * What a search result offers for a commercial, farm, industrial, mining or OTR tire: these are
 * sold by quote, so "Request a quote" with the tire filled in comes first, and the sales desk's
 * number beside it for those who would rather call.
 */
export function catalogTireActions(tire: Tire): TireAction[] {
  return [
    { kind: "quote", label: "Request a quote", href: tireQuoteHref(tire) },
    { kind: "call", label: `Call ${brand.salesPhone}`, href: telHref(brand.salesPhone) },
  ];
}
