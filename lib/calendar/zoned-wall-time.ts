/**
 * Graph writes event times as wall-clock time in a named zone without an offset, e.g.
 * { dateTime: "2026-11-01T09:00:00.0000000", timeZone: "America/New_York" }. This turns that into
 * an instant, correctly on the days clocks change.
 */

/**
 * Graph answers in the zone asked for in `Prefer: outlook.timezone` (we ask for the store's IANA
 * zone) but can name Windows zones, e.g. for events created in Outlook; these cover our region.
 */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  "Eastern Standard Time": "America/New_York",
  "Central Standard Time": "America/Chicago",
  "Mountain Standard Time": "America/Denver",
  "Pacific Standard Time": "America/Los_Angeles",
};

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The zone's UTC offset at an instant, in ms (e.g. -5 h for New York in winter). */
function offsetAt(epochMs: number, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of format(timeZone).formatToParts(epochMs)) p[part.type] = Number(part.value);
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Wall-clock `dateTime` ("YYYY-MM-DDTHH:mm[:ss[.fffffff]]") in `timeZone` ("UTC", an IANA name or
 * one of the Windows names above) to epoch ms. Like Temporal's "compatible" rule: a time that
 * happens twice (fall back) is the earlier instant, one that never happens (spring forward) moves
 * forward by the gap. Throws RangeError on anything else.
 */
export function zonedWallTimeToEpoch(dateTime: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/.exec(dateTime);
  if (!m) throw new RangeError(`Unexpected date-time "${dateTime}"`);
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number((m[7] ?? "").slice(0, 3).padEnd(3, "0"));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);

  const zone = WINDOWS_ZONES[timeZone] ?? timeZone;
  if (zone === "UTC") return wall;
  // One offset from before and one from after any clock change near this time; a candidate is
  // valid if the zone really has that offset at the resulting instant.
  const before = offsetAt(wall - DAY_MS, zone);
  const after = offsetAt(wall + DAY_MS, zone);
  const valid = [wall - before, wall - after].filter((t) => wall - offsetAt(t, zone) === t);
  return valid.length > 0 ? Math.min(...valid) : wall - before;
}
