import { addDays, weekdayOf } from "./zoned-time";

/** The n-th given weekday of a month (n = -1 for the last), as YYYY-MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  if (n > 0) {
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + 7 * (n - 1));
  }
  const last = addDays(addDays(first, 31).slice(0, 8) + "01", -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday falling on a weekend is observed on the nearest weekday. */
function observed(date: string): string {
  const day = weekdayOf(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

/**
 * Days every store is closed: New Year's Day, Memorial Day, Independence Day, Labor Day,
 * Thanksgiving and the Friday after, and Christmas Day.
 */
export function storeHolidays(year: number): string[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    observed(`${year}-01-01`),
    nthWeekday(year, 5, 1, -1),
    observed(`${year}-07-04`),
    nthWeekday(year, 9, 1, 1),
    thanksgiving,
    addDays(thanksgiving, 1),
    observed(`${year}-12-25`),
  ];
}

export function isStoreHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  // Next year's New Year's Day can be observed on Dec 31 of this year.
  return storeHolidays(year).includes(date) || storeHolidays(year + 1).includes(date);
}
