/**
 * UTC offsets of the mainland US zones by the daylight-saving rule in force since 2007, computed
 * without Intl. The first Intl formatter a page creates loads the browser's time-zone data: 30-40
 * ms in desktop Chromium on our build machine, four times that on the phone Lighthouse emulates,
 * in the middle of hydration. A store page only needs New York's clock, which these few lines
 * give. Any other zone, and any instant before 2007, returns null and the caller asks Intl.
 * tests/scheduling/us-time-zones.test.ts holds it to Intl around every clock change from 2007 to
 * 2045, so a change to the US rule in the time-zone database shows up there first.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Standard-time offsets, in hours, of the zones that follow the US rule. */
const STANDARD_OFFSET_HOURS: Readonly<Record<string, number>> = {
  "America/New_York": -5,
  "America/Detroit": -5,
  "America/Kentucky/Louisville": -5,
  "America/Chicago": -6,
  "America/Denver": -7,
  "America/Los_Angeles": -8,
};

const FIRST_YEAR_OF_RULE = 2007;

/** The day of the month of the nth Sunday (1-based) of a month (0-based) in a year. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The zone's offset from UTC at an instant, in ms (negative west of Greenwich), or null when the
 * fixed rule does not apply. Clocks go forward at 2:00 standard time on the second Sunday of March
 * and back at 2:00 daylight time on the first Sunday of November.
 */
export function usZoneOffsetMs(epochMs: number, timeZone: string): number | null {
  const standardHours = STANDARD_OFFSET_HOURS[timeZone];
  if (standardHours === undefined) return null;
  const year = new Date(epochMs + standardHours * HOUR_MS).getUTCFullYear();
  if (year < FIRST_YEAR_OF_RULE) return null;
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - standardHours);
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - (standardHours + 1));
  const daylight = epochMs >= daylightStarts && epochMs < daylightEnds;
  return (standardHours + (daylight ? 1 : 0)) * HOUR_MS;
}
