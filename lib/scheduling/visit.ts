import type { SchedulerService } from "@/data/scheduler-services";
import type { ResourceKind } from "@/data/store-capacity";
import type { SegmentRequest, VisitSegment } from "./capacity";
import { ARRIVAL_WINDOWS } from "./on-site";
import { minutesOf } from "@/lib/core/wall-clock";

/**
 * A visit: one or more services done back to back while the customer waits, a vehicle left
 * with the store for the day (a drop-off takes one of the day's drop-off places, not a start
 * time), or a service truck sent to the customer's site for an arrival window ("on-site").
 */
export type VisitKind = "wait" | "drop-off" | "on-site";
export const VISIT_KINDS: readonly VisitKind[] = ["wait", "drop-off", "on-site"];

/** Whether a service is done at the customer's site, by a service truck. */
export const isOnSiteService = (service: Pick<SchedulerService, "resource">) => service.resource === "field";

/** Minutes a truck is held for one arrival window (both windows are as long). */
export const ARRIVAL_WINDOW_MINUTES =
  minutesOf(ARRIVAL_WINDOWS[0]!.end) - minutesOf(ARRIVAL_WINDOWS[0]!.start);

export interface VisitService {
  serviceName: string;
  kind: ResourceKind;
  minutes: number;
}

export interface VisitShape {
  visit: VisitKind;
  /** The main service first, then the add-ons in the customer's order. */
  services: readonly VisitService[];
}

export const visitService = (s: SchedulerService): VisitService => ({
  serviceName: s.name,
  kind: s.resource,
  minutes: s.durationMinutes,
});

/**
 * The shape of a visit. An on-site service is always an on-site visit on its own: one truck for a
 * whole arrival window, whatever visit was asked for (the booking refuses the mismatches first).
 */
export function visitShape(visit: VisitKind, services: readonly SchedulerService[]): VisitShape {
  const main = services[0];
  if (main && isOnSiteService(main))
    return { visit: "on-site", services: [{ ...visitService(main), minutes: ARRIVAL_WINDOW_MINUTES }] };
  return { visit: visit === "on-site" ? "wait" : visit, services: services.map(visitService) };
}

/** Minutes of work in the visit (for a wait, also how long the customer is there). */
export const workMinutes = (shape: VisitShape) => shape.services.reduce((t, s) => t + s.minutes, 0);

/**
 * The units a visit asks for: each service on its own kind from `startsAt`, one after another;
 * a drop-off, one drop-off place for the store's open hours that day (`day`).
 */
export function segmentRequests(
  shape: VisitShape,
  startsAt: number,
  day: { open: number; close: number },
): SegmentRequest[] {
  const first = shape.services[0];
  if (!first) return [];
  if (shape.visit === "drop-off")
    return [{ serviceName: first.serviceName, kind: "drop-off", startsAt: day.open, endsAt: day.close }];
  let at = startsAt;
  return shape.services.map((s) => {
    const segment = {
      serviceName: s.serviceName,
      kind: s.kind,
      startsAt: at,
      endsAt: at + s.minutes * 60_000,
    };
    at = segment.endsAt;
    return segment;
  });
}

/** The same visit asked for again at a new start, keeping each segment's unit where it is free. */
export function keepUnits(requests: SegmentRequest[], current: readonly VisitSegment[]): SegmentRequest[] {
  return requests.map((r, i) => {
    const before = current[i];
    return before && before.kind === r.kind ? { ...r, preferUnit: before.unit } : r;
  });
}
