import { tireBrands } from "@/data/tires/brands";
import {
  PASSENGER_BRAND_IDS,
  PASSENGER_TIRE_TYPES,
  type PassengerBrandId,
  type PassengerTireType,
} from "@/data/tires/passenger";
import { hasServiceFilter, readServiceFilter, type ServiceFilter } from "./service-filter";

export const SORT_ORDERS = ["price-asc", "price-desc", "warranty"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  warranty: "Longest warranty",
};

export interface SearchFilters {
  type?: PassengerTireType;
  brand?: PassengerBrandId;
  /** USD per tire, inclusive. */
  minPrice?: number;
  maxPrice?: number;
  sort: SortOrder;
  /** The load index and speed rating of the customer's own tire: lower-rated tires are set apart. */
  service?: ServiceFilter;
}

/** The filter part of a search as it arrives in a URL: strings, any of them missing. */
export interface RawFilters {
  type?: string | null;
  brand?: string | null;
  minPrice?: string | null;
  maxPrice?: string | null;
  sort?: string | null;
  load?: string | null;
  speed?: string | null;
  lower?: string | null;
}

/** Longer than any valid value; anything longer is refused before it is looked at. */
const MAX_VALUE_LENGTH = 40;
const MAX_PRICE = 10_000;
const PRICE = /^\d{1,5}(\.\d{1,2})?$/;

export const TYPE_MESSAGE = `Please choose a tire type: ${PASSENGER_TIRE_TYPES.join(", ")}.`;
export const BRAND_MESSAGE = `Please choose one of the brands we carry: ${PASSENGER_BRAND_IDS.map((id) => tireBrands[id].name).join(", ")}.`;
export const PRICE_MESSAGE = "Please enter prices as dollar amounts per tire, for example 150.";
export const PRICE_ORDER_MESSAGE = "The lowest price can't be more than the highest price.";
export const SORT_MESSAGE = "Please sort by price (low to high or high to low) or by warranty.";

/** "BF Goodrich", "bfgoodrich", "BFGoodrich" all name the same brand. */
function brandKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const BRAND_BY_KEY = new Map<string, PassengerBrandId>(
  PASSENGER_BRAND_IDS.flatMap((id) => [
    [brandKey(id), id],
    [brandKey(tireBrands[id].name), id],
  ]),
);

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function readPrice(value: string): number | null {
  const text = value.trim();
  if (text.length > MAX_VALUE_LENGTH || !PRICE.test(text)) return null;
  const amount = Number(text);
  return amount <= MAX_PRICE ? amount : null;
}

/**
 * Reads the filters of a search. Every value that cannot be used gives one customer-worded
 * message; the API refuses the request with the first, a page can ignore them and show the
 * filters it could read.
 */
export function parseFilters(raw: RawFilters): { filters: SearchFilters; errors: string[] } {
  const filters: SearchFilters = { sort: "price-asc" };
  const errors: string[] = [];
  const tooLong = (value: string) => value.length > MAX_VALUE_LENGTH;

  if (present(raw.type)) {
    const type = raw.type.trim().toLowerCase();
    const known = PASSENGER_TIRE_TYPES.find((t) => t === type);
    if (known && !tooLong(raw.type)) filters.type = known;
    else errors.push(TYPE_MESSAGE);
  }
  if (present(raw.brand)) {
    const brand = tooLong(raw.brand) ? undefined : BRAND_BY_KEY.get(brandKey(raw.brand));
    if (brand) filters.brand = brand;
    else errors.push(BRAND_MESSAGE);
  }
  for (const field of ["minPrice", "maxPrice"] as const) {
    const value = raw[field];
    if (!present(value)) continue;
    const amount = readPrice(value);
    if (amount === null) errors.push(PRICE_MESSAGE);
    else filters[field] = amount;
  }
  if (
    filters.minPrice !== undefined &&
    filters.maxPrice !== undefined &&
    filters.minPrice > filters.maxPrice
  ) {
    errors.push(PRICE_ORDER_MESSAGE);
    delete filters.minPrice;
    delete filters.maxPrice;
  }
  if (present(raw.sort)) {
    const sort = SORT_ORDERS.find((s) => s === raw.sort?.trim().toLowerCase());
    if (sort) filters.sort = sort;
    else errors.push(SORT_MESSAGE);
  }
  // Typed with the size, not chosen from a list: a value that is not a rating is left out quietly.
  const service = readServiceFilter(raw);
  if (hasServiceFilter(service)) filters.service = service;
  return { filters, errors: [...new Set(errors)] };
}
