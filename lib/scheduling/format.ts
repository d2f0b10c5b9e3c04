/** "2026-11-23" → "Monday, November 23, 2026" (the date as written, no time-zone shift). */
export function formatAppointmentDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "13:30" → "1:30 PM". */
export function formatAppointmentTime(time: string): string {
  const [h, min] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(min).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "2026-11-30" → "Mon, Nov 30" (the date as written, no time-zone shift). */
export function shortDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
