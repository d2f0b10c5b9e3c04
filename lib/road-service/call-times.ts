/** The middle value and the 90th percentile of some durations (nearest-rank), or null for none. */
export function medianAndP90(values: readonly number[]): { median: number; p90: number } | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p90: rank(0.9) };
}

/** "1 h 58 min", "42 min": a duration for operators. */
export function durationWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "9:45 PM" (or "9:45 PM EST" with the zone) on the clock of the store handling a call. */
export function clockTime(at: number, timeZone: string, withZone = false): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    ...(withZone ? { timeZoneName: "short" as const } : {}),
  }).format(at);
}
