/** Scheduling rules, in one place. */
export const SLOT_STEP_MINUTES = 30;
export const MIN_NOTICE_MINUTES = 60;
/**
 * Staff booking at the counter need no notice: a walk-in may take the half hour already under
 * way (a start up to 29 minutes ago), never one that has passed.
 */
export const COUNTER_NOTICE_MINUTES = -(SLOT_STEP_MINUTES - 1);
/** Bookable dates run from today through today + 30 days, in the store's time zone. */
export const BOOKING_WINDOW_DAYS = 30;
