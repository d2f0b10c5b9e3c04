import { formatAppointmentTime } from "./format";

/** One day of a range: whether the visit can be booked that day, and how much room is left. */
export interface DayAvailability {
  /** YYYY-MM-DD on the store's calendar. */
  date: string;
  /**
   * open: at least one start time (arrival window, drop-off place) is free; full: the store is open
   * but nothing fits (booked up, or too late today); closed: a weekend, a store holiday, or outside
   * the booking window.
   */
  state: "open" | "full" | "closed";
  /** The holiday the store is closed for, so a closed weekday does not look like a mistake. */
  holiday?: string;
  /** How many start times are free. */
  free: number;
  /** The first free start time, "HH:MM". */
  first?: string;
}

/**
 * What a day in the day list says under its date, in the visit's own words: how much is free and
 * from when, or why nothing is ("Closed for Thanksgiving Day", "Full", "Nothing left today").
 */
export function dayRoomText(
  day: DayAvailability,
  visit: "wait" | "drop-off" | "on-site",
  today: boolean,
): string {
  if (day.state === "closed") return day.holiday ? `Closed for ${day.holiday}` : "Closed";
  if (day.state === "full") {
    if (today) return "Nothing left today";
    return visit === "on-site" ? "Trucks booked" : visit === "drop-off" ? "Drop-offs full" : "Full";
  }
  if (visit === "drop-off") return `Drop off at ${formatAppointmentTime(day.first ?? "")}`;
  if (visit === "on-site") return day.free === 1 ? "1 arrival window" : `${day.free} arrival windows`;
  return `${day.free === 1 ? "1 time" : `${day.free} times`} from ${formatAppointmentTime(day.first ?? "")}`;
}
