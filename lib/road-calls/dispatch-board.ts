import "server-only";
import { findLocation } from "@/data/locations";
import { storeCapacity } from "@/data/store-capacity";
import { getDatabase, type RoadCall } from "@/lib/db";
import { clockTime, durationWords, medianAndP90 } from "@/lib/road-service/call-times";
import { isOpen } from "@/lib/road-service/call-states";
import { onCallCrew } from "@/lib/road-service/on-call";
import { roadServiceStores } from "./road-service-stores";

/** One service truck of a store as the board shows it before a crew picks one. */
export interface TruckState {
  unit: number;
  /** "Free", or what holds it in the next few hours. */
  busy: string | null;
}

export interface BoardStore {
  storeId: number;
  name: string;
  trucks: TruckState[];
  onCall: string | null;
}

export interface DispatchBoard {
  /** When the board was read: the "minutes ago" of each call count from here. */
  now: number;
  open: RoadCall[];
  /** The on-site visits whose truck an open call took, by call reference. */
  clashes: ReadonlyMap<string, readonly string[]>;
  /** What each open call's driver texted since filing, oldest first, by call reference. */
  driverTexts: ReadonlyMap<string, readonly { at: number; body: string }[]>;
  closed: RoadCall[];
  /** The stores whose trucks the member can send, with each truck's state. */
  stores: BoardStore[];
}

const LOOK_AHEAD_MS = 4 * 60 * 60_000;
const CLOSED_FOR_MS = 24 * 60 * 60_000;

/**
 * The dispatch board: open calls (oldest waiting first), calls closed in the last day, and the
 * trucks of the stores the member acts for, with what holds each in the next four hours.
 */
export async function dispatchBoard(
  storeIds: readonly number[] | undefined,
  now = Date.now(),
): Promise<DispatchBoard> {
  const db = await getDatabase();
  const calls = await db.listRoadCalls({ storeIds, closedSince: now - CLOSED_FOR_MS, limit: 200 });
  const config = await roadServiceStores();
  const ids = (storeIds ?? config.map((s) => s.storeId)).filter((id) => storeCapacity(id).field > 0);
  const stores = await Promise.all(
    ids.map(async (storeId): Promise<BoardStore> => {
      const location = findLocation(storeId)!;
      const held = (await db.heldUnits(location.email, now, now + LOOK_AHEAD_MS)).filter(
        (u) => u.kind === "field",
      );
      const trucks = Array.from({ length: storeCapacity(storeId).field }, (_, i) => {
        const unit = i + 1;
        const hold = held.filter((h) => h.unit === unit).sort((a, b) => a.start - b.start)[0];
        const what = hold ? (hold.appointmentId < 0 ? "road call" : "on-site visit") : null;
        return {
          unit,
          busy: hold
            ? `${what} ${clockTime(hold.start, location.timeZone)}–${clockTime(hold.end, location.timeZone)}`
            : null,
        };
      });
      const store = config.find((s) => s.storeId === storeId);
      const crew = store ? onCallCrew(store, location.timeZone, now) : null;
      return { storeId, name: location.name, trucks, onCall: crew ? crew.crew.name : null };
    }),
  );
  const open = calls.filter((c) => isOpen(c.status)).sort((a, b) => a.createdAt - b.createdAt);
  const events = new Map(
    await Promise.all(open.map(async (call) => [call.reference, await db.roadCallEvents(call.id)] as const)),
  );
  const clashes = new Map(
    open.map((call) => {
      const clash = events
        .get(call.reference)!
        .filter((e) => e.what === "truck-clash")
        .at(-1)?.detail;
      return [call.reference, clash ? clash.split(",") : []] as const;
    }),
  );
  const driverTexts = new Map(
    open.map((call) => [
      call.reference,
      events
        .get(call.reference)!
        .filter((e) => e.what === "driver-text")
        .map((e) => ({ at: e.at, body: e.detail ?? "" })),
    ]),
  );
  return { now, open, clashes, driverTexts, closed: calls.filter((c) => !isOpen(c.status)), stores };
}

export interface RollingTimes {
  storeId: number | null;
  store: string;
  /** "2026-11" */
  month: string;
  calls: number;
  median: string;
  p90: string;
}

/**
 * Time from request to rolling, per store and month (on the store's clock): the median and the
 * 90th percentile, for the operators. Calls the desk closed with no store count as "No store".
 */
export async function rollingTimes(months = 6, now = Date.now()): Promise<RollingTimes[]> {
  const since = now - months * 31 * 24 * 60 * 60_000;
  const rows = await (await getDatabase()).roadCallTimes(since);
  const groups = new Map<string, { storeId: number | null; month: string; durations: number[] }>();
  for (const row of rows) {
    const tz = findLocation(row.storeId ?? 0)?.timeZone ?? "America/New_York";
    const month = new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      timeZone: tz,
    }).format(row.createdAt);
    const key = `${row.storeId}:${month}`;
    const group = groups.get(key) ?? { storeId: row.storeId, month, durations: [] };
    group.durations.push(row.rollingAt - row.createdAt);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => {
      const figures = medianAndP90(g.durations)!;
      return {
        storeId: g.storeId,
        store: g.storeId === null ? "No store" : (findLocation(g.storeId)?.name ?? String(g.storeId)),
        month: g.month,
        calls: g.durations.length,
        median: durationWords(figures.median),
        p90: durationWords(figures.p90),
      };
    })
    .sort((a, b) => b.month.localeCompare(a.month) || a.store.localeCompare(b.store));
}
