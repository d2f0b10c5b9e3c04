import "server-only";
import { ROAD_SERVICE_STORES, type RoadServiceStore } from "@/data/road-service-crews";
import { getDatabase, type StoredRoadServiceStore } from "@/lib/db";

/** A store's settings as dispatch uses them, and whether an operator saved them (and when). */
export interface RoadServiceSettings extends RoadServiceStore {
  saved: Pick<StoredRoadServiceStore, "updatedAt" | "updatedBy"> | null;
}

/**
 * Each store's reach and on-call rotation as operators set them at /admin/road-service, else the
 * defaults in data/road-service-crews.ts. Read from the database every time: a call or a board
 * page is rare next to a booking, and a save on one instance then holds on all at once.
 */
export async function roadServiceSettings(): Promise<RoadServiceSettings[]> {
  const stored = await (await getDatabase()).storedRoadServiceStores();
  return ROAD_SERVICE_STORES.map((defaults) => {
    const saved = stored.find((s) => s.storeId === defaults.storeId);
    return saved
      ? { storeId: saved.storeId, reachMiles: saved.reachMiles, rotation: saved.rotation, saved }
      : { ...defaults, saved: null };
  });
}

/** Each store's reach and on-call rotation, as dispatch uses them now. */
export async function roadServiceStores(): Promise<readonly RoadServiceStore[]> {
  return roadServiceSettings();
}
