import { bookableLocations } from "@/data/locations";
import { outTheDoor, type OutTheDoorEstimate } from "./out-the-door";

/** What a page hands its out-the-door island for one store: the lines as shown, no sources. */
export interface StoreEstimate {
  lines: { label: string; amount: number }[];
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

function shown(estimate: OutTheDoorEstimate): StoreEstimate {
  return {
    lines: estimate.lines.map(({ label, amount }) => ({ label, amount })),
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
