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
