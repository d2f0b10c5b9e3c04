import type { OnCallCrew, RoadServiceStore } from "@/data/road-service-crews";
import { addDays, toZoned, zonedToEpoch } from "@/lib/core/zoned-time";

/** A Monday: the rotation counts weeks from 7:00 AM on it, on each store's own clock. */
const FIRST_MONDAY = "2024-01-01";
const HANDOVER = "07:00";
const DAY_MS = 86_400_000;

/** The Monday 7:00 AM (store time) that began the on-call week containing `now`. */
function weekStart(now: number, timeZone: string): { date: string; at: number } {
  const { date } = toZoned(now, timeZone);
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${FIRST_MONDAY}T00:00:00Z`)) / DAY_MS,
  );
  let monday = addDays(date, -(((days % 7) + 7) % 7));
  if (zonedToEpoch(monday, HANDOVER, timeZone) > now) monday = addDays(monday, -7);
  return { date: monday, at: zonedToEpoch(monday, HANDOVER, timeZone) };
}

/**
 * Who is on call at a store at `now` (a week each, handed over Monday 7:00 AM on the store's
 * clock, in the rotation's order), and when the next crew takes over; null when nobody is listed.
 */
export function onCallCrew(
  store: RoadServiceStore,
  timeZone: string,
  now: number,
): { crew: OnCallCrew; until: number } | null {
  if (store.rotation.length === 0) return null;
  const start = weekStart(now, timeZone);
  const weeks = Math.round(
    (Date.parse(`${start.date}T00:00:00Z`) - Date.parse(`${FIRST_MONDAY}T00:00:00Z`)) / (7 * DAY_MS),
  );
  const crew = store.rotation[weeks % store.rotation.length]!;
  return { crew, until: zonedToEpoch(addDays(start.date, 7), HANDOVER, timeZone) };
}
