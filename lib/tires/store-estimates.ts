import { bookableLocations } from "@/data/locations";
import { TIRES_PER_SET } from "./set-price";
import { outTheDoor, type OutTheDoorEstimate, type OutTheDoorLineKind } from "./out-the-door";

/** What a page hands its out-the-door island for one store: the lines as shown, no sources. */
export interface StoreEstimate {
  /** The set installed (tires and installation), as the price above it already shows. */
  installed: number;
  /** What comes on top: the state's tire fee, road-hazard cover (no disposal: it is included). */
  extras: { label: string; amount: number }[];
  taxRatePercent: number;
  tax: number;
  total: number;
  note: string;
}

/** One store's estimate with and without road-hazard cover, for the customer to choose. */
export interface StoreEstimates {
  plain: StoreEstimate;
  withCover: StoreEstimate;
}

const INSTALLED = new Set<OutTheDoorLineKind>(["tires", "installation"]);

/** Dollars summed through cents, so two prices never add to $579.9599999. */
const sumOf = (lines: readonly { amount: number }[]) =>
  lines.reduce((cents, line) => cents + Math.round(line.amount * 100), 0) / 100;

function shown(estimate: OutTheDoorEstimate): StoreEstimate {
  return {
    installed: sumOf(estimate.lines.filter((line) => INSTALLED.has(line.kind))),
    extras: estimate.lines
      .filter((line) => !INSTALLED.has(line.kind) && line.amount > 0)
      .map(({ label, amount }) => ({ label, amount })),
    taxRatePercent: estimate.taxRatePercent,
    tax: estimate.tax,
    total: estimate.total,
    note: estimate.note,
  };
}

/**
 * A set's out-the-door estimate at every store, worked out on the server (the fee and tax tables
 * with their sources stay there) and handed to the page's island, which shows the visitor's store.
 */
export function estimatesByStore(pricePerTire: number, quantity: number): Record<number, StoreEstimates> {
  const byStore: Record<number, StoreEstimates> = {};
  for (const store of bookableLocations) {
    const request = { storeId: store.id, pricePerTire, quantity };
    byStore[store.id] = {
      plain: shown(outTheDoor(request)),
      withCover: shown(outTheDoor({ ...request, roadHazard: true })),
    };
  }
  return byStore;
}

/** The estimated total at every store for each quantity: `{ [storeId]: { [quantity]: dollars } }`. */
export function totalsByStore(
  pricePerTire: number,
  quantities: readonly number[],
): Record<number, Record<number, number>> {
  const byStore: Record<number, Record<number, number>> = {};
  for (const store of bookableLocations) {
    byStore[store.id] = Object.fromEntries(
      quantities.map((quantity) => [
        quantity,
        outTheDoor({ storeId: store.id, pricePerTire, quantity }).total,
      ]),
    );
  }
  return byStore;
}

/** A set of four's estimated total at every store, by store id: what a tire card shows. */
export function setTotalsByStore(pricePerTire: number): Record<number, number> {
  return Object.fromEntries(
    Object.entries(totalsByStore(pricePerTire, [TIRES_PER_SET])).map(([id, totals]) => [
      id,
      totals[TIRES_PER_SET]!,
    ]),
  );
}
