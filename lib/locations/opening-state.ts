import type { WeeklyHours } from "@/data/locations";
import { formatAppointmentTime as formatTime } from "@/lib/scheduling/format";
import { storeHolidayOn, upcomingStoreHolidays, type StoreHoliday } from "@/lib/scheduling/holidays";
import { addDays, todayIn, toZoned, weekdayOf } from "@/lib/core/zoned-time";
import { minutesOf } from "@/lib/core/wall-clock";

/**
 * Whether a location is open at an instant, on its own clock: weekly hours, minus the holiday
 * calendar. A pure function of (hours, time zone, now) so the store page can run it in the
 * browser and the tests can pin any instant.
 */

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export interface NextOpening {
  /** YYYY-MM-DD and HH:MM on the location's clock. */
  date: string;
  time: string;
  /** Calendar days from today (location time): 0 when it opens later today. */
  inDays: number;
}

export type OpeningState =
  | { status: "open"; closes: string }
  | { status: "closed"; holiday: StoreHoliday | null; next: NextOpening | null };

/** Holidays and weekends never close a store for two weeks; past that the answer is "no opening". */
export const LOOKAHEAD_DAYS = 14;

/** Whether the location opens on a date (YYYY-MM-DD): one of its weekdays, and no store holiday. */
export function isOpenDay(hours: WeeklyHours, date: string): boolean {
  return hours.days.includes(weekdayOf(date)) && !storeHolidayOn(date);
}

export function openingState(hours: WeeklyHours, timeZone: string, now: number): OpeningState {
  const { date, minutes } = toZoned(now, timeZone);
  const holiday = storeHolidayOn(date);
  const openDay = isOpenDay(hours, date);
  const opens = minutesOf(hours.open);
  if (openDay && minutes >= opens && minutes < minutesOf(hours.close)) {
    return { status: "open", closes: hours.close };
  }
  if (openDay && minutes < opens) {
    return { status: "closed", holiday: null, next: { date, time: hours.open, inDays: 0 } };
  }
  for (let inDays = 1; inDays <= LOOKAHEAD_DAYS; inDays++) {
    const next = addDays(date, inDays);
    if (isOpenDay(hours, next))
      return { status: "closed", holiday, next: { date: next, time: hours.open, inDays } };
  }
  return { status: "closed", holiday, next: null };
}

/** "Thanksgiving Day", or "Christmas Day (observed)" when moved off a weekend. */
export function holidayLabel(holiday: StoreHoliday): string {
  return holiday.observed ? `${holiday.name} (observed)` : holiday.name;
}

/** "today", a weekday name within the coming week, else a short date ("Jan 5"). */
function dayLabel(next: NextOpening): string {
  if (next.inDays === 0) return "today";
  if (next.inDays < 7) return WEEKDAY_NAMES[weekdayOf(next.date)]!;
  const [, month, day] = next.date.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}`;
}

/**
 * The one line a customer reads: "Open now · closes 4:30 PM", "Closed · opens Monday 7:30 AM",
 * "Closed today for Thanksgiving Day · opens Monday 7:30 AM".
 */
export function describeOpeningState(state: OpeningState): string {
  if (state.status === "open") return `Open now · closes ${formatTime(state.closes)}`;
  const closed = state.holiday ? `Closed today for ${holidayLabel(state.holiday)}` : "Closed";
  return state.next ? `${closed} · opens ${dayLabel(state.next)} ${formatTime(state.next.time)}` : closed;
}

export interface HoursRow {
  day: (typeof WEEKDAY_NAMES)[number];
  /** "7:30 AM – 4:30 PM" or "Closed". */
  hours: string;
}

/** The week from Monday to Sunday, as a store's hours table reads. */
export function weeklyHoursRows(hours: WeeklyHours): HoursRow[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    day: WEEKDAY_NAMES[weekday]!,
    hours: hours.days.includes(weekday) ? `${formatTime(hours.open)} – ${formatTime(hours.close)}` : "Closed",
  }));
}

/** "Thursday, Nov 26": a closure date in a list. */
export function formatClosureDate(date: string): string {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${MONTHS[month - 1]} ${day}`;
}

/** "Eastern Time" for America/New_York: how a customer names the zone. */
export function timeZoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** The next holiday closures from today on the location's clock. */
export function upcomingClosures(timeZone: string, count: number, now = Date.now()): StoreHoliday[] {
  return upcomingStoreHolidays(todayIn(timeZone, now), count);
}
