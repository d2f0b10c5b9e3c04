/**
 * What each store can do at once: its service lifts, alignment racks and heavy-truck bays, and how
 * many drop-off vehicles it takes in a day. Scheduling counts appointments against these numbers,
 * so a store with four lifts takes four oil changes at 9:00. Facilities have none.
 */

/** The kinds of work space a scheduler service needs (data/scheduler-services.ts names one each). */
export type ResourceKind = "bay" | "alignment" | "truck-bay";
export const RESOURCE_KINDS: readonly ResourceKind[] = ["bay", "alignment", "truck-bay"];

/** The counts `GET /api/locations` shows for each location. */
export interface StoreCapacity {
  bay: number;
  alignment: number;
  truckBay: number;
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
};

interface StoreResources {
  capacity: StoreCapacity;
  dropOff: DropOffPolicy;
}

const NONE: StoreResources = {
  capacity: { bay: 0, alignment: 0, truckBay: 0 },
  dropOff: { limit: 0, readyBy: "16:00" },
};

const byStore: Record<number, StoreResources> = {
  // Headquarters: the biggest shop, with two heavy-truck bays for the fleet accounts.
  1: { capacity: { bay: 6, alignment: 2, truckBay: 2 }, dropOff: { limit: 8, readyBy: "16:00" } },
  2: { capacity: { bay: 4, alignment: 1, truckBay: 1 }, dropOff: { limit: 5, readyBy: "16:00" } },
  3: { capacity: { bay: 5, alignment: 1, truckBay: 1 }, dropOff: { limit: 6, readyBy: "16:00" } },
  4: { capacity: { bay: 4, alignment: 1, truckBay: 1 }, dropOff: { limit: 5, readyBy: "16:00" } },
  // Next to the retread plant: coal-field trucks come through here.
  5: { capacity: { bay: 4, alignment: 1, truckBay: 2 }, dropOff: { limit: 5, readyBy: "16:00" } },
  6: { capacity: { bay: 4, alignment: 1, truckBay: 1 }, dropOff: { limit: 5, readyBy: "16:00" } },
  // The two small shops: three lifts and a rack, no room for a tractor-trailer.
  7: { capacity: { bay: 3, alignment: 1, truckBay: 0 }, dropOff: { limit: 4, readyBy: "16:00" } },
  8: { capacity: { bay: 3, alignment: 1, truckBay: 0 }, dropOff: { limit: 4, readyBy: "16:00" } },
};

export function storeCapacity(locationId: number): StoreCapacity {
  return (byStore[locationId] ?? NONE).capacity;
}

export function dropOffPolicy(locationId: number): DropOffPolicy {
  return (byStore[locationId] ?? NONE).dropOff;
}

/** How many units of a kind a store has. */
export function unitsOf(capacity: StoreCapacity, kind: ResourceKind): number {
  return kind === "bay" ? capacity.bay : kind === "alignment" ? capacity.alignment : capacity.truckBay;
}

/**
 * How the website reads a store's Microsoft 365 calendar, in the words the status pages and the
 * README give the stores. The categories are Outlook's own, so staff see them as colours.
 */
export const CALENDAR_RULES: readonly string[] = [
  `Give an event the category "${RESOURCE_COPY.bay.category}", "${RESOURCE_COPY.alignment.category}" or "${RESOURCE_COPY["truck-bay"].category}" and it takes one of that kind for its time; the website offers the rest.`,
  `A timed event shown as busy or tentative without one of those categories takes one service bay.`,
  `An all-day event, or one shown as away (out of office), closes the store for its span: no bookings then.`,
  `Events shown as free or working elsewhere take nothing.`,
  `Requests the website writes carry their category and their unit in the subject ("Bay 3", "Rack 1"); the website counts them from its own records, so moving or deleting them in Outlook does not free their time online. Change them from the staff appointments page instead.`,
];
