/**
 * Times of day and dates as the scheduler writes them ("09:30", "2026-12-01"), without a zone:
 * apart from zoned-time.ts, so a page that only needs today's date at a store (a tire page's
 * stock line) does not carry the scheduler's clock arithmetic.
 */

/** "09:30" as minutes after midnight. */
export function minutesOf(time: string): number {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return hh * 60 + mm;
}

/** Minutes after midnight as "09:30". */
export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** True for a real calendar date written as YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}
