import type { WeeklyHours } from "@/data/locations";
import type { BusyInterval } from "@/lib/calendar/types";
import { BOOKING_WINDOW_DAYS, MIN_NOTICE_MINUTES, SLOT_STEP_MINUTES } from "./constants";
import { isStoreHoliday } from "./holidays";
import { addDays, minutesOf, timeOf, todayIn, weekdayOf, zonedToEpoch } from "./zoned-time";

export interface Slot {
  /** Start time on the store's clock, "HH:MM". */
  time: string;
  available: boolean;
}

export interface SlotQuery {
  date: string;
  hours: WeeklyHours;
  timeZone: string;
  durationMinutes: number;
  busy: readonly BusyInterval[];
  now: number;
}

/** Whether a date lies in the booking window (today … today + 30 days, store time). */
export function isInBookingWindow(date: string, timeZone: string, now: number): boolean {
  const today = todayIn(timeZone, now);
  return date >= today && date <= addDays(today, BOOKING_WINDOW_DAYS);
}

/**
 * Every 30-minute start on an open day, marked available when the whole service fits before
 * closing, starts at least 60 minutes from now, and overlaps no busy interval. Closed days
 * (weekends, store holidays) and dates outside the booking window have no slots at all.
 */
export function generateSlots({ date, hours, timeZone, durationMinutes, busy, now }: SlotQuery): Slot[] {
  // The window first: holiday rules are only worked out for the few dates that can be booked.
  if (
    !isInBookingWindow(date, timeZone, now) ||
    !hours.days.includes(weekdayOf(date)) ||
    isStoreHoliday(date)
  )
    return [];
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  const earliest = now + MIN_NOTICE_MINUTES * 60_000;
  const slots: Slot[] = [];
  for (let start = open; start + durationMinutes <= close; start += SLOT_STEP_MINUTES) {
    const time = timeOf(start);
    const from = zonedToEpoch(date, time, timeZone);
    const to = from + durationMinutes * 60_000;
    const free = busy.every((b) => b.end <= from || b.start >= to);
    slots.push({ time, available: from >= earliest && free });
  }
  return slots;
}

/** Whether one start time is offered and free under the same rules. */
export function isSlotAvailable(query: SlotQuery & { time: string }): boolean {
  return generateSlots(query).some((slot) => slot.time === query.time && slot.available);
}
