import type { PartNumberRow, PartNumberSighting } from "@/lib/inventory/part-numbers";
import type { Queryable, Transaction } from "./driver";
import type { PartNumberEntry, PartNumberSaveCounts, UnmappedPartNumber } from "./part-number-types";
import { marks, toNumber } from "./values";

/** Rows per statement: well under both databases' limits on placeholders. */
const CHUNK = 400;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) => list.slice(i * CHUNK, (i + 1) * CHUNK));

/** A change's time: now, or one past the time it replaces, so a guard on the old time always fails. */
const NEXT_TIME = `CASE WHEN part_numbers.updated_at >= excluded.updated_at
  THEN part_numbers.updated_at + 1 ELSE excluded.updated_at END`;

/** Every mapped number: a few thousand rows at most, one per number the stores' till uses. */
export async function partNumberEntries(q: Queryable): Promise<PartNumberEntry[]> {
  const rows = await q.all(
    "SELECT part_number, offer_id, updated_at, updated_by FROM part_numbers ORDER BY part_number",
  );
  return rows.map((r) => ({
    partNumber: String(r.part_number),
    offerId: r.offer_id === null ? null : String(r.offer_id),
    updatedAt: toNumber(r.updated_at),
    updatedBy: String(r.updated_by),
  }));
}

/**
 * Saves an uploaded list in one transaction: each number as the list says, whatever it was
 * (an upload is the list staff mean to keep); numbers it maps stop waiting. The counts come from
 * what the list replaced.
 */
export async function savePartNumbers(
  tx: Transaction,
  rows: readonly PartNumberRow[],
  now: number,
  by: string,
): Promise<PartNumberSaveCounts> {
  const counts = { added: 0, changed: 0, unchanged: 0 };
  for (const part of chunks(rows)) {
    const numbers = part.map((r) => r.partNumber);
    const before = new Map(
      (
        await tx.all(
          `SELECT part_number, offer_id FROM part_numbers WHERE part_number IN (${marks(numbers.length)})`,
          numbers,
        )
      ).map((r) => [String(r.part_number), r.offer_id === null ? null : String(r.offer_id)]),
    );
    for (const row of part) {
      const was = before.get(row.partNumber);
      if (was === undefined) counts.added++;
      else if (was === row.offerId) counts.unchanged++;
      else counts.changed++;
    }
    await tx.run(
      `INSERT INTO part_numbers (part_number, offer_id, updated_at, updated_by)
       VALUES ${part.map(() => "(?, ?, ?, ?)").join(", ")}
       ON CONFLICT (part_number) DO UPDATE SET offer_id = excluded.offer_id,
         updated_at = ${NEXT_TIME}, updated_by = excluded.updated_by
       WHERE part_numbers.offer_id IS DISTINCT FROM excluded.offer_id`,
      part.flatMap((r) => [r.partNumber, r.offerId, now, by]),
    );
    await tx.run(
      `DELETE FROM unmapped_part_numbers WHERE part_number IN (${marks(numbers.length)})`,
      numbers,
    );
  }
  return counts;
}

/**
 * Maps one number if it is still as the member saw it: `expectedUpdatedAt` is the entry's time
 * they read, or null for a number they saw unmapped. A colleague's change in between makes this
 * one "stale", and nothing is written.
 */
export async function decidePartNumber(
  tx: Transaction,
  partNumber: string,
  offerId: string | null,
  expectedUpdatedAt: number | null,
  now: number,
  by: string,
): Promise<"saved" | "stale"> {
  const changed =
    expectedUpdatedAt === null
      ? await tx.run(
          `INSERT INTO part_numbers (part_number, offer_id, updated_at, updated_by) VALUES (?, ?, ?, ?)
           ON CONFLICT (part_number) DO NOTHING`,
          [partNumber, offerId, now, by],
        )
      : await tx.run(
          `UPDATE part_numbers SET offer_id = ?, updated_at = ?, updated_by = ?
           WHERE part_number = ? AND updated_at = ?`,
          [offerId, Math.max(now, expectedUpdatedAt + 1), by, partNumber, expectedUpdatedAt],
        );
  if (changed !== 1) return "stale";
  await tx.run("DELETE FROM unmapped_part_numbers WHERE part_number = ?", [partNumber]);
  return "saved";
}

/** Takes a number off the list if it is still as the member saw it. */
export async function removePartNumber(
  q: Queryable,
  partNumber: string,
  expectedUpdatedAt: number,
): Promise<"removed" | "stale"> {
  const removed = await q.run("DELETE FROM part_numbers WHERE part_number = ? AND updated_at = ?", [
    partNumber,
    expectedUpdatedAt,
  ]);
  return removed === 1 ? "removed" : "stale";
}

/**
 * Notes the numbers an export sent that nobody has mapped: each once, with how often and where it
 * was last seen. A number mapped meanwhile is dropped again, and the list reads only numbers
 * still unmapped, so a mapping made while an upload runs never comes back as waiting.
 */
export async function noteUnmappedPartNumbers(
  tx: Transaction,
  sightings: readonly PartNumberSighting[],
  now: number,
  by: string,
): Promise<void> {
  for (const part of chunks(sightings)) {
    await tx.run(
      `INSERT INTO unmapped_part_numbers
         (part_number, first_seen_at, last_seen_at, times_seen, location_id, on_hand, seen_by)
       VALUES ${part.map(() => "(?, ?, ?, 1, ?, ?, ?)").join(", ")}
       ON CONFLICT (part_number) DO UPDATE SET last_seen_at = excluded.last_seen_at,
         times_seen = unmapped_part_numbers.times_seen + 1, location_id = excluded.location_id,
         on_hand = excluded.on_hand, seen_by = excluded.seen_by`,
      part.flatMap((s) => [s.partNumber, now, now, s.locationId, s.onHand, by]),
    );
    await tx.run(
      `DELETE FROM unmapped_part_numbers WHERE part_number IN (${marks(part.length)})
         AND part_number IN (SELECT part_number FROM part_numbers)`,
      part.map((s) => s.partNumber),
    );
  }
}

const STILL_UNMAPPED = `NOT EXISTS (SELECT 1 FROM part_numbers p WHERE p.part_number = u.part_number)`;

/** The numbers waiting to be mapped, last seen first, and how many there are. */
export async function unmappedPartNumbers(
  q: Queryable,
  limit: number,
): Promise<{ rows: UnmappedPartNumber[]; total: number }> {
  const rows = await q.all(
    `SELECT part_number, first_seen_at, last_seen_at, times_seen, location_id, on_hand, seen_by
     FROM unmapped_part_numbers u WHERE ${STILL_UNMAPPED}
     ORDER BY last_seen_at DESC, part_number LIMIT ?`,
    [limit],
  );
  const total = await q.get(`SELECT count(*) AS n FROM unmapped_part_numbers u WHERE ${STILL_UNMAPPED}`);
  return {
    rows: rows.map((r) => ({
      partNumber: String(r.part_number),
      firstSeenAt: toNumber(r.first_seen_at),
      lastSeenAt: toNumber(r.last_seen_at),
      timesSeen: toNumber(r.times_seen),
      locationId: r.location_id === null ? null : toNumber(r.location_id),
      onHand: r.on_hand === null ? null : toNumber(r.on_hand),
      seenBy: String(r.seen_by),
    })),
    total: toNumber(total?.n ?? 0),
  };
}
