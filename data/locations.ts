/**
 * The eleven places we list: eight bookable stores (ids 1-8, the scheduler's numbering, used
 * everywhere on the site) and three facilities that take no appointments. Page rules read
 * `kind` and `bookable`, never the id.
 */

export type LocationKind = "store" | "plant" | "warehouse" | "office";

/** Opening hours on the store's own clock; days are 0 = Sunday … 6 = Saturday. */
export interface WeeklyHours {
  days: readonly number[];
  open: string;
  close: string;
}

export interface Location {
  id: number;
  slug: string;
  name: string;
  kind: LocationKind;
  bookable: boolean;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  /** The location's group mailbox: the key for its calendar. */
  email: string;
  /** Display lines, e.g. "Monday - Friday: 7:30 AM - 4:30 PM". */
  hours: readonly string[];
  openingHours: WeeklyHours;
  timeZone: string;
  manager: string;
  managerTitle: "Store Manager" | "Plant Manager" | "Warehouse Manager" | "Office Manager";
  managerEmail?: string;
  services: readonly string[];
  lat: number;
  lng: number;
}

const WEEKDAY_HOURS: WeeklyHours = { days: [1, 2, 3, 4, 5], open: "07:30", close: "16:30" };
const HOURS_LINES = ["Monday - Friday: 7:30 AM - 4:30 PM", "Saturday - Sunday: Closed"] as const;
const STORE_DEFAULTS = {
  kind: "store",
  bookable: true,
  hours: HOURS_LINES,
  openingHours: WEEKDAY_HOURS,
  timeZone: "America/New_York",
  managerTitle: "Store Manager",
} as const;

/**
 * What every store does; the rest of a store's list depends on its bays and crews
 * (data/store-capacity.ts): commercial truck work needs a heavy-truck bay, which the two small
 * shops do not have.
 */
const CORE_SERVICES = [
  "Tire Sales & Installation",
  "Wheel Alignment",
  "Oil Changes",
  "Brake Service",
  "Tire Rotation",
  "Flat Tire Repair",
] as const;
const TRUCK_BAY_SERVICES = [...CORE_SERVICES, "Commercial Tire Service"] as const;

export const locations: readonly Location[] = [
  {
    ...STORE_DEFAULTS,
    id: 1,
    slug: "charleston-wv",
    name: "Charleston, WV",
    address: "4100 MacCorkle Ave SE",
    city: "Charleston",
    state: "WV",
    zip: "25304",
    phone: "(304) 555-0101",
    email: "charleston@alleghenytire.example",
    manager: "Mike Ferrell",
    managerEmail: "mferrell@alleghenytire.example",
    services: [
      ...TRUCK_BAY_SERVICES,
      "Commercial Truck Alignment",
      "Industrial Tire Service",
      "OTR Tire Service",
    ],
    lat: 38.3316,
    lng: -81.6061,
  },
  {
    ...STORE_DEFAULTS,
    id: 2,
    slug: "crab-orchard-wv",
    name: "Crab Orchard, WV",
    address: "1520 Robert C Byrd Dr",
    city: "Crab Orchard",
    state: "WV",
    zip: "25827",
    phone: "(304) 555-0102",
    email: "craborchard@alleghenytire.example",
    manager: "Travis Lilly",
    managerEmail: "tlilly@alleghenytire.example",
    services: [...TRUCK_BAY_SERVICES, "Mining Tire Service", "OTR Tire Service", "Farm Tire Service"],
    lat: 37.7387,
    lng: -81.2323,
  },
  {
    ...STORE_DEFAULTS,
    id: 3,
    slug: "bristol-tn",
    name: "Bristol, TN",
    address: "2150 Volunteer Pkwy",
    city: "Bristol",
    state: "TN",
    zip: "37620",
    phone: "(423) 555-0103",
    email: "bristol@alleghenytire.example",
    manager: "Angela Cross",
    managerEmail: "across@alleghenytire.example",
    services: [...TRUCK_BAY_SERVICES, "Commercial Truck Alignment", "Industrial Tire Service"],
    lat: 36.5676,
    lng: -82.1902,
  },
  {
    ...STORE_DEFAULTS,
    id: 4,
    slug: "wytheville-va",
    name: "Wytheville, VA",
    address: "1015 E Main St",
    city: "Wytheville",
    state: "VA",
    zip: "24382",
    phone: "(276) 555-0104",
    email: "wytheville@alleghenytire.example",
    manager: "Dwayne Hash",
    managerEmail: "dhash@alleghenytire.example",
    services: [...TRUCK_BAY_SERVICES, "Commercial Truck Alignment", "Farm Tire Service"],
    lat: 36.9498,
    lng: -81.0696,
  },
  {
    ...STORE_DEFAULTS,
    id: 5,
    slug: "norton-va",
    name: "Norton, VA",
    address: "600 Park Ave NW",
    city: "Norton",
    state: "VA",
    zip: "24273",
    phone: "(276) 555-0105",
    email: "norton@alleghenytire.example",
    manager: "Carl Mullins",
    managerEmail: "cmullins@alleghenytire.example",
    services: [
      ...TRUCK_BAY_SERVICES,
      "Mining Tire Service",
      "OTR Tire Service",
      "Industrial Tire Service",
      "Tire Retreading",
    ],
    lat: 36.9338,
    lng: -82.6302,
  },
  {
    ...STORE_DEFAULTS,
    id: 6,
    slug: "ashland-ky",
    name: "Ashland, KY",
    address: "2300 Winchester Ave",
    city: "Ashland",
    state: "KY",
    zip: "41101",
    phone: "(606) 555-0106",
    email: "ashland@alleghenytire.example",
    manager: "Brenda Sparks",
    managerEmail: "bsparks@alleghenytire.example",
    services: [...TRUCK_BAY_SERVICES, "Industrial Tire Service", "Farm Tire Service"],
    lat: 38.4763,
    lng: -82.6357,
  },
  {
    ...STORE_DEFAULTS,
    id: 7,
    slug: "windber-pa",
    name: "Windber, PA",
    address: "1401 Somerset Ave",
    city: "Windber",
    state: "PA",
    zip: "15963",
    phone: "(814) 555-0107",
    email: "windber@alleghenytire.example",
    manager: "Joe Kuzma",
    managerEmail: "jkuzma@alleghenytire.example",
    services: [...CORE_SERVICES, "Farm Tire Service", "Mining Tire Service"],
    lat: 40.2339,
    lng: -78.8353,
  },
  {
    ...STORE_DEFAULTS,
    id: 8,
    slug: "williamson-wv",
    name: "Williamson, WV",
    address: "215 E 2nd Ave",
    city: "Williamson",
    state: "WV",
    zip: "25661",
    phone: "(304) 555-0108",
    email: "williamson@alleghenytire.example",
    manager: "Rusty Hatfield",
    managerEmail: "rhatfield@alleghenytire.example",
    services: [...CORE_SERVICES, "Mining Tire Service", "OTR Tire Service"],
    lat: 37.6743,
    lng: -82.2771,
  },
  {
    ...STORE_DEFAULTS,
    id: 9,
    slug: "nitro-wv-warehouse",
    name: "Wholesale Distribution Center",
    kind: "warehouse",
    bookable: false,
    address: "5200 1st Ave",
    city: "Nitro",
    state: "WV",
    zip: "25143",
    phone: "(304) 555-0109",
    email: "wholesale@alleghenytire.example",
    manager: "Greg Pauley",
    managerTitle: "Warehouse Manager",
    managerEmail: "gpauley@alleghenytire.example",
    services: ["Wholesale Tire Distribution", "Dealer Orders", "Will-Call Pickup"],
    lat: 38.4151,
    lng: -81.8443,
  },
  {
    ...STORE_DEFAULTS,
    id: 10,
    slug: "norton-va-retread-plant",
    name: "Norton Retread Plant",
    kind: "plant",
    bookable: false,
    address: "1100 Industrial Park Rd",
    city: "Norton",
    state: "VA",
    zip: "24273",
    phone: "(276) 555-0110",
    email: "retread@alleghenytire.example",
    manager: "Lonnie Stidham",
    managerTitle: "Plant Manager",
    managerEmail: "lstidham@alleghenytire.example",
    services: ["Tire Retreading", "Casing Inspection", "Retread Tracking", "Casing Pickup and Delivery"],
    lat: 36.9231,
    lng: -82.6113,
  },
  {
    ...STORE_DEFAULTS,
    id: 11,
    slug: "charleston-wv-corporate-office",
    name: "Corporate Office",
    kind: "office",
    bookable: false,
    address: "700 Virginia St E",
    city: "Charleston",
    state: "WV",
    zip: "25301",
    phone: "(304) 555-0100",
    email: "info@alleghenytire.example",
    manager: "Susan Caldwell",
    managerTitle: "Office Manager",
    managerEmail: "scaldwell@alleghenytire.example",
    services: ["National Accounts", "Commercial Credit", "Customer Relations"],
    lat: 38.3507,
    lng: -81.6323,
  },
];

export const bookableLocations = locations.filter((l) => l.bookable);

export function findLocation(id: number): Location | undefined {
  return locations.find((l) => l.id === id);
}

/** The location whose page is /locations/{slug}. */
export function findLocationBySlug(slug: string): Location | undefined {
  return locations.find((l) => l.slug === slug);
}

/** The location whose calendar mailbox this is (any letter case). */
export function findLocationByEmail(email: string): Location | undefined {
  const wanted = email.trim().toLowerCase();
  return locations.find((l) => l.email.toLowerCase() === wanted);
}
