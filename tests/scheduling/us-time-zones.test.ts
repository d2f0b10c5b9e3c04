import { describe, expect, it } from "vitest";
import { locations } from "@/data/locations";
import { usZoneOffsetMs } from "@/lib/core/us-time-zones";
import { toZoned, zonedToEpoch } from "@/lib/core/zoned-time";

const US_ZONES = [
  "America/New_York",
  "America/Detroit",
  "America/Kentucky/Louisville",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const referenceFormats = new Map(
  US_ZONES.map((timeZone) => [
    timeZone,
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }),
  ]),
);

/** The offset as the platform's time-zone database has it (the reference). */
function intlOffsetMs(epochMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    referenceFormats
      .get(timeZone)!
      .formatToParts(epochMs)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return wall - Math.floor(epochMs / MINUTE) * MINUTE;
}

/** Every 30 minutes from two days before to two days after each March and November change. */
function instantsAroundChanges(year: number): number[] {
  const out: number[] = [];
  for (const month of [2, 10]) {
    for (let day = 1; day <= 14; day++) {
      const midnight = Date.UTC(year, month, day);
      if (new Date(midnight).getUTCDay() !== 0) continue;
      for (let t = midnight - 2 * DAY; t <= midnight + 2 * DAY; t += 30 * MINUTE) out.push(t);
    }
  }
  return out;
}

describe("US time zones without Intl", () => {
  it(
    "agrees with the time-zone database around every clock change from 2007 to 2045",
    { timeout: 30_000 },
    () => {
      let compared = 0;
      for (const zone of US_ZONES) {
        for (let year = 2007; year <= 2045; year++) {
          for (const t of instantsAroundChanges(year)) {
            const ours = usZoneOffsetMs(t, zone);
            if (ours !== intlOffsetMs(t, zone)) {
              expect({ zone, at: new Date(t).toISOString(), ours }).toEqual({
                zone,
                at: new Date(t).toISOString(),
                ours: intlOffsetMs(t, zone),
              });
            }
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(6 * 39 * 2 * 150);
    },
  );

  it("agrees with the time-zone database at spread-out instants, and toZoned matches Intl", () => {
    // A fixed pseudo-random walk, so a failure names the same instant on every run.
    let seed = 20_261_124;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(2007, 0, 2);
    const to = Date.UTC(2046, 0, 1);
    for (let i = 0; i < 4000; i++) {
      const t = Math.floor(from + next() * (to - from));
      const zone = US_ZONES[i % US_ZONES.length]!;
      expect(usZoneOffsetMs(t, zone)).toBe(intlOffsetMs(t, zone));
      const zoned = toZoned(t, zone);
      const wall = new Date(t + intlOffsetMs(t, zone));
      expect(zoned.date).toBe(wall.toISOString().slice(0, 10));
      expect(zoned.time).toBe(wall.toISOString().slice(11, 16));
      expect(zoned.weekday).toBe(wall.getUTCDay());
    }
  });

  it("leaves other zones and instants before 2007 to Intl", () => {
    expect(usZoneOffsetMs(Date.UTC(2026, 6, 1), "America/Phoenix")).toBeNull();
    expect(usZoneOffsetMs(Date.UTC(2026, 6, 1), "Europe/Berlin")).toBeNull();
    expect(usZoneOffsetMs(Date.UTC(2006, 6, 1), "America/New_York")).toBeNull();
    // The Intl path still answers for them.
    expect(toZoned(Date.UTC(2026, 6, 1, 12), "Europe/Berlin").time).toBe("14:00");
    expect(toZoned(Date.UTC(2006, 6, 1, 12), "America/New_York").time).toBe("08:00");
  });

  it("covers the zone of every location", () => {
    for (const location of locations) expect(usZoneOffsetMs(Date.now(), location.timeZone)).not.toBeNull();
  });

  it("turns wall-clock times on change days into the right instants", () => {
    // 2026: daylight time from March 8 to November 1 in New York.
    expect(zonedToEpoch("2026-03-08", "01:59", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 6, 59));
    expect(zonedToEpoch("2026-03-08", "03:00", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 7, 0));
    // 2:30 never happens on the spring day: it moves forward by the gap.
    expect(zonedToEpoch("2026-03-08", "02:30", "America/New_York")).toBe(Date.UTC(2026, 2, 8, 7, 30));
    // 1:30 happens twice on the autumn day: the earlier (daylight) instant.
    expect(zonedToEpoch("2026-11-01", "01:30", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 5, 30));
    expect(zonedToEpoch("2026-11-01", "02:00", "America/New_York")).toBe(Date.UTC(2026, 10, 1, 7, 0));
  });
});
