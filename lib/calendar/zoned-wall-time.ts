/**
 * Graph writes event times as wall-clock time in a named zone without an offset, e.g.
 * { dateTime: "2026-11-01T09:00:00.0000000", timeZone: "America/New_York" }. This reads that
 * format; the conversion to an instant is the scheduling code's (one implementation for both).
 */
import { findIana } from "windows-iana";
import { wallTimeToEpoch } from "@/lib/core/zoned-time";

/**
 * Graph answers in the zone asked for in `Prefer: outlook.timezone` (we ask for the store's IANA
 * zone) but can name Windows zones, e.g. for events created in Outlook. CLDR's mapping (through
 * windows-iana) covers every Windows zone, not only our region's.
 */
function ianaZone(timeZone: string): string {
  if (timeZone === "UTC") return timeZone;
  const mapped = findIana(timeZone)?.[0];
  const zone = mapped ?? timeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}"`);
  }
  return zone;
}

/**
 * Wall-clock `dateTime` ("YYYY-MM-DDTHH:mm[:ss[.fffffff]]") in `timeZone` ("UTC", an IANA name or
 * a Windows name) to epoch ms. Throws RangeError on anything else.
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
  return wallTimeToEpoch(Date.UTC(y, mo - 1, d, h, mi, s, ms), ianaZone(timeZone));
}
