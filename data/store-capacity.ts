/**
 * What each store can do at once: its service lifts, alignment racks and heavy-truck bays, the
 * service trucks it sends to farms, mines, job sites and plants (and how far), and how many
 * drop-off vehicles it takes in a day. Scheduling counts appointments against these numbers, so a
 * store with four lifts takes four oil changes at 9:00. Facilities have none.
 */

/** The kinds of work space a scheduler service needs (data/scheduler-services.ts names one each). */
export type ResourceKind = "bay" | "alignment" | "truck-bay" | "field";
export const RESOURCE_KINDS: readonly ResourceKind[] = ["bay", "alignment", "truck-bay", "field"];

/** The counts `GET /api/locations` shows for each location. */
export interface StoreCapacity {
  bay: number;
  alignment: number;
  truckBay: number;
  /** Service trucks for on-site work: each takes one arrival window at a time. */
  field: number;
}

export interface DropOffPolicy {
  /** Vehicles left with the store for the day, at most. */
  limit: number;
  /** When a dropped-off vehicle is promised back, on the store's clock ("HH:MM"). */
  readyBy: string;
}

export interface ResourceCopy {
  /** One unit, numbered: "Bay 3". */
  unit: string;
  /** The Outlook category staff see as a colour, and that we read back from the calendar. */
  category: string;
  /** In sentences: "service bays". */
  plural: string;
}

export const RESOURCE_COPY: Record<ResourceKind, ResourceCopy> = {
  bay: { unit: "Bay", category: "Service bay", plural: "service bays" },
  alignment: { unit: "Rack", category: "Alignment rack", plural: "alignment racks" },
  "truck-bay": { unit: "Truck bay", category: "Truck bay", plural: "heavy-truck bays" },
  field: { unit: "Service truck", category: "Service truck", plural: "service trucks" },
};

interface StoreResources {
  capacity: StoreCapacity;
  dropOff: DropOffPolicy;
  /** How far its service trucks go for planned on-site work: miles from the store to the site's zip. */
  serviceRadiusMiles: number;
}

const NONE: StoreResources = {
  capacity: { bay: 0, alignment: 0, truckBay: 0, field: 0 },
  dropOff: { limit: 0, readyBy: "16:00" },
  serviceRadiusMiles: 0,
};

const DROP_OFF = (limit: number): DropOffPolicy => ({ limit, readyBy: "16:00" });

const byStore: Record<number, StoreResources> = {
  // Headquarters: the biggest shop, two heavy-truck bays for the fleet accounts, the largest truck fleet.
  1: {
    capacity: { bay: 6, alignment: 2, truckBay: 2, field: 6 },
    dropOff: DROP_OFF(8),
    serviceRadiusMiles: 120,
  },
  // Coal country: mining and OTR work is done at the mine.
  2: {
    capacity: { bay: 4, alignment: 1, truckBay: 1, field: 3 },
    dropOff: DROP_OFF(5),
    serviceRadiusMiles: 120,
  },
  3: {
    capacity: { bay: 5, alignment: 1, truckBay: 1, field: 2 },
    dropOff: DROP_OFF(6),
    serviceRadiusMiles: 120,
  },
  4: {
    capacity: { bay: 4, alignment: 1, truckBay: 1, field: 2 },
    dropOff: DROP_OFF(5),
    serviceRadiusMiles: 120,
  },
  // Next to the retread plant: coal-field trucks come through here, and its trucks go to the mines.
  5: {
    capacity: { bay: 4, alignment: 1, truckBay: 2, field: 4 },
    dropOff: DROP_OFF(5),
    serviceRadiusMiles: 120,
  },
  6: {
    capacity: { bay: 4, alignment: 1, truckBay: 1, field: 2 },
    dropOff: DROP_OFF(5),
    serviceRadiusMiles: 120,
  },
  // The two small shops: three lifts and a rack, no room for a tractor-trailer, one service truck
  // that stays closer to home.
  7: {
    capacity: { bay: 3, alignment: 1, truckBay: 0, field: 1 },
    dropOff: DROP_OFF(4),
    serviceRadiusMiles: 90,
  },
  8: {
    capacity: { bay: 3, alignment: 1, truckBay: 0, field: 1 },
    dropOff: DROP_OFF(4),
    serviceRadiusMiles: 90,
  },
};

export function storeCapacity(locationId: number): StoreCapacity {
  return (byStore[locationId] ?? NONE).capacity;
}

export function dropOffPolicy(locationId: number): DropOffPolicy {
  return (byStore[locationId] ?? NONE).dropOff;
}

/** How far a store's service trucks go for on-site work (0: it does none). */
export function serviceRadiusMiles(locationId: number): number {
  return (byStore[locationId] ?? NONE).serviceRadiusMiles;
}

const CAPACITY_FIELD: Record<ResourceKind, keyof StoreCapacity> = {
  bay: "bay",
  alignment: "alignment",
  "truck-bay": "truckBay",
  field: "field",
};

/** How many units of a kind a store has. */
export function unitsOf(capacity: StoreCapacity, kind: ResourceKind): number {
  return capacity[CAPACITY_FIELD[kind]];
}

/**
 * How the website reads a store's Microsoft 365 calendar, in the words the status pages and the
 * README give the stores. The categories are Outlook's own, so staff see them as colours.
 */
export const CALENDAR_RULES: readonly string[] = [
  `Give an event the category "${RESOURCE_COPY.bay.category}", "${RESOURCE_COPY.alignment.category}", "${RESOURCE_COPY["truck-bay"].category}" or "${RESOURCE_COPY.field.category}" and it takes one of that kind for its time; the website offers the rest.`,
  `A timed event shown as busy or tentative without one of those categories takes one service bay.`,
  `An all-day event, or one shown as away (out of office), closes the store for its span: no bookings then.`,
  `Events shown as free or working elsewhere take nothing.`,
  `Requests the website writes carry their category and their unit in the subject ("Bay 3", "Rack 1", "Service truck 2"); the website counts them from its own records, so moving or deleting them in Outlook does not free their time online. Change them from the staff appointments page instead.`,
];
