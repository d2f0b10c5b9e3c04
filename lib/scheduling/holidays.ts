import { holidayCalendar, type HolidayDefinition, type HolidayRule } from "@/data/holidays";
import { compareText } from "@/lib/core/compare";
import { addDays, weekdayOf } from "@/lib/core/zoned-time";

/** One closure day: the date the stores are closed and what it is for. */
export interface StoreHoliday {
  /** YYYY-MM-DD on the stores' own calendar. */
  date: string;
  name: string;
  /** True when a fixed-date holiday fell on a weekend and is observed on a weekday instead. */
  observed: boolean;
}

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

function fixedDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function dateOf(rule: HolidayRule, year: number, resolved: ReadonlyMap<string, string>): string {
  switch (rule.type) {
    case "fixed":
      return observed(fixedDate(year, rule.month, rule.day));
    case "nth-weekday":
      return nthWeekday(year, rule.month, rule.weekday, rule.nth);
    case "days-after": {
      const base = resolved.get(rule.holiday);
      if (!base) throw new Error(`Holiday rule refers to "${rule.holiday}", which is not listed before it`);
      return addDays(base, rule.days);
    }
  }
}

function resolveYear(year: number, calendar: readonly HolidayDefinition[]): StoreHoliday[] {
  const resolved = new Map<string, string>();
  const days = calendar.map(({ id, name, rule }) => {
    const date = dateOf(rule, year, resolved);
    resolved.set(id, date);
    const moved = rule.type === "fixed" && date !== fixedDate(year, rule.month, rule.day);
    return { date, name, observed: moved };
  });
  return days.sort((a, b) => compareText(a.date, b.date));
}

// Every page view and slot request asks about a handful of years at most: work each out once.
const byYear = new Map<number, StoreHoliday[]>();

/**
 * The closures of one year's holidays (data/holidays.ts), in date order. New Year's Day of the
 * next year can be observed on December 31: it belongs to the next year's list.
 */
export function namedStoreHolidays(year: number): readonly StoreHoliday[] {
  let days = byYear.get(year);
  if (!days) {
    days = resolveYear(year, holidayCalendar);
    byYear.set(year, days);
  }
  return days;
}

/** Dates every store is closed in a year (the scheduler's view of the calendar). */
export function storeHolidays(year: number): string[] {
  return namedStoreHolidays(year).map((h) => h.date);
}

/** The holiday the stores are closed for on a date, or null on an ordinary day. */
export function storeHolidayOn(date: string): StoreHoliday | null {
  const year = Number(date.slice(0, 4));
  // Next year's New Year's Day can be observed on Dec 31 of this year.
  return [...namedStoreHolidays(year), ...namedStoreHolidays(year + 1)].find((h) => h.date === date) ?? null;
}

// Asked for day after day by the scheduler and the ready-by rule: a set per year, not a search.
const closedByYear = new Map<number, ReadonlySet<string>>();

export function isStoreHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let closed = closedByYear.get(year);
  if (!closed) {
    // Next year's New Year's Day can be observed on Dec 31 of this year.
    closed = new Set([...storeHolidays(year), ...storeHolidays(year + 1)]);
    closedByYear.set(year, closed);
  }
  return closed.has(date);
}

/** The next `count` closures on or after a date, in date order. */
export function upcomingStoreHolidays(fromDate: string, count: number): StoreHoliday[] {
  const year = Number(fromDate.slice(0, 4));
  const upcoming: StoreHoliday[] = [];
  // Seven holidays a year: two years ahead always holds enough for any count we show.
  for (let y = year; upcoming.length < count && y <= year + Math.ceil(count / 7) + 1; y++) {
    for (const holiday of namedStoreHolidays(y)) {
      if (holiday.date >= fromDate && upcoming.length < count) upcoming.push(holiday);
    }
  }
  return upcoming;
}
