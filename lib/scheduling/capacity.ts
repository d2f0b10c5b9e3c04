import { dropOffPolicy, RESOURCE_COPY, storeCapacity, type ResourceKind } from "@/data/store-capacity";
import type { BusyInterval } from "@/lib/scheduling/busy-interval";

/**
 * Counting jobs against a store's units, as a shop does: a time is free for a service while fewer
 * jobs of its kind overlap than the store has units of that kind. Pure functions of what is
 * held and blocked, so the availability list and the booking transaction decide alike.
 */

/** What a unit is: a work space, or one of the day's places for a dropped-off vehicle. */
export type UnitKind = ResourceKind | "drop-off";
export type UnitCounts = Readonly<Record<UnitKind, number>>;

/** One of our own appointments holding a unit. */
export interface HeldUnit {
  appointmentId: number;
  kind: UnitKind;
  unit: number;
  start: number;
  end: number;
}

/** One service of a visit as placed: its time and the unit it was given ("Bay 3"). */
export interface VisitSegment {
  serviceName: string;
  kind: UnitKind;
  unit: number;
  startsAt: number;
  endsAt: number;
}

/** A segment to place. `preferUnit`: keep it when free (a move); `requireUnit`: this one or none. */
export interface SegmentRequest {
  serviceName: string;
  kind: UnitKind;
  startsAt: number;
  endsAt: number;
  preferUnit?: number;
  requireUnit?: number;
}

export interface Placement {
  /** Units still free for the whole of the tightest segment, this visit not counted. */
  remaining: number;
  segments: VisitSegment[];
}

const overlaps = (a: { start: number; end: number }, start: number, end: number) =>
  a.start < end && a.end > start;

/** The most intervals that overlap at any one moment inside [start, end). */
export function peakLoad(
  intervals: readonly { start: number; end: number }[],
  start: number,
  end: number,
): number {
  const edges: [number, number][] = [];
  for (const i of intervals) {
    if (!overlaps(i, start, end)) continue;
    edges.push([Math.max(i.start, start), 1], [Math.min(i.end, end), -1]);
  }
  // An interval ending when another starts does not overlap it: ends sort first.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let load = 0;
  let peak = 0;
  for (const [, step] of edges) {
    load += step;
    if (load > peak) peak = load;
  }
  return peak;
}

/** The kind a calendar block takes: its own, a service bay when it has none. */
export const blockKind = (b: BusyInterval) => b.kind ?? "bay";

/**
 * Places every segment of a visit on a unit of its kind, or answers null when one cannot be
 * placed. A segment fits when no "closed" block overlaps it, fewer jobs of its kind (our own and
 * the calendar's) overlap it at every moment than the store has units, and one numbered unit is
 * free of our own jobs for its whole length. Calendar blocks take no numbered unit: only the count.
 * Drop-off places are counted against our own drop-offs alone.
 */
export function placeVisit(
  requests: readonly SegmentRequest[],
  counts: UnitCounts,
  held: readonly HeldUnit[],
  blocks: readonly BusyInterval[],
): Placement | null {
  const placed: VisitSegment[] = [];
  let remaining = Number.POSITIVE_INFINITY;
  for (const request of requests) {
    const { kind, startsAt, endsAt } = request;
    const units = counts[kind];
    if (units <= 0 || endsAt <= startsAt) return null;
    if (blocks.some((b) => b.kind === "closed" && overlaps(b, startsAt, endsAt))) return null;
    const taken = [
      ...held.filter((h) => h.kind === kind),
      ...placed
        .filter((p) => p.kind === kind)
        .map((p) => ({ unit: p.unit, start: p.startsAt, end: p.endsAt })),
    ].filter((h) => overlaps(h, startsAt, endsAt));
    const calendar =
      kind === "drop-off" ? [] : blocks.filter((b) => b.kind !== "closed" && blockKind(b) === kind);
    const load = peakLoad([...taken, ...calendar], startsAt, endsAt);
    const free: number[] = [];
    for (let unit = 1; unit <= units; unit++) if (!taken.some((t) => t.unit === unit)) free.push(unit);
    const left = Math.min(units - load, free.length);
    if (left <= 0) return null;
    // Back to back on one kind (tires, then a rotation): the car stays on the lift it is on.
    const previous = placed.findLast((p) => p.kind === kind)?.unit;
    let unit: number | undefined;
    if (request.requireUnit !== undefined) {
      if (!free.includes(request.requireUnit)) return null;
      unit = request.requireUnit;
    } else {
      unit = [request.preferUnit, previous].find((u) => u !== undefined && free.includes(u)) ?? free[0];
    }
    placed.push({ serviceName: request.serviceName, kind, unit: unit!, startsAt, endsAt });
    remaining = Math.min(remaining, left);
  }
  return placed.length ? { remaining, segments: placed } : null;
}

/** A store's units of every kind, drop-off places included. */
export function unitCounts(locationId: number): UnitCounts {
  const c = storeCapacity(locationId);
  return {
    bay: c.bay,
    alignment: c.alignment,
    "truck-bay": c.truckBay,
    field: c.field,
    "drop-off": dropOffPolicy(locationId).limit,
  };
}

/** "Bay 3", "Rack 1", "Truck bay 2", "Drop-off 4". */
export function unitLabel(segment: Pick<VisitSegment, "kind" | "unit">): string {
  return `${segment.kind === "drop-off" ? "Drop-off" : RESOURCE_COPY[segment.kind].unit} ${segment.unit}`;
}
