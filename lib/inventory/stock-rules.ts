import { WAREHOUSE_ID } from "@/data/inventory";
import { bookableLocations, findLocation } from "@/data/locations";
import { passengerCatalog, type OfferCatalog } from "@/lib/tires/passenger-tires";
import type { LeftOut } from "./part-numbers";
import { shown } from "./shown-value";
import type { StockRow } from "./seed-stock";

/**
 * The rules every staff stock count follows, whether it comes from the point-of-sale CSV or the
 * automated JSON feed: one location we stock (the stores and the warehouse), one tire of the
 * catalog, a whole count, each location and tire once per upload.
 */

/** Where tires are counted: the eight stores and the distribution center. */
export const STOCK_LOCATION_IDS: readonly number[] = [
  ...bookableLocations.map((l) => l.id),
  WAREHOUSE_ID,
].sort((a, b) => a - b);
export const MAX_ON_HAND = 9999;

/** A short name for a stock location: the store's name, or "Warehouse". */
export function stockLocationName(id: number): string {
  return id === WAREHOUSE_ID ? "Warehouse" : (findLocation(id)?.name ?? `Location ${id}`);
}

/** "1-8 for a store or 9 for the warehouse", from the data. */
const locationChoices = () => {
  const stores = STOCK_LOCATION_IDS.filter((id) => id !== WAREHOUSE_ID);
  return `${stores[0]}-${stores.at(-1)} for a store or ${WAREHOUSE_ID} for the warehouse`;
};

export const reasons = {
  columns: (found: number) =>
    `Expected three values separated by commas (location id, offer id, on hand); found ${found}.`,
  location: (value: unknown) =>
    value === "" || value === undefined
      ? `The location id is missing: use ${locationChoices()}.`
      : `Location "${shown(value)}" is not one of ours: use ${locationChoices()}.`,
  offer: (value: unknown) =>
    value === "" || value === undefined
      ? "The offer id is missing."
      : `No tire in the catalog has the offer id "${shown(value)}".`,
  onHand: (value: unknown) =>
    value === "" || value === undefined
      ? "The on-hand count is missing."
      : `On hand "${shown(value)}" is not a whole number from 0 to ${MAX_ON_HAND}.`,
  duplicate: (locationId: number, offerId: string, first: string) =>
    `Location ${locationId} and offer ${offerId} are already counted ${first}; each may appear once.`,
  held: (held: number, locationId: number) =>
    `${held} ${held === 1 ? "is" : "are"} held for appointments at location ${locationId}; the count cannot be lower than that.`,
};

/** Where a row stood in what was sent: a line of the CSV file, or a position in the JSON list. */
export type RowPosition = { line: number } | { index: number };
export type RefusedRow = RowPosition & { reason: string };
export interface PlacedRow {
  at: RowPosition;
  row: StockRow;
}

/**
 * Rows read and checked, or why they were not: `too-large` for more than one upload may hold,
 * `invalid` for anything else, with each refused row when rows were to blame. `leftOut` is what
 * an export by part number held that is not counted: numbers not mapped yet, items not tires.
 */
export type StockInput =
  | { ok: true; rows: PlacedRow[]; leftOut?: LeftOut }
  | {
      ok: false;
      kind: "too-large" | "invalid";
      message: string;
      refused?: RefusedRow[];
      /** The rows that passed every check of their own: checked further, so one answer lists all. */
      rows?: PlacedRow[];
      leftOut?: LeftOut;
    };

/** The rows not refused: what else is wrong with them is still worth telling in the same answer. */
export function rowsNotRefused(placed: readonly PlacedRow[], refused: readonly RefusedRow[]): PlacedRow[] {
  const key = (at: RowPosition) => ("line" in at ? `l${at.line}` : `i${at.index}`);
  const bad = new Set(refused.map(key));
  return placed.filter((p) => !bad.has(key(p.at)));
}

const positionText = (at: RowPosition) => ("line" in at ? `on line ${at.line}` : `at index ${at.index}`);

export const isStockLocation = (id: number) => STOCK_LOCATION_IDS.includes(id);
export const isOnHand = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_ON_HAND;

/**
 * The rules that look past one value: the offer is in the catalog, and no location and offer
 * come twice. Rows whose location or count were already refused are still checked here, so one
 * answer lists everything wrong with a row.
 */
export function crossCheck(
  rows: readonly PlacedRow[],
  catalog: OfferCatalog = passengerCatalog,
): RefusedRow[] {
  const first = new Map<string, RowPosition>();
  const refused: RefusedRow[] = [];
  for (const { at, row } of rows) {
    if (!catalog.getOffer(row.offerId)) refused.push({ ...at, reason: reasons.offer(row.offerId) });
    if (!isStockLocation(row.locationId)) continue;
    const key = `${row.locationId}\u0000${row.offerId}`;
    const earlier = first.get(key);
    if (earlier)
      refused.push({ ...at, reason: reasons.duplicate(row.locationId, row.offerId, positionText(earlier)) });
    else first.set(key, at);
  }
  return refused;
}

/** The answer's headline when rows are refused: nothing was written. */
export function refusedMessage(count: number): string {
  return `Nothing was changed: ${count.toLocaleString("en-US")} ${count === 1 ? "row was" : "rows were"} refused.`;
}

/** One entry per row, its reasons joined, in the order the rows were sent. */
export function mergeRefused(refused: readonly RefusedRow[]): RefusedRow[] {
  const byRow = new Map<string, RefusedRow>();
  for (const entry of refused) {
    const key = "line" in entry ? `l${entry.line}` : `i${entry.index}`;
    const known = byRow.get(key);
    if (known) known.reason = `${known.reason} ${entry.reason}`;
    else byRow.set(key, { ...entry });
  }
  const order = (r: RefusedRow) => ("line" in r ? r.line : r.index);
  return [...byRow.values()].sort((a, b) => order(a) - order(b));
}
