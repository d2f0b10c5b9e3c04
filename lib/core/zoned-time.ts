import { usZoneOffsetMs } from "@/lib/core/us-time-zones";

/**
 * Wall-clock dates and times in a store's time zone, without a date library. Dates are
 * "YYYY-MM-DD" strings and times "HH:MM" (24 h); instants are epoch milliseconds. The US zones
 * are computed by their daylight-saving rule (see us-time-zones.ts); any other zone asks Intl.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface ZonedParts {
  date: string;
  time: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  minutes: number;
}

export function toZoned(epochMs: number, timeZone: string): ZonedParts {
  const offset = usZoneOffsetMs(epochMs, timeZone);
  if (offset !== null) {
    const wall = new Date(epochMs + offset);
    const hour = wall.getUTCHours();
    const minute = wall.getUTCMinutes();
    return {
      date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
      time: `${pad(hour)}:${pad(minute)}`,
      weekday: wall.getUTCDay(),
      minutes: hour * 60 + minute,
    };
  }
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(epochMs)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    date,
    time: `${pad(hour)}:${pad(minute)}`,
    weekday: weekdayOf(date),
    minutes: hour * 60 + minute,
  };
}

/** The zone's UTC offset at an instant, in ms (e.g. -5 h for New York in winter). */
function offsetAt(epochMs: number, timeZone: string): number {
  const usOffset = usZoneOffsetMs(epochMs, timeZone);
  if (usOffset !== null) return usOffset;
  const p = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(epochMs)
      .map((x) => [x.type, Number(x.value)]),
  );
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one conversion from wall-clock time in a zone to an instant, used by scheduling (store
 * hours, slots) and by the calendar (Graph's event times). `wallAsUtc` is the wall time read as
 * if it were UTC (Date.UTC of its fields). Like Temporal's "compatible" rule: a time that happens
 * twice (fall back) is the earlier instant; one that never happens (spring forward) moves forward
 * by the gap (2:30 becomes 3:30 daylight time).
 */
export function wallTimeToEpoch(wallAsUtc: number, timeZone: string): number {
  if (timeZone === "UTC") return wallAsUtc;
  // One offset from before and one from after any clock change near this time; a candidate is
  // valid if the zone really has that offset at the resulting instant.
  const before = offsetAt(wallAsUtc - DAY_MS, timeZone);
  const after = offsetAt(wallAsUtc + DAY_MS, timeZone);
  const valid = [wallAsUtc - before, wallAsUtc - after].filter(
    (t) => wallAsUtc - offsetAt(t, timeZone) === t,
  );
  return valid.length > 0 ? Math.min(...valid) : wallAsUtc - before;
}

/** The instant a store's wall-clock date and time ("YYYY-MM-DD", "HH:MM") happen in its zone. */
export function zonedToEpoch(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return wallTimeToEpoch(Date.UTC(y, m - 1, d, hh, mm), timeZone);
}

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  // Not toISOString: past 9999-12-31 it writes "+010000-01-01", which nothing here can read back.
  return `${String(t.getUTCFullYear()).padStart(4, "0")}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

export function todayIn(timeZone: string, now: number): string {
  return toZoned(now, timeZone).date;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}
