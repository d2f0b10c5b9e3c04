import type { OnCallCrew } from "@/data/road-service-crews";
import type { Queryable } from "./driver";
import type { StoredRoadServiceStore } from "./road-service-store-types";
import { toNumber } from "./values";

/** Every store's reach and rotation as operators saved them. */
export async function storedRoadServiceStores(q: Queryable): Promise<StoredRoadServiceStore[]> {
  const rows = await q.all(
    "SELECT store_id, reach_miles, rotation, updated_at, updated_by FROM road_service_stores ORDER BY store_id",
  );
  return rows.map((r) => ({
    storeId: toNumber(r.store_id),
    reachMiles: toNumber(r.reach_miles),
    rotation: JSON.parse(String(r.rotation)) as OnCallCrew[],
    updatedAt: toNumber(r.updated_at),
    updatedBy: String(r.updated_by),
  }));
}

/**
 * Saves one store's settings if they are still as the operator saw them: `expectedUpdatedAt` is
 * the saved row's time they read, or null when they saw the defaults. A colleague's save in
 * between makes this one "stale", and nothing is written.
 */
export async function saveRoadServiceStore(
  q: Queryable,
  store: Pick<StoredRoadServiceStore, "storeId" | "reachMiles" | "rotation">,
  expectedUpdatedAt: number | null,
  now: number,
  by: string,
): Promise<"saved" | "stale"> {
  const rotation = JSON.stringify(store.rotation);
  const changed =
    expectedUpdatedAt === null
      ? await q.run(
          `INSERT INTO road_service_stores (store_id, reach_miles, rotation, updated_at, updated_by)
           VALUES (?, ?, ?, ?, ?) ON CONFLICT (store_id) DO NOTHING`,
          [store.storeId, store.reachMiles, rotation, now, by],
        )
      : await q.run(
          `UPDATE road_service_stores SET reach_miles = ?, rotation = ?, updated_at = ?, updated_by = ?
           WHERE store_id = ? AND updated_at = ?`,
          [
            store.reachMiles,
            rotation,
            Math.max(now, expectedUpdatedAt + 1),
            by,
            store.storeId,
            expectedUpdatedAt,
          ],
        );
  return changed === 1 ? "saved" : "stale";
}
