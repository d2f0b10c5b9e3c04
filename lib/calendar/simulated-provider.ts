import { findLocationByEmail } from "@/data/locations";
import { REQUIRED_GRAPH_SECRETS } from "./graph-config";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";
import type { CalendarProvider } from "./types";
import { ARRIVAL_WINDOWS } from "@/lib/scheduling/on-site";
import { storeCapacity, type ResourceKind } from "@/data/store-capacity";
import { addDays, toZoned, zonedToEpoch } from "@/lib/core/zoned-time";
import { minutesOf, timeOf } from "@/lib/core/wall-clock";

/** FNV-1a: a small, stable hash, so a store and date always give the same simulated day. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32, seeded: deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A believable day in a busy shop: on each kind of unit the store has, a few jobs of 30-120
 * minutes inside opening hours (about one per service bay and a little more, up to two per rack
 * or truck bay), the same for a store and date on every call, so customers never see times jump
 * around. Each job takes one unit of its kind, as a phone booking in the store calendar would.
 */
export function simulatedBusyDay(
  email: string,
  date: string,
  timeZone: string,
  open = "07:30",
  close = "16:30",
): BusyInterval[] {
  const next = random(hash(`${email.toLowerCase()}|${date}`));
  const location = findLocationByEmail(email);
  const capacity = location ? storeCapacity(location.id) : { bay: 1, alignment: 0, truckBay: 0, field: 0 };
  const first = minutesOf(open);
  const lastStart = minutesOf(close) - 30;
  const jobs: [ResourceKind, number][] = [
    ["bay", capacity.bay + Math.floor(next() * (capacity.bay + 1))],
    ["alignment", Math.floor(next() * (2 * capacity.alignment + 1))],
    ["truck-bay", Math.floor(next() * (2 * capacity.truckBay + 1))],
  ];
  const busy: BusyInterval[] = [];
  for (const [kind, count] of jobs) {
    for (let i = 0; i < count; i++) {
      const startMinutes = first + 30 * Math.floor(next() * ((lastStart - first) / 30 + 1));
      const length = 30 * (1 + Math.floor(next() * 4));
      const start = zonedToEpoch(date, timeOf(startMinutes), timeZone);
      busy.push({ start, end: start + length * 60_000, kind });
    }
  }
  busy.push(...simulatedTruckRuns(email, date, timeZone, capacity.field));
  return busy.sort((a, b) => a.start - b.start);
}

/**
 * Service trucks out on phoned-in jobs: now and then one is gone for a whole arrival window. Drawn
 * from its own sequence, so the shop's simulated jobs stay as they were.
 */
function simulatedTruckRuns(email: string, date: string, timeZone: string, trucks: number): BusyInterval[] {
  const next = random(hash(`${email.toLowerCase()}|${date}|field`));
  const runs: BusyInterval[] = [];
  for (const window of ARRIVAL_WINDOWS) {
    const out = Math.floor(next() * (trucks + 1) * 0.6);
    for (let i = 0; i < out; i++)
      runs.push({
        start: zonedToEpoch(date, window.start, timeZone),
        end: zonedToEpoch(date, window.end, timeZone),
        kind: "field",
      });
  }
  return runs;
}

/** Availability without Microsoft 365: simulated busy time; appointments live only in our database. */
export const simulatedProvider: CalendarProvider = {
  kind: "simulated",
  async getBusy(store, from, to) {
    const hours = findLocationByEmail(store.email)?.openingHours;
    const busy: BusyInterval[] = [];
    for (
      let date = toZoned(from, store.timeZone).date;
      zonedToEpoch(date, "00:00", store.timeZone) < to;
      date = addDays(date, 1)
    ) {
      busy.push(...simulatedBusyDay(store.email, date, store.timeZone, hours?.open, hours?.close));
    }
    return busy.filter((b) => b.end > from && b.start < to);
  },
  async createEvent(_store, event) {
    return { id: `simulated-${event.transactionId}` };
  },
  async updateEvent() {},
  async deleteEvent() {},
  async checkConnection() {
    return { ok: false, error: "Microsoft 365 credentials are not configured.", code: "NotConfigured" };
  },
  async checkPermissions() {
    return { calendarsReadWrite: false, calendarsRead: false, userReadAll: false, mailSend: false };
  },
  async testCalendar() {
    return {
      success: false,
      message: "Calendar integration is not configured, so availability is simulated.",
      eventsFound: 0,
      suggestion: `Set ${REQUIRED_GRAPH_SECRETS.join(", ")} to connect the store calendars.`,
    };
  },
};
