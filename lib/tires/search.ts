import { brand } from "@/data/brand";
import { tireBrands } from "@/data/tires/brands";
import type { PassengerTireType, PriceTier, SpeedRating, LoadRange } from "@/data/tires/passenger";
import type { Tire, TireCategoryId } from "@/lib/tires/category-tires";
import { catalogTireActions, type TireAction } from "@/lib/tires/tire-actions";
import { getTrims, lookupTireSize, type TireSizeSource } from "@/lib/vehicles";
import { passengerCatalog, type OfferCatalog, type TireOffer } from "./passenger-tires";
import type { SearchFilters } from "./filters";
import type { SidewallSize } from "./sidewall-size";
import { canonicalSize, formatSize, type TireSize } from "./size";
import { catalogTiresOfSize } from "./size-listing";

/** One passenger or light-truck tire in one size, as the search lists it. */
export interface TireResult {
  id: string;
  /** Passenger and light-truck tires: priced per set, installation booked online. */
  category: "passenger";
  brand: string;
  name: string;
  size: string;
  type: PassengerTireType;
  tier: PriceTier;
  /** USD per tire, before installation and tax. */
  price: number;
  loadIndex: number;
  dualLoadIndex?: number;
  loadRange?: LoadRange;
  extraLoad?: boolean;
  speedRating: SpeedRating;
  warrantyMiles: number | null;
  url: string;
}

/**
 * A commercial, farm, industrial, mining or OTR tire, as the search lists it: sold by quote, so it
 * carries the actions its product page offers instead of installation.
 */
export interface CatalogTireResult {
  id: string;
  category: TireCategoryId;
  brand: string;
  name: string;
  /** As the tire is written ("18.4-38", "IF 710/70R42"); it may differ from the size searched. */
  size: string;
  /** USD per tire, before mounting, fees and tax. */
  price: number;
  /** Where the tire works, e.g. "Steer axle, long haul". */
  application: string;
  url: string;
  /** "Request a quote" with this tire filled in, then "Call" the sales desk. */
  actions: TireAction[];
}

export type SearchResult = TireResult | CatalogTireResult;

export function isPassengerResult(result: SearchResult): result is TireResult {
  return result.category === "passenger";
}

/** The vehicle a search was made for, names spelled as in the dataset. */
export interface VehicleSearch {
  year: number;
  make: string;
  model: string;
  trim?: string;
}

export interface SearchResponse {
  query: {
    /** The size searched, canonical; for a vehicle, its factory size when it has only one. */
    size: string | null;
    vehicle?: VehicleSearch & {
      /** How sure the size is (see lib/vehicles): "trim" is that exact trim's placard size. */
      sizeSource: TireSizeSource;
      /** Each factory size with the trims that leave the factory on it. */
      trimSizes: { size: string; trims: string[] }[];
    };
  };
  /** Canonical sizes searched. */
  sizes: string[];
  /** Passenger results and catalog results of every category, in one order. */
  results: SearchResult[];
  /** How many tires the sizes have before filters, so a page can say what the filters hid. */
  totalBeforeFilters: number;
  /** Set when nothing is listed: what the customer can do next. */
  suggestion?: string;
}

/** One tire as searches and the product API answer it: what a result card or the scheduler shows. */
export function tireResult(offer: TireOffer): TireResult {
  return {
    id: offer.id,
    category: "passenger",
    brand: offer.brand,
    name: offer.name,
    size: offer.size,
    type: offer.type,
    tier: offer.tier,
    price: offer.price,
    loadIndex: offer.loadIndex,
    ...(offer.dualLoadIndex !== undefined ? { dualLoadIndex: offer.dualLoadIndex } : {}),
    ...(offer.loadRange ? { loadRange: offer.loadRange } : {}),
    ...(offer.extraLoad ? { extraLoad: true } : {}),
    speedRating: offer.speedRating,
    warrantyMiles: offer.warrantyMiles,
    url: offer.url,
  };
}

export function catalogTireResult(tire: Tire): CatalogTireResult {
  return {
    id: tire.id,
    category: tire.category,
    brand: tire.brand,
    name: tire.name,
    size: tire.size,
    price: tire.price,
    application: tire.application,
    url: `/tires/details/${tire.id}`,
    actions: catalogTireActions(tire),
  };
}

/** What filtering and sorting read, common to both catalogs. */
interface Listed {
  brand: string;
  name: string;
  size: string;
  price: number;
  warrantyMiles: number | null;
  /** A passenger tire type; catalog tires have none, so a type filter leaves them out. */
  type: PassengerTireType | null;
  result: () => SearchResult;
}

/** "BF Goodrich" and "BFGoodrich" are one brand. */
const brandKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

function matches(item: Listed, filters: SearchFilters): boolean {
  return (
    (filters.type === undefined || item.type === filters.type) &&
    (filters.brand === undefined || brandKey(item.brand) === brandKey(tireBrands[filters.brand].name)) &&
    (filters.minPrice === undefined || item.price >= filters.minPrice) &&
    (filters.maxPrice === undefined || item.price <= filters.maxPrice)
  );
}

const byName = (a: Listed, b: Listed) =>
  a.brand.localeCompare(b.brand) || a.name.localeCompare(b.name) || a.size.localeCompare(b.size);

const COMPARATORS: Record<SearchFilters["sort"], (a: Listed, b: Listed) => number> = {
  "price-asc": (a, b) => a.price - b.price || byName(a, b),
  "price-desc": (a, b) => b.price - a.price || byName(a, b),
  // No warranty counts as the shortest; equal warranties cheapest first.
  warranty: (a, b) => (b.warrantyMiles ?? 0) - (a.warrantyMiles ?? 0) || a.price - b.price || byName(a, b),
};

function listedOffer(offer: TireOffer): Listed {
  return { ...offer, result: () => tireResult(offer) };
}

function listedTire(tire: Tire): Listed {
  return { ...tire, type: null, warrantyMiles: null, result: () => catalogTireResult(tire) };
}

const CALL_US = `Call us at ${brand.phone}`;

function suggestionFor(sizes: string[], total: number): string | undefined {
  if (total > 0) {
    return `No tires in ${sizes.join(" or ")} match these filters. Clear a filter to see all ${total} tires in this size, or ${CALL_US.toLowerCase()} for advice.`;
  }
  return `We don't list tires in ${sizes.join(" or ")} online, but we can often get them. ${CALL_US} and we'll find a tire that fits.`;
}

/** Tires of the given canonical sizes in every category, filtered and sorted. */
export function searchSizes(
  sizes: readonly string[],
  filters: SearchFilters,
  catalog: OfferCatalog = passengerCatalog,
): Pick<SearchResponse, "sizes" | "results" | "totalBeforeFilters" | "suggestion"> {
  const listed = sizes.flatMap((size) => [
    ...catalog.bySize(size).map(listedOffer),
    ...catalogTiresOfSize(size)
      .filter((tire) => !catalog.getOffer(tire.id))
      .map(listedTire),
  ]);
  const results = listed
    .filter((item) => matches(item, filters))
    .sort(COMPARATORS[filters.sort])
    .map((item) => item.result());
  const suggestion = results.length === 0 ? suggestionFor([...sizes], listed.length) : undefined;
  return {
    sizes: [...sizes],
    results,
    totalBeforeFilters: listed.length,
    ...(suggestion ? { suggestion } : {}),
  };
}

/**
 * A search for one size as the customer typed it (already parsed), in every category: a
 * passenger size from the passenger reader, or any size from the sidewall reader.
 */
export function searchBySize(
  size: TireSize | SidewallSize,
  filters: SearchFilters,
  catalog: OfferCatalog = passengerCatalog,
): SearchResponse {
  const canonical = "key" in size ? size.key : formatSize(size);
  return { query: { size: canonical }, ...searchSizes([canonical], filters, catalog) };
}

/**
 * A search for a vehicle found in the dataset: its trim's factory size, or, without a trim, the
 * factory sizes of all its trims that year.
 */
export function searchByVehicle(
  vehicle: VehicleSearch,
  filters: SearchFilters,
  catalog: OfferCatalog = passengerCatalog,
): SearchResponse {
  const { year, make, model, trim } = vehicle;
  // A model year with no trims listed still has the model's usual size.
  const trims: (string | undefined)[] = trim ? [trim] : getTrims(year, make, model);
  if (trims.length === 0) trims.push(undefined);
  const trimSizes: { size: string; trims: string[] }[] = [];
  let sizeSource: TireSizeSource = "trim";
  for (const name of trims) {
    const lookup = lookupTireSize({ year, make, model, trim: name });
    if (lookup.source !== "trim") sizeSource = lookup.source;
    const size = canonicalSize(lookup.size) ?? lookup.size;
    let entry = trimSizes.find((s) => s.size === size);
    if (!entry) trimSizes.push((entry = { size, trims: [] }));
    if (name) entry.trims.push(name);
  }
  const sizes = trimSizes.map((s) => s.size);
  return {
    query: {
      size: sizes.length === 1 ? sizes[0]! : null,
      vehicle: { ...vehicle, sizeSource, trimSizes },
    },
    ...searchSizes(sizes, filters, catalog),
  };
}
