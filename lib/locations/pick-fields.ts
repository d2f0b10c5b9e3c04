/**
 * A copy of `source` with only the named fields. The subsets of a location that go to the browser
 * are built this way, so that each is one list of field names, and nothing else rides along.
 */
export function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
