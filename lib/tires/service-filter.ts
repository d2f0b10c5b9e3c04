import {
  MAX_LOAD_INDEX,
  readSpeedSymbol,
  speedRank,
  type ServiceDescription,
  type SpeedSymbol,
} from "./service-description";

/**
 * The customer's own tire's load index and speed rating, typed with the size ("121/118S"): tires
 * rated lower are hidden from a size's list unless asked for. Travels in a size page's query as
 * `?load=121&speed=S` (and `lower=shown` to list the lower-rated tires too), so it works without
 * JavaScript.
 */
export interface ServiceFilter {
  /** The single-tire load index: a dual index is compared by its single one. */
  load?: number;
  speed?: SpeedSymbol;
  /** List the lower-rated tires as well, marked. */
  showLower?: boolean;
}

export const SHOW_LOWER_VALUE = "shown";

/** The sidewall fields a tire is compared on. */
export interface RatedTire {
  loadIndex: number;
  speedRating: SpeedSymbol;
}

/** The filter for a service description read from what was typed; null when it has none. */
export function serviceFilterOf(service: ServiceDescription | null): ServiceFilter | null {
  if (!service || (!service.load && !service.speed)) return null;
  return {
    ...(service.load ? { load: service.load.single } : {}),
    ...(service.speed ? { speed: service.speed } : {}),
  };
}

/**
 * Reads the filter from a query; a value that cannot be one is left out, as a hand-edited link
 * keeps every filter it can read.
 */
export function readServiceFilter(raw: {
  load?: string | null;
  speed?: string | null;
  lower?: string | null;
}): ServiceFilter {
  const filter: ServiceFilter = {};
  const load = raw.load?.trim() ?? "";
  if (/^\d{1,3}$/.test(load) && Number(load) >= 1 && Number(load) <= MAX_LOAD_INDEX)
    filter.load = Number(load);
  const speed = raw.speed && raw.speed.length <= 2 ? readSpeedSymbol(raw.speed) : null;
  if (speed) filter.speed = speed;
  if (raw.lower?.trim().toLowerCase() === SHOW_LOWER_VALUE && hasServiceFilter(filter))
    filter.showLower = true;
  return filter;
}

export function hasServiceFilter(filter: ServiceFilter | null | undefined): boolean {
  return filter?.load !== undefined || filter?.speed !== undefined;
}

/** The query pairs of a filter, in the order a link writes them. */
export function serviceQueryPairs(filter: ServiceFilter | null | undefined): [string, string][] {
  if (!filter) return [];
  const pairs: [string, string][] = [];
  if (filter.load !== undefined) pairs.push(["load", String(filter.load)]);
  if (filter.speed !== undefined) pairs.push(["speed", filter.speed]);
  if (filter.showLower && pairs.length > 0) pairs.push(["lower", SHOW_LOWER_VALUE]);
  return pairs;
}

/** "?load=121&speed=S", or "" for no filter. */
export function serviceQuery(filter: ServiceFilter | null | undefined): string {
  const pairs = serviceQueryPairs(filter);
  return pairs.length > 0 ? `?${new URLSearchParams(pairs).toString()}` : "";
}

/**
 * Whether a tire carries less than the customer's (a lower load index) or is rated for a lower
 * speed, by the speed ratings' real order (… Q < R < S < T < U < H < V …).
 */
export function isBelowService(tire: RatedTire, filter: ServiceFilter): boolean {
  if (filter.load !== undefined && tire.loadIndex < filter.load) return true;
  return filter.speed !== undefined && speedRank(tire.speedRating) < speedRank(filter.speed);
}

/** "121S", "load index 121", "speed rating S": what the customer's tire was read as. */
export function serviceFilterText(filter: ServiceFilter): string {
  if (filter.load !== undefined && filter.speed !== undefined) return `${filter.load}${filter.speed}`;
  if (filter.load !== undefined) return `load index ${filter.load}`;
  return `speed rating ${filter.speed}`;
}

/**
 * A size's tires under the filter: those listed, which of them are rated lower (marked when
 * shown), and how many are hidden.
 */
export function applyServiceFilter<T extends RatedTire>(
  tires: readonly T[],
  filter: ServiceFilter | null | undefined,
): { listed: readonly T[]; lower: ReadonlySet<T>; hidden: number } {
  if (!filter || !hasServiceFilter(filter)) return { listed: tires, lower: new Set(), hidden: 0 };
  const lower = new Set(tires.filter((tire) => isBelowService(tire, filter)));
  if (filter.showLower) return { listed: tires, lower, hidden: 0 };
  return { listed: tires.filter((tire) => !lower.has(tire)), lower, hidden: lower.size };
}
