import type { Appointment } from "@/lib/db";

/**
 * When the site ends a hold itself, so stock never stays promised to a visit that is over: a
 * request whose time came before the store answered it is cancelled (its units and tires go back),
 * and a confirmed visit nobody marked completed or no-show gives its tires back this long after
 * its end (it stays confirmed for the store to mark).
 */
export const UNMARKED_VISIT_GRACE_HOURS = 24;
export const UNMARKED_VISIT_GRACE_MS = UNMARKED_VISIT_GRACE_HOURS * 60 * 60_000;

/**
 * Past this long after a hold should have ended (the backlog the first run finds, or after the
 * site was down for days), it is ended without e-mails: a customer needs no word of a request
 * weeks old, nor the store one message for each visit of past years nobody marked.
 */
export const NOTICE_WINDOW_MS = 7 * 24 * 60 * 60_000;

/** When the site ends an appointment's hold: a request's start, a confirmed visit's end plus the grace. */
const holdEndsAt = (a: Appointment) =>
  a.status === "requested" ? a.startsAt : a.endsAt + UNMARKED_VISIT_GRACE_MS;

/** Whether ending the hold now is news worth an e-mail (see NOTICE_WINDOW_MS). */
export const noticeDue = (a: Appointment, now: number): boolean => now - holdEndsAt(a) <= NOTICE_WINDOW_MS;

/** A request still unanswered at its start time. */
export const isUnanswered = (a: Appointment, now: number): boolean =>
  a.status === "requested" && a.startsAt <= now;

/** A confirmed visit that still holds its tires a grace period after its end. */
export const isUnmarkedWithTires = (a: Appointment, now: number): boolean =>
  a.status === "confirmed" && a.tireHold?.status === "held" && a.endsAt + UNMARKED_VISIT_GRACE_MS <= now;
