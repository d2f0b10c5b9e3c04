/**
 * Which services a customer can book on the spot at each store, without waiting for the store to
 * confirm: work the store can promise from the booking alone, once capacity (and, for tires, the
 * set on its own shelf) is held in the same transaction. Everything else stays a request the
 * store confirms: brakes (the store wants to hear about the noise first), commercial and fleet
 * work (accounts and terms to check), and everything done at the customer's site (a truck, a
 * crew and a route to plan). lib/scheduling/instant-booking.ts decides with these.
 */

/**
 * "yes": booked on the spot. "with-store-tires": only when the booking's tires are on the
 * store's own shelf (ready that day, no warehouse truck or special order to wait for). "no": a
 * request, confirmed by the store.
 */
export type OnTheSpot = "yes" | "with-store-tires" | "no";

/** Every store, unless it says otherwise below. Services not listed are requests. */
const EVERY_STORE: Readonly<Record<string, OnTheSpot>> = {
  "Oil Changes": "yes",
  "Tire Rotation": "yes",
  "Flat Tire Repair": "yes",
  "Wheel Alignment": "yes",
  "Tire Sales & Installation": "with-store-tires",
};

/** A store's own choices, over EVERY_STORE. */
const STORE_EXCEPTIONS: Readonly<Record<number, Readonly<Record<string, OnTheSpot>>>> = {
  // Most flats brought to Norton come off coal-field haul roads with sidewall cuts no plug can
  // fix: the store looks at the tire first, so flat repairs there stay requests it confirms.
  5: { "Flat Tire Repair": "no" },
  // Windber has a single alignment rack, and its one alignment technician checks the suspension
  // before promising a time: alignments there stay requests the store confirms.
  7: { "Wheel Alignment": "no" },
};

/** How `serviceName` is booked at store `storeId` (by the scheduler's service name). */
export function onTheSpot(storeId: number, serviceName: string): OnTheSpot {
  return STORE_EXCEPTIONS[storeId]?.[serviceName] ?? EVERY_STORE[serviceName] ?? "no";
}

/** Every service name this file mentions (a check that each is one the scheduler has). */
export const namedServices = (): string[] => [
  ...new Set([...Object.keys(EVERY_STORE), ...Object.values(STORE_EXCEPTIONS).flatMap(Object.keys)]),
];
