/**
 * The query keys of a size page's filters; a URL with any of them shows a filtered list. A module
 * of its own, without imports, because next.config.ts reads it.
 */
export const FILTER_QUERY_KEYS = ["type", "brand", "minPrice", "maxPrice", "sort"] as const;
