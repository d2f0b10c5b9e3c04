/**
 * The holds the site ends itself (lib/appointments/hold-end-job.ts): how many are due and not yet
 * ended (a pass ends them within a tick, so these stay near zero), and how many it ended lately.
 */
export interface HoldEndSummary {
  /** Requests still unanswered at their start time. */
  unansweredDue: number;
  /** Confirmed visits still holding tires past the grace period after their end. */
  tiresDue: number;
  /** Requests the site cancelled unanswered since the time asked about. */
  unansweredEnded: number;
  /** Unmarked visits whose tires the site put back in stock since then. */
  tiresReturned: number;
}

/** The background queues' backlog: e-mail in the outbox and calendar writes to do. */
export interface QueueHealth {
  /** Messages waiting to be sent (not sent, not failed for good). */
  mailQueued: number;
  /** Age of the oldest message that is due now, in ms (0 when none is due). */
  oldestDueMailAgeMs: number;
  mailFailed: number;
  calendarPending: number;
  calendarFailed: number;
  /** Age of the oldest calendar write that is due now, in ms (0 when none is due). */
  oldestDueCalendarAgeMs: number;
}
