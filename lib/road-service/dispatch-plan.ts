import type { RoadServiceStore } from "@/data/road-service-crews";
import { haversineMiles, type LatLng } from "@/lib/geo/distance";

/** A store that can send a truck to the breakdown, and how far it is (straight line, miles). */
export interface StoreInReach {
  storeId: number;
  miles: number;
}

/**
 * The stores whose trucks reach the breakdown, nearest first: the order the call is offered in.
 * A store with nobody on its rotation or a reach of 0 takes no breakdowns.
 */
export function storesInReach(
  point: LatLng,
  stores: readonly RoadServiceStore[],
  placeOf: (storeId: number) => LatLng | null,
): StoreInReach[] {
  const inReach: StoreInReach[] = [];
  for (const store of stores) {
    const place = placeOf(store.storeId);
    if (!place || store.reachMiles <= 0 || store.rotation.length === 0) continue;
    const miles = haversineMiles(point, place);
    if (miles <= store.reachMiles)
      inReach.push({ storeId: store.storeId, miles: Math.round(miles * 10) / 10 });
  }
  return inReach.sort((a, b) => a.miles - b.miles || a.storeId - b.storeId);
}
