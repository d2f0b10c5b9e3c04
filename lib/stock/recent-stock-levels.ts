import { getDatabase, stockGeneration, type StockLevel } from "@/lib/db";

/**
 * How long a read of one tire's stock may answer availability questions. The API already lets
 * browsers and shared caches keep its answer for 30 seconds; a booking never relies on it (it
 * reads the counts again under the stock lock and answers a short set with the new date), so a
 * few seconds here only spare the database the same read for every visitor looking at a popular
 * size.
 */
export const STOCK_READ_FRESH_MS = 5_000;
/** Tires remembered at most: every offer of the catalog, a few hundred bytes each. */
const MAX_OFFERS = 5_000;

interface Entry {
  levels: StockLevel[];
  readAt: number;
  /** stockGeneration() when the read began: a change of stock or holds since makes it stale. */
  generation: number;
}

const holder = globalThis as unknown as { __recentStockLevels?: Map<string, Entry> };
const entries = (holder.__recentStockLevels ??= new Map());

/**
 * On hand and held for these offers at every location, as the database had them at most
 * STOCK_READ_FRESH_MS ago and not before this process last changed stock or holds. The offers
 * without a fresh read are read together, in one query.
 */
export async function recentStockLevels(
  offerIds: readonly string[],
  now = Date.now(),
): Promise<StockLevel[]> {
  const generation = stockGeneration();
  const levels: StockLevel[] = [];
  const missing: string[] = [];
  for (const id of new Set(offerIds)) {
    const entry = entries.get(id);
    if (entry && entry.generation === generation && now - entry.readAt < STOCK_READ_FRESH_MS)
      levels.push(...entry.levels);
    else missing.push(id);
  }
  if (missing.length === 0) return levels;
  const read = await (await getDatabase()).stockLevels(missing);
  for (const id of missing) {
    const ofOffer = read.filter((level) => level.offerId === id);
    remember(id, { levels: ofOffer, readAt: now, generation });
    levels.push(...ofOffer);
  }
  return levels;
}

function remember(offerId: string, entry: Entry) {
  entries.delete(offerId);
  if (entries.size >= MAX_OFFERS) entries.delete(entries.keys().next().value!);
  entries.set(offerId, entry);
}
