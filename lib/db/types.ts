import type { BusyInterval } from "@/lib/calendar/types";

export type AppointmentStatus = "requested" | "cancelled";
/** Where the appointment stands with the store's Microsoft 365 calendar. */
export type CalendarSync = "not_applicable" | "pending" | "created" | "delete_pending" | "deleted" | "failed";

export interface NewAppointment {
  reference: string;
  idempotencyKey: string | null;
  cancelTokenHash: string;
  storeId: number;
  storeEmail: string;
  serviceName: string;
  durationMinutes: number;
  startsAt: number;
  endsAt: number;
  date: string;
  time: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicle: string | null;
  comments: string;
  calendarSync: CalendarSync;
  createdAt: number;
}

export interface Appointment extends NewAppointment {
  id: number;
  status: AppointmentStatus;
  calendarEventId: string | null;
  calendarAttempts: number;
  calendarNextAttemptAt: number | null;
  calendarLastError: string | null;
  cancelledAt: number | null;
}

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** iCalendar text attached as invite.ics, when present. */
  ics: string | null;
  reference: string | null;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  storeId: number | null;
  message: string;
  createdAt: number;
}

export type InsertResult =
  | { outcome: "created"; appointment: Appointment }
  | { outcome: "duplicate"; appointment: Appointment }
  | { outcome: "conflict" };

export interface CalendarSyncSummary {
  pending: number;
  failed: number;
  created: number;
  lastError: string | null;
}

/**
 * Everything scheduling stores. Both implementations keep the same promises: a booking and its
 * e-mails are written in one transaction, and two live appointments of one store never overlap,
 * however many requests (or app processes) race for the same time.
 */
export interface SchedulingDatabase {
  readonly kind: "sqlite" | "postgres";
  insertAppointment(appointment: NewAppointment, mails: readonly OutgoingMail[]): Promise<InsertResult>;
  findByReference(reference: string): Promise<Appointment | null>;
  findByIdempotencyKey(key: string): Promise<Appointment | null>;
  bookedIntervals(storeEmail: string, from: number, to: number): Promise<BusyInterval[]>;
  cancelAppointment(
    reference: string,
    calendarSync: CalendarSync,
    mails: readonly OutgoingMail[],
    now: number,
  ): Promise<Appointment | null>;
  calendarWork(now: number, limit: number): Promise<Appointment[]>;
  recordCalendarResult(
    id: number,
    result: {
      sync: CalendarSync;
      eventId?: string | null;
      error?: string | null;
      nextAttemptAt?: number | null;
    },
  ): Promise<void>;
  calendarSummary(): Promise<CalendarSyncSummary>;
  dueMail(now: number, limit: number): Promise<QueuedMail[]>;
  markMailSent(id: number, now: number): Promise<void>;
  markMailFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  insertContactMessage(message: ContactMessage, mails: readonly OutgoingMail[]): Promise<number>;
  countAppointments(): Promise<number>;
  close(): Promise<void>;
}
