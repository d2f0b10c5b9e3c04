/**
 * A count of this process's changes to stock and to held sets, for caches of stock levels
 * (lib/stock/recent-stock-levels.ts): a cached level read before the count last moved is not
 * used again. Kept on globalThis, like the database connection, because each route's bundle may
 * carry its own copy of this module. Other instances' changes are not counted here: such caches
 * also expire on their own after a few seconds.
 */
const holder = globalThis as unknown as { __stockGeneration?: number };

export function stockGeneration(): number {
  return holder.__stockGeneration ?? 0;
}

/** Called after a write that may have changed stock or holds, whether or not it committed. */
export function noteStockChange(): void {
  holder.__stockGeneration = stockGeneration() + 1;
}
