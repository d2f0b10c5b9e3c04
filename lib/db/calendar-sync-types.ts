/** Where the appointment stands with the store's Microsoft 365 calendar. */
export type CalendarSync = "not_applicable" | "pending" | "created" | "delete_pending" | "deleted" | "failed";

export interface CalendarSyncSummary {
  pending: number;
  failed: number;
  /** Appointments from now on whose event is in the store calendar. */
  created: number;
  lastError: string | null;
}

/** How a claimed calendar write ended. */
export interface CalendarWriteOutcome {
  sync: CalendarSync;
  eventId?: string | null;
  error?: string | null;
  /** When to try again (for pending work). */
  nextAttemptAt?: number | null;
  /** The calendar was read and the time compared with other events. */
  checked?: boolean;
  conflict?: string | null;
  /** Counts as an attempt (false for a write skipped before it was tried). */
  attempted?: boolean;
}

/** The staff's lists of calendar problems: writes failed for good, live requests that clash. */
export type CalendarAttentionList = "failed" | "conflicts";
