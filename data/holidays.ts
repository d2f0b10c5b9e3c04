/**
 * The days every Allegheny Tire location is closed, as names and rules. One list serves the
 * scheduler (no slots on these days), the store pages ("Closed today for Thanksgiving Day") and
 * their structured data; the dates themselves are worked out in lib/scheduling/holidays.ts.
 */

/** Months are 1-12; weekdays 0 = Sunday … 6 = Saturday. */
export type HolidayRule =
  /** A calendar date; on a Saturday it is observed the Friday before, on a Sunday the Monday after. */
  | { type: "fixed"; month: number; day: number }
  /** The n-th given weekday of a month; `nth: -1` is the last one. */
  | { type: "nth-weekday"; month: number; weekday: number; nth: number }
  /** A number of days after another holiday of this list (the Friday after Thanksgiving). */
  | { type: "days-after"; holiday: string; days: number };

export interface HolidayDefinition {
  id: string;
  /** How the pages name the closure: "Closed today for {name}". */
  name: string;
  rule: HolidayRule;
}

export const holidayCalendar: readonly HolidayDefinition[] = [
  { id: "new-years-day", name: "New Year's Day", rule: { type: "fixed", month: 1, day: 1 } },
  { id: "memorial-day", name: "Memorial Day", rule: { type: "nth-weekday", month: 5, weekday: 1, nth: -1 } },
  { id: "independence-day", name: "Independence Day", rule: { type: "fixed", month: 7, day: 4 } },
  { id: "labor-day", name: "Labor Day", rule: { type: "nth-weekday", month: 9, weekday: 1, nth: 1 } },
  {
    id: "thanksgiving-day",
    name: "Thanksgiving Day",
    rule: { type: "nth-weekday", month: 11, weekday: 4, nth: 4 },
  },
  {
    id: "day-after-thanksgiving",
    name: "Thanksgiving Friday",
    rule: { type: "days-after", holiday: "thanksgiving-day", days: 1 },
  },
  { id: "christmas-day", name: "Christmas Day", rule: { type: "fixed", month: 12, day: 25 } },
];
