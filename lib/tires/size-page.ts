import { brand } from "@/data/brand";
import type { PassengerTireType } from "@/data/tires/passenger";
import { categoryLabel, formatPrice } from "@/lib/tires/category-tires";
import { passengerCatalog, type TireOffer } from "./passenger-tires";
import type { SearchFilters } from "./filters";
import type { VehicleSearch } from "./search";
import { serviceQueryPairs } from "./service-filter";
import { formatSize, sizeFromSlug, sizeSlug, type TireSize } from "./size";
import { allSizeListings, listingBySlug, type SizeListing } from "./size-listing";
import { vehicleQuery } from "./vehicle-query";

export { TIRES_PER_SET, installedSetPrice } from "./set-price";

/**
 * Every size that has a page: each size the catalog sells in any category, as its URL slug,
 * passenger sizes first.
 */
export function sizePageSlugs(): string[] {
  return allSizeListings().map((listing) => listing.slug);
}

/** Everything sold in the size a page slug names; anything else is a 404. */
export function sizeListingOfPage(slug: string): SizeListing | null {
  return listingBySlug(slug) ?? null;
}

/**
 * The passenger size a page slug names, if we sell passenger or light-truck tires in it: such a
 * page lists them with set prices and installation.
 */
export function sizeOfPage(slug: string): TireSize | null {
  const size = sizeFromSlug(slug);
  return size && passengerCatalog.bySize(formatSize(size)).length > 0 ? size : null;
}

/** The page description: how many tires, the brands, the lowest price. */
export function sizePageDescription(size: TireSize): string {
  const offers = passengerCatalog.bySize(formatSize(size));
  const brands = [...new Set(offers.map((o) => o.brand))];
  const lowest = Math.min(...offers.map((o) => o.price));
  return `Compare ${offers.length} ${formatSize(size)} tires from ${brands.slice(0, 4).join(", ")} and more, from $${lowest.toFixed(2)} per tire. Set prices include installation at ${brand.name}.`;
}

export function sizePagePath(size: TireSize | string): string {
  return `/tires/size/${typeof size === "string" ? size : sizeSlug(size)}`;
}

/** Price bands offered as filter links, in USD per tire. */
export const PRICE_BANDS: readonly { label: string; minPrice?: number; maxPrice?: number }[] = [
  { label: "Under $150", maxPrice: 150 },
  { label: "$150 to $200", minPrice: 150, maxPrice: 200 },
  { label: "$200 to $300", minPrice: 200, maxPrice: 300 },
  { label: "$300 and up", minPrice: 300 },
];

/**
 * The link that shows the page with `change` applied to the current filters (undefined clears),
 * still for the vehicle the page was opened for, if any.
 */
export function filterHref(
  slug: string,
  current: SearchFilters,
  change: Partial<SearchFilters>,
  vehicle?: VehicleSearch | null,
): string {
  const next = { ...current, ...change };
  const query = new URLSearchParams();
  if (next.type) query.set("type", next.type);
  if (next.brand) query.set("brand", next.brand);
  if (next.minPrice !== undefined) query.set("minPrice", String(next.minPrice));
  if (next.maxPrice !== undefined) query.set("maxPrice", String(next.maxPrice));
  // Cheapest first is the default order, so it needs no parameter.
  if (next.sort && next.sort !== "price-asc") query.set("sort", next.sort);
  for (const [key, value] of serviceQueryPairs(next.service)) query.set(key, value);
  const text = [query.toString(), vehicle ? vehicleQuery(vehicle) : ""].filter(Boolean).join("&");
  return `${sizePagePath(slug)}${text ? `?${text}` : ""}`;
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return (
    filters.type !== undefined ||
    filters.brand !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

/** What a size offers to filter on: the types and brands present, and the bands with tires. */
export function sizeFacets(offers: readonly TireOffer[]) {
  const types = [...new Set(offers.map((o) => o.type))] as PassengerTireType[];
  const brands = [...new Map(offers.map((o) => [o.brandId, o.brand])).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const bands = PRICE_BANDS.filter((band) =>
    offers.some(
      (o) =>
        (band.minPrice === undefined || o.price >= band.minPrice) &&
        (band.maxPrice === undefined || o.price <= band.maxPrice),
    ),
  );
  return { types, brands, bands };
}

export const TYPE_LABELS: Readonly<Record<PassengerTireType, string>> = {
  "all-season": "All-season",
  touring: "Touring",
  performance: "Performance",
  highway: "Highway",
  "all-terrain": "All-terrain",
  "mud-terrain": "Mud-terrain",
  winter: "Winter",
};

/** "225/65R17 tires" or "LT265/70R17 light-truck tires": the page's own title. */
export function sizePageTitle(size: TireSize): string {
  return `${formatSize(size)} ${size.prefix === "LT" ? "Light-Truck Tires" : "Tires"}`;
}

/** "11R22.5 Tires", "17.5R25 and 17.5-25 Tires": a quote-only size page's title. */
export function catalogSizePageTitle(listing: SizeListing): string {
  return `${listing.label} Tires`;
}

/** A quote-only size page's description: how many tires, for what, from which price. */
export function catalogSizePageDescription(listing: SizeListing): string {
  const tires = listing.catalogTires;
  const kinds = listing.categories
    .filter((c) => c !== "passenger")
    .map((c) => categoryLabel(c).toLowerCase());
  const lowest = Math.min(...tires.map((t) => t.price));
  const count = tires.length === 1 ? "1 tire" : `${tires.length} tires`;
  return `${listing.label}: ${count} for ${kinds.join(" and ")} work from ${[...new Set(tires.map((t) => t.brand))].join(", ")}, from ${formatPrice(lowest)} per tire. Request a quote or call our sales desk at ${brand.salesPhone}.`;
}
