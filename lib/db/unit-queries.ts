import type { HeldUnit, VisitSegment } from "@/lib/scheduling/capacity";
import type { Appointment } from "./appointment-types";
import type { Queryable } from "./driver";
import { toHeldUnit } from "./rows";

/**
 * The units (a store's "Bay 3", a drop-off place) live appointments hold, one row per segment of a
 * visit. Writers read and replace them under the store's lock (see appointment-queries.ts).
 */

/**
 * No held unit lasts longer than this (a drop-off holds its place from opening to ready-by, an
 * on-site visit a truck for half a day): a unit overlapping [from, to) starts after from minus it.
 */
const LONGEST_HOLD_MS = 24 * 60 * 60_000;

/**
 * Units held by live appointments of a store in [from, to). The lower bound on starts_at keeps
 * the index range to the asked-for day: past visits nobody marked done stay live, and without it
 * every one of them would be read on each booking and availability check.
 */
export async function heldUnits(
  q: Queryable,
  storeEmail: string,
  from: number,
  to: number,
): Promise<HeldUnit[]> {
  // A service truck out on a breakdown (road_call_units) is held like an on-site visit's; its
  // appointment id is the call's, negated, so it never matches an appointment's own.
  const rows = await q.all(
    `SELECT appointment_id, kind, unit, starts_at, ends_at FROM appointment_units
     WHERE store_email = ? AND active = 1 AND starts_at < ? AND starts_at > ? AND ends_at > ?
     UNION ALL
     SELECT -call_id AS appointment_id, 'field' AS kind, unit, starts_at, ends_at FROM road_call_units
     WHERE store_email = ? AND active = 1 AND starts_at < ? AND starts_at > ? AND ends_at > ?`,
    [storeEmail, to, from - LONGEST_HOLD_MS, from, storeEmail, to, from - LONGEST_HOLD_MS, from],
  );
  return rows.map(toHeldUnit);
}

/** An appointment's units, replacing the ones it held (PostgreSQL's constraint checks each row). */
export async function holdUnits(q: Queryable, a: Appointment, segments: readonly VisitSegment[]) {
  await q.run("DELETE FROM appointment_units WHERE appointment_id = ?", [a.id]);
  for (const s of segments)
    await q.run(
      "INSERT INTO appointment_units (appointment_id, store_email, kind, unit, starts_at, ends_at, active) VALUES (?, ?, ?, ?, ?, ?, 1)",
      [a.id, a.storeEmail, s.kind, s.unit, s.startsAt, s.endsAt],
    );
}
