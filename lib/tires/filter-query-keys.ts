/**
 * The query keys of a size page: its filters, and the vehicle it was opened for. A URL with any of
 * them is rendered per request. A module of its own, without imports, because next.config.ts
 * reads it.
 */
export const FILTER_QUERY_KEYS = [
  "type",
  "brand",
  "minPrice",
  "maxPrice",
  "sort",
  // The customer's load index and speed rating (lib/tires/service-filter.ts).
  "load",
  "speed",
  "lower",
] as const;
export const VEHICLE_QUERY_KEYS = ["year", "make", "model", "trim"] as const;
