import type { PassengerBrandId } from "@/data/tires/passenger";

/**
 * Where our tires are and how they move: the Nitro distribution center supplies the eight stores
 * on its own trucks, on fixed weekdays, and orders from the makers what neither has. The numbers
 * here drive the "ready by" dates customers see; quantities on hand live in the database (seeded
 * from lib/inventory/seed-stock.ts on first start, then kept by staff uploads).
 */

/** The distribution center's location id (data/locations.ts): the stores' warehouse. */
export const WAREHOUSE_ID = 9;

export interface DeliveryRun {
  /** Weekdays the warehouse truck reaches the store (0 = Sunday … 6 = Saturday). */
  days: readonly number[];
  /**
   * Order by this time ("HH:MM", the store's clock) on the warehouse's last working day before a
   * delivery day to be on that truck.
   */
  cutoff: string;
}

/**
 * Truck runs by store. Charleston sits twelve miles from the warehouse and gets a truck every
 * weekday; the stores farther out share routes on two or three days a week.
 */
export const deliveryRuns: Readonly<Record<number, DeliveryRun>> = {
  1: { days: [1, 2, 3, 4, 5], cutoff: "15:00" },
  2: { days: [1, 3, 5], cutoff: "14:00" },
  3: { days: [2, 4], cutoff: "14:00" },
  4: { days: [2, 4], cutoff: "14:00" },
  5: { days: [1, 3, 5], cutoff: "14:00" },
  6: { days: [1, 3, 5], cutoff: "14:00" },
  7: { days: [2, 5], cutoff: "12:00" },
  8: { days: [1, 4], cutoff: "14:00" },
};

/**
 * Business days from our order to the maker's delivery at the warehouse, for a size neither the
 * store nor the warehouse has. The set then rides the store's next truck. Weekends and the
 * stores' holidays are not business days.
 */
export const SPECIAL_ORDER_BUSINESS_DAYS = 5;
export const specialOrderDaysByBrand: Partial<Record<PassengerBrandId, number>> = {
  // The value brands come from a single importer's East Coast depot.
  kelly: 7,
  mastercraft: 7,
  starfire: 7,
};

/** How many of one tire a customer can reserve in one booking (a set, plus a spare and one more). */
export const MAX_SET_QUANTITY = 6;
