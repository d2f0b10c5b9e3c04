import type { Appointment } from "@/lib/db";

/**
 * When the site ends a hold itself, so stock never stays promised to a visit that is over: a
 * request whose time came before the store answered it is cancelled (its units and tires go back),
 * and a confirmed visit nobody marked completed or no-show gives its tires back this long after
 * its end (it stays confirmed for the store to mark).
 */
export const UNMARKED_VISIT_GRACE_HOURS = 24;
export const UNMARKED_VISIT_GRACE_MS = UNMARKED_VISIT_GRACE_HOURS * 60 * 60_000;

/** A request still unanswered at its start time. */
export const isUnanswered = (a: Appointment, now: number): boolean =>
  a.status === "requested" && a.startsAt <= now;

/** A confirmed visit that still holds its tires a grace period after its end. */
export const isUnmarkedWithTires = (a: Appointment, now: number): boolean =>
  a.status === "confirmed" && a.tireHold?.status === "held" && a.endsAt + UNMARKED_VISIT_GRACE_MS <= now;
