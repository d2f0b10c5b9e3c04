import type { WeeklyHours } from "@/data/locations";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";
import { placeVisit, type HeldUnit, type Placement, type UnitCounts, type VisitSegment } from "./capacity";
import { BOOKING_WINDOW_DAYS, MIN_NOTICE_MINUTES, SLOT_STEP_MINUTES } from "./constants";
import { isStoreHoliday } from "./holidays";
import { ARRIVAL_WINDOWS } from "./on-site";
import { keepUnits, segmentRequests, workMinutes, type VisitShape } from "./visit";
import { addDays, todayIn, weekdayOf, zonedToEpoch } from "@/lib/core/zoned-time";
import { minutesOf, timeOf } from "@/lib/core/wall-clock";

export interface Slot {
  /** Start time on the store's clock, "HH:MM". */
  time: string;
  available: boolean;
  /** Units of the visit's kind still free for its whole length (the tightest service of a chain). */
  remaining: number;
}

export interface SlotQuery {
  date: string;
  hours: WeeklyHours;
  timeZone: string;
  visit: VisitShape;
  counts: UnitCounts;
  /** Units our own appointments hold that day (an appointment looking for a new time left out). */
  held: readonly HeldUnit[];
  /** The store calendar's busy time, with the kind each block takes. */
  blocks: readonly BusyInterval[];
  now: number;
  /** How far ahead of `now` a visit may start; MIN_NOTICE_MINUTES unless the counter books it. */
  noticeMinutes?: number;
}

/** Whether a date lies in the booking window (today … today + 30 days, store time). */
export function isInBookingWindow(date: string, timeZone: string, now: number): boolean {
  const today = todayIn(timeZone, now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
}

/** Whether the store is open for bookings on a date at all (window, weekday, holiday). */
export function isBookableDay(date: string, hours: WeeklyHours, timeZone: string, now: number): boolean {
  // The window first: holiday rules are only worked out for the few dates that can be booked.
  return (
    isInBookingWindow(date, timeZone, now) && hours.days.includes(weekdayOf(date)) && !isStoreHoliday(date)
  );
}

/** The store's opening and closing instants on a date. */
export function openHours(date: string, hours: WeeklyHours, timeZone: string) {
  return { open: zonedToEpoch(date, hours.open, timeZone), close: zonedToEpoch(date, hours.close, timeZone) };
}

interface Day {
  open: number;
  close: number;
}

/** The visit placed at an instant of a day whose open hours are already known. */
function placeOnDay(
  query: SlotQuery,
  day: Day,
  from: number,
  keep?: readonly VisitSegment[],
): Placement | null {
  const { visit } = query;
  if (from < query.now + (query.noticeMinutes ?? MIN_NOTICE_MINUTES) * 60_000) return null;
  if (visit.visit === "wait" && from + workMinutes(visit) * 60_000 > day.close) return null;
  const requests = segmentRequests(visit, from, day);
  return placeVisit(keep ? keepUnits(requests, keep) : requests, query.counts, query.held, query.blocks);
}

/**
 * The visit placed at one start time, or null when it cannot be: too soon (under 60 minutes from
 * now), past closing, or a unit short. `keep`: the units it holds now, kept where they are free.
 */
export function placeAt(query: SlotQuery, time: string, keep?: readonly VisitSegment[]): Placement | null {
  const { date, hours, timeZone } = query;
  return placeOnDay(query, openHours(date, hours, timeZone), zonedToEpoch(date, time, timeZone), keep);
}

/**
 * The day's start times. A wait: every 30 minutes from opening while the whole visit fits before
 * closing, available when each of its services finds a unit. A drop-off: the opening time only,
 * available while the day has drop-off places. On-site: the start of each arrival window, available
 * while a service truck is free for the whole window. Closed days (weekends, store holidays) and
 * dates outside the booking window have no slots at all.
 */
export function generateSlots(query: SlotQuery): Slot[] {
  const { date, hours, timeZone, visit } = query;
  if (!isBookableDay(date, hours, timeZone, query.now) || visit.services.length === 0) return [];
  const day = openHours(date, hours, timeZone);
  if (visit.visit === "on-site")
    return ARRIVAL_WINDOWS.map((window) => {
      const placed = placeOnDay(query, day, zonedToEpoch(date, window.start, timeZone));
      return { time: window.start, available: placed !== null, remaining: placed?.remaining ?? 0 };
    });
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const last = visit.visit === "drop-off" ? open : close - workMinutes(visit);
  // The day's instants once: clocks change at 2 AM, never inside opening hours, so each start is
  // its offset from opening (this loop runs on every availability request).
  const slots: Slot[] = [];
  for (let start = open; start <= last; start += SLOT_STEP_MINUTES) {
    const placed = placeOnDay(query, day, day.open + (start - open) * 60_000);
    slots.push({ time: timeOf(start), available: placed !== null, remaining: placed?.remaining ?? 0 });
  }
  return slots;
}

/** Whether one start time is offered and free under the same rules. */
export function isSlotAvailable(query: SlotQuery & { time: string }): boolean {
  return generateSlots(query).some((slot) => slot.time === query.time && slot.available);
}
