import type { ReadyBy, StockSource } from "@/lib/inventory/ready-by";
import type { StockRow } from "@/lib/inventory/seed-stock";

/** One offer at one location: on the shelf, and promised to appointments. */
export interface StockLevel {
  locationId: number;
  offerId: string;
  onHand: number;
  held: number;
}

export type StockUpdateResult =
  { ok: true; updated: number } | { ok: false; refused: { index: number; row: StockRow; reason: string }[] };

/** "held" while the appointment is live; given back ("released") or installed ("consumed"). */
export type HoldStatus = "held" | "released" | "consumed";

/**
 * The set an appointment with tires holds: at the store, at the warehouse for the next truck
 * (`locationId` the warehouse), or ordered from the maker (no location: nothing on a shelf yet).
 */
export interface TireHold {
  offerId: string;
  quantity: number;
  locationId: number | null;
  source: StockSource;
  /** The day the set is at the store, YYYY-MM-DD. */
  readyBy: string;
  status: HoldStatus;
}

/**
 * Holds a booking's tires inside its transaction: `decide` sees the offer's level at the store
 * and at the warehouse, read under the stock lock, and answers the hold, or the ready-by date the
 * customer can have instead when the asked-for day comes too soon.
 */
export interface StockClaim {
  offerId: string;
  storeId: number;
  decide(levels: {
    store: StockLevel;
    warehouse: StockLevel;
  }): { hold: Omit<TireHold, "status"> } | { short: ReadyBy };
}

/** Where a page of appointments whose holds are due to end stopped: its last row's time and id. */
export interface HoldCursor {
  at: number;
  id: number;
}

/** One count changed at the shelf (stock-queries.ts changeShelf). */
export type ShelfChange = { locationId: number; offerId: string } & (
  { kind: "set"; onHand: number; expectedOnHand: number } | { kind: "add"; received: number }
);

/** The level after the change, or why nothing was written, with the level as it stands. */
export type ShelfChangeResult =
  { ok: true; level: StockLevel } | { ok: false; reason: "stale" | "held"; level: StockLevel };
