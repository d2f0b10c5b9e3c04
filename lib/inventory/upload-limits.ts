/**
 * The limits of one staff stock update, shared by the server's checks and the upload form (which
 * refuses an oversized file before sending it). Browser-safe: no data, no parser.
 */

/** The CSV file's size: the whole catalog at every location is well under half of it. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
/** Rows in one update: the whole catalog at every location is about 11,000. */
export const MAX_STOCK_ROWS = 20_000;
/** Refused rows listed in one answer; the count says how many there were in all. */
export const MAX_REFUSED_LISTED = 200;
