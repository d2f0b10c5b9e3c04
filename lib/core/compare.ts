/**
 * Orders two strings by their characters, for sort(). For the ASCII data it is used on (ISO
 * dates, state codes, city names) this is the alphabetical order; unlike localeCompare it does
 * not load the browser's collation data, which costs the first call 10-30 ms during hydration.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
