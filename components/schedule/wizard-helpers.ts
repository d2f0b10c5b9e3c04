import { BOOKING_WINDOW_DAYS } from "@/lib/scheduling/constants";
import { addDays, todayIn } from "@/lib/scheduling/zoned-time";

/** First and last bookable dates for the date field, in the store's time zone. */
export function bookingWindow(timeZone: string, now = Date.now()) {
  const min = todayIn(timeZone, now);
  return { min, max: addDays(min, BOOKING_WINDOW_DAYS) };
}

/** A key that makes a retried submit return the first booking instead of making a second. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; getRandomValues works on plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
