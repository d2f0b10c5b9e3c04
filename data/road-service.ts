/**
 * The 24/7 road service: who it serves and on what terms, how far each store's trucks go for a
 * breakdown, who is on call, and who hears when nobody answers. Every page that mentions road
 * service says it from here, so the line, the terms and the fee read the same everywhere. What
 * may reach the browser only: the crews, the desk and the national accounts are in
 * data/road-service-crews.ts, which the server alone reads.
 */

/** The 24/7 line a driver calls, answered around the clock by the dispatcher on duty. */
export { ROAD_SERVICE_LINE } from "./road-service-line";

/** What the driver is broken down in: decides the terms and the axle choices the form shows. */
export const ROAD_VEHICLES = [
  { id: "tractor-trailer", label: "Tractor-trailer", axles: ["steer", "drive", "trailer"] },
  { id: "straight-truck", label: "Straight truck, box truck or bus", axles: ["steer", "drive"] },
  { id: "farm", label: "Tractor, combine or farm implement", axles: ["front", "rear", "implement"] },
  { id: "otr", label: "Loader, haul truck or other off-the-road machine", axles: ["front", "rear"] },
  { id: "passenger", label: "Car, pickup, SUV or van", axles: ["front", "rear"] },
] as const;
export type RoadVehicle = (typeof ROAD_VEHICLES)[number]["id"];

/** The axles a tire may be on, in the words a driver uses. */
export const AXLE_WORDS = {
  steer: "Steer axle",
  drive: "Drive axle",
  trailer: "Trailer axle",
  front: "Front",
  rear: "Rear",
  implement: "Implement or trailer",
} as const;
export type Axle = keyof typeof AXLE_WORDS;

/** Money terms, in dollars. The call-out fee covers the truck's trip; tires and labor are extra. */
export const ROAD_SERVICE_FEES = {
  /** Commercial trucks, farm and off-the-road machines without a national account. */
  heavyCallOut: 195,
  /** Cars, pickups, SUVs and vans. */
  passengerCallOut: 95,
  /** Each mile past the first 30 from the store, both ways counted once. */
  perMileBeyond30: 3.5,
} as const;

/**
 * Who we serve, said once. National-account trucks always come first and are billed to the
 * account; everyone else is served when a crew is free, paid at the truck.
 */
export const ROAD_SERVICE_TERMS = {
  headline: "24/7 road service from our own service trucks",
  nationalAccounts:
    "National-account trucks: every hour of every day, dispatched first, billed to your account with your PO or authorization number.",
  everyoneElse: `Other trucks, farm and off-the-road machines, cars and pickups: every hour of every day when a crew is free, after national-account calls. Call-out fee $${ROAD_SERVICE_FEES.heavyCallOut} for trucks and machines, $${ROAD_SERVICE_FEES.passengerCallOut} for cars and pickups, plus $${ROAD_SERVICE_FEES.perMileBeyond30.toFixed(2)} a mile past the first 30 miles.`,
  payment:
    "Without an account, you pay at the truck by card before the crew leaves. Tires and labor are priced by the crew before they start.",
  serviceArea:
    "Within reach of our eight stores in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania: about 60 to 100 miles from each.",
} as const;

/** A store's crews answer a call within this, or it goes to the next store. */
export const ANSWER_WITHIN_MINUTES = 10;
