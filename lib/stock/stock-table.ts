import type { StockLevel } from "@/lib/db";
import { passengerCatalog, type OfferCatalog, type TireOffer } from "@/lib/tires/passenger-tires";
import { readSidewallSize } from "@/lib/tires/sidewall-size";
import { isStockLocation, STOCK_LOCATION_IDS, stockLocationName } from "@/lib/inventory/stock-rules";

/**
 * The staff inventory page's reading of the stock: a search by size, brand or tread name, one
 * location or all, a page of rows at a time, and the totals per location for the same search.
 */

export const STOCK_PAGE_SIZE = 50;
const MAX_QUERY_LENGTH = 60;

export interface StockQuery {
  /** What staff typed: a size in any common form, or words of the brand, tread or offer id. */
  q: string;
  location: number | null;
  page: number;
  /**
   * Where the page opens without a location in its address: a one-store member's own store (null:
   * all). Every location is then asked for as `location=all`.
   */
  home?: number | null;
}

/** The address value for every location, when the page would otherwise open on one store. */
export const ALL_LOCATIONS = "all";

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, key: string) => (typeof query[key] === "string" ? query[key] : "");

/** Reads the search form's query; anything unusable falls back to the default instead of failing. */
export function readStockQuery(query: Query, homeStore: number | null = null): StockQuery {
  const home = homeStore !== null && isStockLocation(homeStore) ? homeStore : null;
  const q = one(query, "q").trim().slice(0, MAX_QUERY_LENGTH);
  const asked = one(query, "location");
  const location = Number(asked);
  const page = Number(one(query, "page"));
  return {
    q,
    location:
      /^\d+$/.test(asked) && isStockLocation(location)
        ? location
        : asked === ALL_LOCATIONS || query.location === ""
          ? null
          : home,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(home === null ? {} : { home }),
  };
}

/** The page's address for a query: only what differs from the default. */
export function stockHref(query: Partial<StockQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.location) {
    if (query.location !== query.home) params.set("location", String(query.location));
  } else if (query.home) params.set("location", ALL_LOCATIONS);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/admin/inventory${search ? `?${search}` : ""}`;
}

export interface StockTableRow {
  offerId: string;
  brand: string;
  name: string;
  size: string;
  locationId: number;
  locationName: string;
  onHand: number;
  held: number;
  free: number;
}

export interface LocationTotal {
  locationId: number;
  locationName: string;
  /** Tires of this search the location counts (a zero count included). */
  lines: number;
  onHand: number;
  held: number;
  free: number;
}

export interface StockTable {
  query: StockQuery;
  /** How the search was read: "size 225/65R17", "“michelin defender”", or null for everything. */
  searchedFor: string | null;
  rows: StockTableRow[];
  total: number;
  page: number;
  pages: number;
  totals: LocationTotal[];
}

/** Which offers a search names: one size when it reads as a size, else every word in the text. */
function offerFilter(q: string): { label: string | null; matches: (offer: TireOffer) => boolean } {
  if (!q) return { label: null, matches: () => true };
  // A size as printed on the sidewall, its load index and speed rating included ("225/65R17 102H").
  const size = readSidewallSize(q);
  if (size.ok) {
    const canonical = size.size.key;
    return { label: `size ${canonical}`, matches: (offer) => offer.size === canonical };
  }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return {
    label: `“${q}”`,
    matches: (offer) => {
      const text = `${offer.brand} ${offer.name} ${offer.size} ${offer.id}`.toLowerCase();
      return words.every((word) => text.includes(word));
    },
  };
}

export function stockTable(
  levels: readonly StockLevel[],
  query: StockQuery,
  catalog: OfferCatalog = passengerCatalog,
): StockTable {
  const filter = offerFilter(query.q);
  const matched: StockTableRow[] = [];
  for (const level of levels) {
    const offer = catalog.getOffer(level.offerId);
    if (!offer || !filter.matches(offer)) continue;
    matched.push({
      offerId: offer.id,
      brand: offer.brand,
      name: offer.name,
      size: offer.size,
      locationId: level.locationId,
      locationName: stockLocationName(level.locationId),
      onHand: level.onHand,
      held: level.held,
      free: Math.max(0, level.onHand - level.held),
    });
  }

  const totals = STOCK_LOCATION_IDS.map((locationId) => {
    const here = matched.filter((r) => r.locationId === locationId);
    const sum = (pick: (r: StockTableRow) => number) => here.reduce((n, r) => n + pick(r), 0);
    return {
      locationId,
      locationName: stockLocationName(locationId),
      lines: here.length,
      onHand: sum((r) => r.onHand),
      held: sum((r) => r.held),
      free: sum((r) => r.free),
    };
  });

  const shown = query.location === null ? matched : matched.filter((r) => r.locationId === query.location);
  const pages = Math.max(1, Math.ceil(shown.length / STOCK_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    query: { ...query, page },
    searchedFor: filter.label,
    rows: shown.slice((page - 1) * STOCK_PAGE_SIZE, page * STOCK_PAGE_SIZE),
    total: shown.length,
    page,
    pages,
    totals,
  };
}
