"use client";

import { useCurrentMinute } from "@/lib/hooks/use-current-minute";
import { formatClosureDate, holidayLabel, upcomingClosures } from "@/lib/locations/opening-state";
import type { StoreHoliday } from "@/lib/scheduling/holidays";
import { todayIn } from "@/lib/core/zoned-time";

interface UpcomingClosuresProps {
  timeZone: string;
  /** The list as of the server render; the browser recounts from its own today. */
  initial: readonly StoreHoliday[];
}

/**
 * The next holiday closures. A prerendered page can outlive a holiday, so the browser works the
 * list out again from the visitor's today (always the same number of rows: nothing moves).
 */
export function UpcomingClosures({ timeZone, initial }: UpcomingClosuresProps) {
  const now = useCurrentMinute();
  const today = now === null ? null : todayIn(timeZone, now);
  const closures = now === null ? initial : upcomingClosures(timeZone, initial.length, now);
  return (
    <ul data-testid="holiday-closures" className="divide-y divide-gray-200 dark:divide-gray-700">
      {closures.map((holiday) => (
        <li key={holiday.date} className="flex flex-wrap justify-between gap-x-4 py-2">
          <span className="font-semibold text-ink-900 dark:text-white">
            {formatClosureDate(holiday.date)}
            {holiday.date === today && " (today)"}
          </span>
          <span>{holidayLabel(holiday)}</span>
        </li>
      ))}
    </ul>
  );
}
