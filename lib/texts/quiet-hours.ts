import { findLocation } from "@/data/locations";
import { addDays, toZoned, zonedToEpoch } from "@/lib/core/zoned-time";
import { KEYWORD_REPLY_KINDS } from "@/lib/db";

/** No text between 9 PM and 8 AM on the store's clock, unless the customer just asked for it. */
const QUIET_FROM_MINUTES = 21 * 60;
const QUIET_UNTIL = "08:00";
const QUIET_UNTIL_MINUTES = 8 * 60;

/**
 * Texts the customer asked for by what they just did: a code, the acknowledgement of a request
 * they sent, the outcome of their own new time or their answer to the store's (YES, NO), an answer
 * to a keyword. They go at night too, but only this soon after they were queued; one that waited
 * longer (a retry after an outage) waits for the morning like the rest.
 */
const ASKED_FOR_KINDS: readonly string[] = [
  "code",
  "booked",
  "requested",
  "rescheduled",
  "kept",
  "lapsed",
  ...KEYWORD_REPLY_KINDS,
];
/** Texts about a road-service call: no quiet hours. */
export const ROAD_TEXT_PREFIX = "road-";
export const ASKED_JUST_NOW_MS = 10 * 60_000;

const timeZoneOf = (storeId: number | null) =>
  (storeId === null ? undefined : findLocation(storeId)?.timeZone) ?? "America/New_York";

/** When the quiet hours around `at` end (8:00 on the store's clock), or null outside them. */
export function quietHoursEnd(at: number, storeId: number | null): number | null {
  const timeZone = timeZoneOf(storeId);
  const { date, minutes } = toZoned(at, timeZone);
  if (minutes >= QUIET_FROM_MINUTES) return zonedToEpoch(addDays(date, 1), QUIET_UNTIL, timeZone);
  if (minutes < QUIET_UNTIL_MINUTES) return zonedToEpoch(date, QUIET_UNTIL, timeZone);
  return null;
}

/** The first instant from `at` a text of this kind may go: `at` itself, or the end of the quiet hours. */
export function earliestSend(
  text: { kind: string; storeId: number | null; createdAt: number },
  at: number,
): number {
  // A breakdown happens at any hour: the driver, the crew and the desk hear at once.
  if (text.kind.startsWith(ROAD_TEXT_PREFIX)) return at;
  if (ASKED_FOR_KINDS.includes(text.kind) && at - text.createdAt <= ASKED_JUST_NOW_MS) return at;
  return quietHoursEnd(at, text.storeId) ?? at;
}
