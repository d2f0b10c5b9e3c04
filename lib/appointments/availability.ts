import type { Location } from "@/data/locations";
import { calendarStoreOf, getCalendarProvider, simulatedProvider } from "@/lib/calendar";
import { CalendarUnavailableError } from "@/lib/calendar/graph-errors";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import { unitCounts } from "@/lib/scheduling/capacity";
import { offersVisit } from "@/lib/scheduling/services";
import { generateSlots, isBookableDay, type Slot } from "@/lib/scheduling/slots";
import { storeHolidayOn } from "@/lib/scheduling/holidays";
import type { VisitShape } from "@/lib/scheduling/visit";
import type { DayAvailability } from "@/lib/scheduling/day-availability";

export type { DayAvailability };
import { addDays, todayIn, zonedToEpoch } from "@/lib/core/zoned-time";

export interface Availability {
  slots: Slot[];
  source: "graph" | "simulated";
  /** True when Microsoft 365 was configured but did not answer in time: the times are estimates. */
  degraded: boolean;
}

/** How long a store-day read from Graph is reused; our own bookings are always read fresh. */
const cacheMs = () => settings().calendarCacheMs;
/** How long to leave a throttled mailbox alone when Graph does not say (Retry-After). */
const THROTTLE_BACKOFF_MS = 30_000;

interface CachedRead {
  expires: number;
  busy: Promise<BusyInterval[]>;
}
const reads = new Map<string, CachedRead>();
const throttledUntil = new Map<string, number>();

/**
 * Forgets cached calendar reads of a store, after we changed its calendar (a booking, a move, a
 * cancellation): the next customer sees the change at once on this instance. Other instances
 * never serve our bookings from the cache (they come from the database), only phone bookings.
 */
export function forgetCalendarReads(storeEmail: string): void {
  const prefix = `${storeEmail.toLowerCase()}|`;
  for (const key of reads.keys()) if (key.startsWith(prefix)) reads.delete(key);
}

/**
 * Busy time from the store's real calendar (throws CalendarUnavailableError when it can't be read).
 * Concurrent requests for the same store-day share one Graph call, and its answer is reused for
 * a short while; a mailbox Graph throttled is left alone for as long as Graph asked.
 */
async function readStoreCalendar(location: Location, from: number, to: number): Promise<BusyInterval[]> {
  const provider = getCalendarProvider();
  const store = calendarStoreOf(location);
  if (provider.kind !== "graph") return provider.getBusy(store, from, to);
  const email = location.email.toLowerCase();
  const now = Date.now();
  if ((throttledUntil.get(email) ?? 0) > now) {
    throw new CalendarUnavailableError({
      reason: "throttled",
      code: "TooManyRequests",
      message: "Microsoft Graph asked us to slow down; trying again shortly.",
    });
  }
  const key = `${email}|${from}|${to}`;
  const cached = reads.get(key);
  if (cached && cached.expires > now) return cached.busy;
  const busy = provider.getBusy(store, from, to);
  reads.set(key, { expires: now + cacheMs(), busy });
  busy.catch((error: unknown) => {
    if (reads.get(key)?.busy === busy) reads.delete(key);
    if (error instanceof CalendarUnavailableError && error.reason === "throttled")
      throttledUntil.set(email, Date.now() + (error.retryAfterMs ?? THROTTLE_BACKOFF_MS));
  });
  if (reads.size > 2_000) for (const [k, v] of reads) if (v.expires <= now) reads.delete(k);
  return busy;
}

/** Busy time from the store calendar, or simulated busy time if the calendar can't be read. */
export async function calendarBusy(location: Location, from: number, to: number) {
  const provider = getCalendarProvider();
  try {
    return { busy: await readStoreCalendar(location, from, to), source: provider.kind, degraded: false };
  } catch (error) {
    console.warn(
      `Calendar unavailable for ${location.email}; using simulated availability.`,
      error instanceof Error ? error.message : error,
    );
    return {
      busy: await simulatedProvider.getBusy(calendarStoreOf(location), from, to),
      source: "simulated" as const,
      degraded: true,
    };
  }
}

/**
 * Busy time for deciding a booking. Never invented: if the store calendar can't be read, the
 * decision rests on our own bookings alone (checked in the booking transaction) and the request
 * is marked "calendar not checked", to be compared with the calendar once it can be read.
 */
export async function calendarBusyForBooking(
  location: Location,
  from: number,
  to: number,
): Promise<{ busy: BusyInterval[]; checked: boolean }> {
  try {
    return { busy: await readStoreCalendar(location, from, to), checked: true };
  } catch (error) {
    console.warn(
      `Calendar unavailable for ${location.email} while booking; deciding on our own bookings only.`,
      error instanceof Error ? error.message : error,
    );
    return { busy: [], checked: false };
  }
}

export function dayBounds(date: string, timeZone: string) {
  return {
    from: zonedToEpoch(date, "00:00", timeZone),
    to: zonedToEpoch(addDays(date, 1), "00:00", timeZone),
  };
}

/**
 * The day's start times for a visit: each of its services counted against the store's units of
 * its kind, with the calendar's blocks and our own appointments taking units. A visit with a
 * service the store does not offer (lib/scheduling/services.ts) has the day's times, none free.
 * `exceptAppointment`: an appointment looking for a new time does not count against itself.
 */
export async function getAvailability(
  location: Location,
  date: string,
  visit: VisitShape,
  now = Date.now(),
  exceptAppointment?: number,
  noticeMinutes?: number,
): Promise<Availability> {
  const { from, to } = dayBounds(date, location.timeZone);
  const [calendar, held] = await Promise.all([
    calendarBusy(location, from, to),
    getDatabase().then((db) => db.heldUnits(location.email, from, to)),
  ]);
  const slots = generateSlots({
    date,
    hours: location.openingHours,
    timeZone: location.timeZone,
    visit,
    counts: unitCounts(location.id),
    held: exceptAppointment === undefined ? held : held.filter((h) => h.appointmentId !== exceptAppointment),
    blocks: calendar.busy,
    now,
    noticeMinutes,
  });
  return {
    slots: offersVisit(location, visit.services)
      ? slots
      : slots.map((slot) => ({ ...slot, available: false, remaining: 0 })),
    source: calendar.source,
    degraded: calendar.degraded,
  };
}

export interface RangeAvailability {
  days: DayAvailability[];
  source: "graph" | "simulated";
  degraded: boolean;
}

/** The range answer's largest size: the booking window is today plus 30 days. */
export const MAX_RANGE_DAYS = 31;

/**
 * Each day of a range for one visit, from one read of the store calendar and one of our own
 * bookings, so a month of days costs what one day does (a day list instead of a request per day).
 * Every day is decided by the same slot rules as the one-day answer.
 */
export async function getAvailabilityDays(
  location: Location,
  fromDate: string,
  dayCount: number,
  visit: VisitShape,
  now = Date.now(),
): Promise<RangeAvailability> {
  const count = Math.min(Math.max(dayCount, 1), MAX_RANGE_DAYS);
  const dates = Array.from({ length: count }, (_, i) => addDays(fromDate, i));
  const { timeZone } = location;
  const open = dates.filter((date) => isBookableDay(date, location.openingHours, timeZone, now));
  if (open.length === 0)
    return {
      days: dates.map((date) => closedDay(date)),
      source: getCalendarProvider().kind,
      degraded: false,
    };
  // Only the open days are read: a range that starts or ends on a weekend asks for nothing extra.
  const from = dayBounds(open[0]!, timeZone).from;
  const to = dayBounds(open.at(-1)!, timeZone).to;
  const [calendar, held] = await Promise.all([
    calendarBusy(location, from, to),
    getDatabase().then((db) => db.heldUnits(location.email, from, to)),
  ]);
  const offered = offersVisit(location, visit.services);
  const counts = unitCounts(location.id);
  const days = dates.map((date): DayAvailability => {
    if (!open.includes(date)) return closedDay(date);
    const bounds = dayBounds(date, timeZone);
    const within = <T extends { start: number; end: number }>(list: readonly T[]) =>
      list.filter((item) => item.end > bounds.from && item.start < bounds.to);
    const slots = offered
      ? generateSlots({
          date,
          hours: location.openingHours,
          timeZone,
          visit,
          counts,
          held: within(held),
          blocks: within(calendar.busy),
          now,
        })
      : [];
    const free = slots.filter((slot) => slot.available);
    return free.length > 0
      ? { date, state: "open", free: free.length, first: free[0]!.time }
      : { date, state: "full", free: 0 };
  });
  return { days, source: calendar.source, degraded: calendar.degraded };
}

function closedDay(date: string): DayAvailability {
  const holiday = storeHolidayOn(date);
  return holiday
    ? { date, state: "closed", holiday: holiday.name, free: 0 }
    : { date, state: "closed", free: 0 };
}

/** Today on the store's calendar: where a range starts unless the customer asks otherwise. */
export const storeToday = (location: Location, now = Date.now()) => todayIn(location.timeZone, now);
