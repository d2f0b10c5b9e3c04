import type { SearchResponse, SearchResult, TireResult } from "./search";
import { MAX_LOAD_INDEX, readSpeedSymbol } from "./service-description";
import { applyServiceFilter, hasServiceFilter, SHOW_LOWER_VALUE, type ServiceFilter } from "./service-filter";
import type { SidewallSizeResult } from "./sidewall-size";

/** What `GET /api/tires/search?size=` says about the customer's load index and speed rating. */
export interface ServiceFilterAnswer {
  load: number | null;
  speed: string | null;
  /** Lower-rated tires listed too, each marked `belowService`. */
  showLower: boolean;
  /** Lower-rated tires left out. */
  hidden: number;
}

export type SearchWithService = SearchResponse & {
  query: SearchResponse["query"] & { service?: ServiceFilterAnswer };
  results: (SearchResult & { belowService?: true })[];
};

type Read = { ok: true; filter: ServiceFilter } | { ok: false; message: string };

/**
 * The filter a size search asks for: `load`, `speed` and `lower=shown` in the query, or else the
 * load index and speed rating typed after the size ("LT265/70R17 121/118S"). Unlike a size page's
 * address (which keeps what it can read), the API refuses a value that cannot be one.
 */
export function readSearchServiceFilter(
  query: URLSearchParams,
  size: SidewallSizeResult & { ok: true },
): Read {
  const filter: ServiceFilter = {};
  const load = query.get("load");
  if (load !== null) {
    const n = Number(load.trim());
    if (!/^\d{1,3}$/.test(load.trim()) || n < 1 || n > MAX_LOAD_INDEX)
      return {
        ok: false,
        message: `Load index must be a whole number from 1 to ${MAX_LOAD_INDEX}, such as 121.`,
      };
    filter.load = n;
  } else if (size.load) filter.load = size.load.single;
  const speed = query.get("speed");
  if (speed !== null) {
    const symbol = speed.trim().length <= 2 ? readSpeedSymbol(speed.trim()) : null;
    if (!symbol)
      return { ok: false, message: "Speed rating must be the letter on the sidewall, such as S, T, H or V." };
    filter.speed = symbol;
  } else if (size.speed) filter.speed = size.speed;
  const lower = query.get("lower");
  if (lower !== null) {
    if (lower.trim().toLowerCase() !== SHOW_LOWER_VALUE)
      return {
        ok: false,
        message: `Lower must be "${SHOW_LOWER_VALUE}" (to list lower-rated tires too) or left out.`,
      };
    filter.showLower = true;
  }
  return { ok: true, filter };
}

/**
 * A size search under the customer's rating: car and light-truck tires rated lower are left out
 * (or, with `showLower`, kept and marked). Tires sold by quote carry no rating here and stay.
 */
export function withServiceFilter(response: SearchResponse, filter: ServiceFilter): SearchWithService {
  if (!hasServiceFilter(filter)) return response;
  const passenger = response.results.filter((r): r is TireResult => r.category === "passenger");
  const applied = applyServiceFilter(passenger, filter);
  const lower: ReadonlySet<SearchResult> = applied.lower;
  const results = response.results
    .filter((r) => filter.showLower || !lower.has(r))
    .map((r) => (lower.has(r) ? { ...r, belowService: true as const } : r));
  return {
    ...response,
    query: {
      ...response.query,
      service: {
        load: filter.load ?? null,
        speed: filter.speed ?? null,
        showLower: filter.showLower === true,
        hidden: applied.hidden,
      },
    },
    results,
  };
}
