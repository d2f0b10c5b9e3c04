/** Scheduling rules, in one place. */
export const SLOT_STEP_MINUTES = 30;
export const MIN_NOTICE_MINUTES = 60;
/** Bookable dates run from today through today + 30 days, in the store's time zone. */
export const BOOKING_WINDOW_DAYS = 30;
