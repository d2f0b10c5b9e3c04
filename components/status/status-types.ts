/**
 * What the status APIs answer, derived from the functions that build the answers, so the pages
 * and the API cannot drift apart. Type-only imports: no server code reaches the browser bundle.
 */
import type { CalendarTestResult } from "@/lib/calendar/types";
import type { calendarStatus, outlookStatus } from "@/lib/status/integration-status";

export type OutlookStatusResponse = Awaited<ReturnType<typeof outlookStatus>>;
export type CalendarStatusResponse = Awaited<ReturnType<typeof calendarStatus>>;
export type CalendarTestResponse = CalendarTestResult;

/** A bookable store as the status pages list it. */
export interface StatusStore {
  name: string;
  email: string;
}
