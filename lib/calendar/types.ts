import type { BusyInterval } from "@/lib/scheduling/busy-interval";

/**
 * The one interface scheduling uses to talk to store calendars. Two providers implement it:
 * Microsoft Graph (real Microsoft 365 mailboxes) and a deterministic simulation for running
 * without credentials. Times are epoch milliseconds (UTC) so no time-zone guesswork leaks in.
 */

/** What a provider needs to know about a store. */
export interface CalendarStore {
  id: number;
  name: string;
  /** The store's group mailbox, whose calendar holds the bays' bookings. */
  email: string;
  timeZone: string;
  /** One-line postal address, used as the event location. */
  address: string;
}

export interface CalendarEventInput {
  /** Confirmed by the store (else a request). */
  confirmed?: boolean;
  /** Outlook categories: the kinds of unit the appointment takes ("Service bay"), then its state. */
  categories: string[];
  /** Graph's de-duplication key: a retried create with the same id cannot make a second event. */
  transactionId: string;
  subject: string;
  /** Plain text. */
  body: string;
  start: number;
  end: number;
  location: string;
  customerName: string;
  customerEmail: string;
}

export interface ConnectionCheck {
  ok: boolean;
  /** Customer-safe description of the failure; never contains a secret. */
  error?: string;
  /** Provider error code, e.g. "AuthenticationRequiredError" or "ErrorAccessDenied". */
  code?: string;
}

export interface PermissionCheck {
  calendarsReadWrite: boolean;
  calendarsRead: boolean;
  userReadAll: boolean;
  mailSend: boolean;
}

export interface CalendarTestResult {
  success: boolean;
  message: string;
  eventsFound: number;
  suggestion?: string;
}

export interface CalendarProvider {
  readonly kind: "graph" | "simulated";
  /** Busy time in [from, to); events shown as free or working elsewhere are not busy. */
  getBusy(store: CalendarStore, from: number, to: number, signal?: AbortSignal): Promise<BusyInterval[]>;
  createEvent(store: CalendarStore, event: CalendarEventInput): Promise<{ id: string }>;
  /** Makes an existing event match the appointment again (confirmed, moved). */
  updateEvent(store: CalendarStore, eventId: string, event: CalendarEventInput): Promise<void>;
  deleteEvent(store: CalendarStore, eventId: string): Promise<void>;
  checkConnection(): Promise<ConnectionCheck>;
  checkPermissions(): Promise<PermissionCheck>;
  /** Reads a mailbox's calendar for the coming week: the status page's per-store test. */
  testCalendar(email: string): Promise<CalendarTestResult>;
}
