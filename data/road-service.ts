/**
 * The 24/7 road service: who it serves and on what terms, how far each store's trucks go for a
 * breakdown, who is on call, and who hears when nobody answers. Every page that mentions road
 * service says it from here, so the line, the terms and the fee read the same everywhere.
 * Operators change the reach and the on-call crews at /admin/road-service; these are the values a
 * store has until they do.
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

/** A crew on call at a store: who the call goes to by text and e-mail. */
export interface OnCallCrew {
  name: string;
  /** E.164 mobile number. */
  mobile: string;
  email: string;
}

/** How a store answers breakdowns: how far its trucks go, and who is on call week by week. */
export interface RoadServiceStore {
  storeId: number;
  /** Miles, straight line, from the store to the breakdown. 0: the store takes no breakdowns. */
  reachMiles: number;
  /** On call in turn, a week each from Monday 7:00 AM on the store's clock. */
  rotation: readonly OnCallCrew[];
}

const crew = (name: string, digits: string): OnCallCrew => ({
  name,
  mobile: `+1${digits}`,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@alleghenytire.example`,
});

/** The reach and rotation each store starts with (names made up, numbers in the 555-01xx range). */
export const ROAD_SERVICE_STORES: readonly RoadServiceStore[] = [
  {
    storeId: 1,
    reachMiles: 100,
    rotation: [crew("Wade Cottrell", "3045550161"), crew("Jimmy Pauley", "3045550162")],
  },
  {
    storeId: 2,
    reachMiles: 80,
    rotation: [crew("Ricky Lilly", "3045550163"), crew("Gary Meadows", "3045550164")],
  },
  {
    storeId: 3,
    reachMiles: 80,
    rotation: [crew("Curtis Ring", "4235550165"), crew("Danny Fleenor", "4235550166")],
  },
  {
    storeId: 4,
    reachMiles: 90,
    rotation: [crew("Kevin Akers", "2765550167"), crew("Shane Repass", "2765550168")],
  },
  {
    storeId: 5,
    reachMiles: 80,
    rotation: [crew("Mike Mullins", "2765550169"), crew("Travis Baker", "2765550170")],
  },
  {
    storeId: 6,
    reachMiles: 80,
    rotation: [crew("Jason Blevins", "6065550171"), crew("Aaron Vanhoose", "6065550172")],
  },
  { storeId: 7, reachMiles: 60, rotation: [crew("Eli Yoder", "8145550173")] },
  { storeId: 8, reachMiles: 60, rotation: [crew("Bobby Hatfield", "3045550174")] },
];

/**
 * When no store's crew answers: the dispatcher who carries the 24/7 line's phone gets a text, and
 * the operators (OPS_EMAIL) an e-mail.
 */
export const DISPATCH_DESK = {
  name: "24/7 dispatch desk",
  mobile: "+13045550199",
  email: "dispatch@alleghenytire.example",
} as const;

/**
 * National accounts we know by number: the fleet contact hears every change on their truck's call.
 * Made-up fleets and `.example` addresses.
 */
export interface NationalAccount {
  number: string;
  company: string;
  fleetContact: { name: string; email: string; mobile: string | null };
}

export const NATIONAL_ACCOUNTS: readonly NationalAccount[] = [
  {
    number: "NA-10472",
    company: "Blue Ridge Freight Lines",
    fleetContact: {
      name: "Carla Spencer",
      email: "maintenance@blueridgefreight.example",
      mobile: "+15405550181",
    },
  },
  {
    number: "NA-20518",
    company: "Kanawha Valley Logistics",
    fleetContact: { name: "Doug Ferrell", email: "fleet@kanawhalogistics.example", mobile: null },
  },
  {
    number: "NA-31006",
    company: "Tri-State Aggregate Haulers",
    fleetContact: { name: "Pam Justice", email: "shop@tristateaggregate.example", mobile: "+16065550183" },
  },
];
