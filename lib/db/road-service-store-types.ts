import type { RoadServiceStore } from "@/data/road-service-crews";

/** A store's road-service reach and rotation as an operator saved them, with who and when. */
export interface StoredRoadServiceStore extends RoadServiceStore {
  updatedAt: number;
  updatedBy: string;
}
