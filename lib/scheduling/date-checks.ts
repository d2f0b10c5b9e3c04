import { storeHolidayOn, upcomingStoreHolidays, type StoreHoliday } from "./holidays";
import { isValidDate } from "@/lib/core/wall-clock";
import { shortDay } from "./format";

/**
 * Why a picked date cannot be booked, when that is known without asking the store: outside the
 * booking window, or a holiday (named, so the customer knows it is not a mistake). Weekends and
 * full days are for the store's own answer to say.
 */
export function unbookableDateMessage(date: string, min: string, max: string): string | null {
  if (!isValidDate(date)) return null;
  if (date < min || date > max) return `Please choose a date from ${shortDay(min)} to ${shortDay(max)}.`;
  const holiday = storeHolidayOn(date);
  return holiday ? `Closed for ${holiday.name}. Please choose another date.` : null;
}

/** The holiday closures between two dates, inclusive, for the date field's hint. */
export function holidaysBetween(min: string, max: string): StoreHoliday[] {
  // The booking window is a month: a handful of closures at most.
  return upcomingStoreHolidays(min, 4).filter((h) => h.date <= max);
}

export function holidayHint(holidays: readonly StoreHoliday[]): string | null {
  if (holidays.length === 0) return null;
  const named = holidays.map((h) => `${h.name} (${shortDay(h.date)})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}` : named[0];
  return `Closed on ${list}.`;
}
