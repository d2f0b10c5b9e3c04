/**
 * Who answers breakdowns: how far each store's trucks go, who is on call week by week, the 24/7
 * desk that hears when nobody answers, and the national accounts whose fleet contacts follow their
 * trucks' calls. Phone numbers and addresses of people: read on the server only (never imported by
 * a client island). Operators change the reach and the on-call crews at /admin/road-service; these
 * are the values a store has until they do.
 */

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
