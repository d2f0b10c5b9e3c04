import { reasons } from "@/lib/inventory/stock-rules";
import { seedStock, type StockRow } from "@/lib/inventory/seed-stock";
import type { Queryable, Transaction } from "./driver";
import type { ShelfChange, ShelfChangeResult } from "./stock-types";
import { toNumber } from "./values";
import type { StockLevel, StockUpdateResult } from "./stock-types";

/**
 * Stock SQL, for both dialects. On hand is a row per location and offer; what is held is the sum
 * of the live holds appointments carry. Every write that can change what is free (a booking's
 * hold, a change that releases or consumes one, an upload) takes the one "stock" lock, after any
 * store lock, so a count read under it stays true until the transaction ends.
 */
export const STOCK_LOCK = "stock";

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Rows per INSERT: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 300;

async function insertRows(q: Queryable, rows: readonly StockRow[], now: number) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await q.run(
      `INSERT INTO stock (location_id, offer_id, on_hand, updated_at) VALUES ${batch.map(() => "(?, ?, ?, ?)").join(", ")}`,
      batch.flatMap((r) => [r.locationId, r.offerId, r.onHand, now]),
    );
  }
}

/** The opening stock of the embedded default, written once by its migration. */
export async function writeSeedStock(tx: Transaction): Promise<void> {
  await insertRows(tx, seedStock(), Date.now());
}

/** On hand and held for each of `offerIds` at each location that has or holds any. */
export async function stockLevels(q: Queryable, offerIds: readonly string[]): Promise<StockLevel[]> {
  if (offerIds.length === 0) return [];
  const ids = [...new Set(offerIds)];
  const [onHand, held] = await Promise.all([
    q.all(`SELECT location_id, offer_id, on_hand FROM stock WHERE offer_id IN (${marks(ids.length)})`, ids),
    q.all(
      `SELECT hold_location_id AS location_id, hold_offer_id AS offer_id, SUM(hold_quantity) AS held
       FROM appointments WHERE hold_status = 'held' AND hold_location_id IS NOT NULL
         AND hold_offer_id IN (${marks(ids.length)})
       GROUP BY hold_location_id, hold_offer_id`,
      ids,
    ),
  ]);
  const levels = new Map<string, StockLevel>();
  const at = (locationId: number, offerId: string) => {
    const key = `${locationId}:${offerId}`;
    let level = levels.get(key);
    if (!level) levels.set(key, (level = { locationId, offerId, onHand: 0, held: 0 }));
    return level;
  };
  for (const r of onHand) at(toNumber(r.location_id), String(r.offer_id)).onHand = toNumber(r.on_hand);
  for (const r of held) at(toNumber(r.location_id), String(r.offer_id)).held = toNumber(r.held);
  return [...levels.values()];
}

/** One location's level of one offer (zero when it has none). */
export function levelAt(levels: readonly StockLevel[], locationId: number, offerId: string): StockLevel {
  return (
    levels.find((l) => l.locationId === locationId && l.offerId === offerId) ?? {
      locationId,
      offerId,
      onHand: 0,
      held: 0,
    }
  );
}

/**
 * Sets on-hand counts, all or nothing: a row that would leave a location with fewer tires than
 * its appointments hold is refused, and then nothing is written. Run under the stock lock.
 */
export async function setStock(
  tx: Transaction,
  rows: readonly StockRow[],
  now: number,
): Promise<StockUpdateResult> {
  await tx.lock(STOCK_LOCK);
  const levels = await stockLevels(
    tx,
    rows.map((r) => r.offerId),
  );
  const refused = rows.flatMap((row, index) => {
    const { held } = levelAt(levels, row.locationId, row.offerId);
    return row.onHand < held
      ? [
          {
            index,
            row,
            reason: reasons.held(held, row.locationId),
          },
        ]
      : [];
  });
  if (refused.length) return { ok: false, refused };
  for (const r of rows) {
    await tx.run(
      `INSERT INTO stock (location_id, offer_id, on_hand, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (offer_id, location_id) DO UPDATE SET on_hand = excluded.on_hand, updated_at = excluded.updated_at`,
      [r.locationId, r.offerId, r.onHand, now],
    );
  }
  return { ok: true, updated: rows.length };
}

/**
 * One count changed at the shelf, under the stock lock: `set` to a counted number, guarded by the
 * count the member read (someone else's change meanwhile is not overwritten), or `add` a
 * delivery received (adding needs no guard: two deliveries both count). Never below what
 * appointments hold there.
 */
export async function changeShelf(
  tx: Transaction,
  change: ShelfChange,
  now: number,
): Promise<ShelfChangeResult> {
  await tx.lock(STOCK_LOCK);
  const level = levelAt(await stockLevels(tx, [change.offerId]), change.locationId, change.offerId);
  if (change.kind === "set" && level.onHand !== change.expectedOnHand)
    return { ok: false, reason: "stale", level };
  const onHand = change.kind === "set" ? change.onHand : level.onHand + change.received;
  if (onHand < level.held) return { ok: false, reason: "held", level };
  await tx.run(
    `INSERT INTO stock (location_id, offer_id, on_hand, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (offer_id, location_id) DO UPDATE SET on_hand = excluded.on_hand, updated_at = excluded.updated_at`,
    [change.locationId, change.offerId, onHand, now],
  );
  return { ok: true, level: { ...level, onHand } };
}

/** A completed installation takes its tires off the shelf they were held on. */
export async function consumeHeld(
  q: Queryable,
  locationId: number,
  offerId: string,
  quantity: number,
  now: number,
) {
  await q.run(
    `UPDATE stock SET on_hand = CASE WHEN on_hand > ? THEN on_hand - ? ELSE 0 END, updated_at = ?
     WHERE location_id = ? AND offer_id = ?`,
    [quantity, quantity, now, locationId, offerId],
  );
}

/**
 * A visit marked completed after its tires had gone back to stock (nobody marked it in time):
 * they were fitted after all, so they come off the shelf again, but never below what other
 * appointments hold there now (those may have been promised the returned set meanwhile; the
 * store corrects the count by hand then). Run under the stock lock.
 */
export async function consumeReturned(
  tx: Queryable,
  locationId: number,
  offerId: string,
  quantity: number,
  now: number,
) {
  const { held } = levelAt(await stockLevels(tx, [offerId]), locationId, offerId);
  await tx.run(
    `UPDATE stock SET on_hand = CASE WHEN on_hand - ? >= ? THEN on_hand - ? ELSE ? END, updated_at = ?
     WHERE location_id = ? AND offer_id = ? AND on_hand > ?`,
    [quantity, held, quantity, held, now, locationId, offerId, held],
  );
}

/** Every location's level of every offer that has or holds any, for the staff inventory page. */
export async function allStockLevels(q: Queryable): Promise<StockLevel[]> {
  const rows = await q.all(
    `SELECT s.location_id, s.offer_id, s.on_hand, COALESCE(h.held, 0) AS held FROM stock s
     LEFT JOIN (SELECT hold_location_id, hold_offer_id, SUM(hold_quantity) AS held FROM appointments
                WHERE hold_status = 'held' GROUP BY hold_location_id, hold_offer_id) h
       ON h.hold_location_id = s.location_id AND h.hold_offer_id = s.offer_id
     ORDER BY s.offer_id, s.location_id`,
  );
  return rows.map((r) => ({
    locationId: toNumber(r.location_id),
    offerId: String(r.offer_id),
    onHand: toNumber(r.on_hand),
    held: toNumber(r.held),
  }));
}
