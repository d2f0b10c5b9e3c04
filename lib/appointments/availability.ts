import type { Location } from "@/data/locations";
import { calendarStoreOf, getCalendarProvider, simulatedProvider } from "@/lib/calendar";
import type { BusyInterval } from "@/lib/calendar/types";
import { getDatabase } from "@/lib/db";
import { generateSlots, type Slot } from "@/lib/scheduling/slots";
import { addDays, zonedToEpoch } from "@/lib/scheduling/zoned-time";

export interface Availability {
  slots: Slot[];
  source: "graph" | "simulated";
  /** True when Microsoft 365 was configured but did not answer in time: the times are estimates. */
  degraded: boolean;
}

/** Busy time from the store calendar, or simulated busy time if the calendar can't be read. */
export async function calendarBusy(location: Location, from: number, to: number) {
  const provider = getCalendarProvider();
  const store = calendarStoreOf(location);
  try {
    return { busy: await provider.getBusy(store, from, to), source: provider.kind, degraded: false };
  } catch (error) {
    console.warn(
      `Calendar unavailable for ${location.email}; using simulated availability.`,
      error instanceof Error ? error.message : error,
    );
    return {
      busy: await simulatedProvider.getBusy(store, from, to),
      source: "simulated" as const,
      degraded: true,
    };
  }
}

export function dayBounds(date: string, timeZone: string) {
  return {
    from: zonedToEpoch(date, "00:00", timeZone),
    to: zonedToEpoch(addDays(date, 1), "00:00", timeZone),
  };
}

/** The day's start times for a service of this length: calendar busy time and our own bookings removed. */
export async function getAvailability(
  location: Location,
  date: string,
  durationMinutes: number,
  now = Date.now(),
): Promise<Availability> {
  const { from, to } = dayBounds(date, location.timeZone);
  const [calendar, booked] = await Promise.all([
    calendarBusy(location, from, to),
    getDatabase().then((db) => db.bookedIntervals(location.email, from, to)),
  ]);
  const busy: BusyInterval[] = [...calendar.busy, ...booked];
  return {
    slots: generateSlots({
      date,
      hours: location.openingHours,
      timeZone: location.timeZone,
      durationMinutes,
      busy,
      now,
    }),
    source: calendar.source,
    degraded: calendar.degraded,
  };
}
