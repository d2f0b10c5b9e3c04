import "server-only";
import { ROAD_SERVICE_STORES, type RoadServiceStore } from "@/data/road-service-crews";

/**
 * Each store's reach and on-call rotation as dispatch uses them now.
 */
export async function roadServiceStores(): Promise<readonly RoadServiceStore[]> {
  return ROAD_SERVICE_STORES;
}
