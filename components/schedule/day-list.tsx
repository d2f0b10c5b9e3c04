import { useId, useState } from "react";
import { dayRoomText, type DayAvailability } from "@/lib/scheduling/day-availability";
import { shortDay } from "@/lib/scheduling/format";
import type { VisitKind } from "@/lib/scheduling/visit";

/** Days shown before "Show more days": two working weeks. */
const FIRST_DAYS = 10;

interface DayListProps {
  visit: VisitKind;
  /** The store's days from today, as the range answer gives them; null while loading or failed. */
  days: readonly DayAvailability[] | null;
  /** The first day the visit may be on (today, or the day the chosen tires reach the store). */
  fromDate: string;
  today: string;
  chosen: string;
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
  onChoose: (date: string) => void;
}

/**
 * The store's next working days for this visit, each saying how much room it has or why it has
 * none, so a customer sees a week at a glance instead of trying dates one by one. Weekends are
 * left out (the hint says so); a holiday on a weekday stays in the list, marked closed with its
 * name. Toggle buttons like the start times, so keys and screen readers work the same.
 */
export function DayList(props: DayListProps) {
  const { visit, days, fromDate, today, chosen, loading, loadError, onRetry, onChoose } = props;
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const listed = (days ?? []).filter((d) => d.date >= fromDate && (d.state !== "closed" || d.holiday));
  // A day picked further out stays visible: the list opens far enough to show it.
  const chosenAt = listed.findIndex((d) => d.date === chosen);
  const shown = showAll ? listed : listed.slice(0, Math.max(FIRST_DAYS, chosenAt + 1));
  const openCount = listed.filter((d) => d.state === "open").length;

  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId} className="font-semibold text-gray-900 dark:text-gray-100">
        Open days
      </h3>
      {loading && (
        <p role="status" className="mt-2 text-gray-700 dark:text-gray-300">
          Finding the store&apos;s open days…
        </p>
      )}
      {loadError && !loading && (
        <p role="alert" className="mt-2 text-red-800 dark:text-red-300">
          We couldn&apos;t load the open days. You can still pick a date below.{" "}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {days && !loading && (
        <>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {openCount > 0
              ? "Days with room for your whole visit. Closed Saturdays and Sundays."
              : "No day in the next 30 has room for this visit. Please call the store, or choose another store or service."}
          </p>
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-testid="day-list">
            {shown.map((day) => {
              const open = day.state === "open";
              const picked = day.date === chosen;
              return (
                <li key={day.date}>
                  <button
                    type="button"
                    disabled={!open}
                    aria-pressed={picked}
                    onClick={() => onChoose(day.date)}
                    className={`flex min-h-14 w-full flex-col items-start justify-center rounded-lg border px-3 py-2 text-left ${
                      picked
                        ? "border-ink-900 bg-brand-400 text-ink-900"
                        : open
                          ? "border-gray-300 bg-white text-gray-900 hover:border-ink-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
                          : "cursor-not-allowed border-dashed border-gray-300 bg-gray-50 text-gray-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400"
                    }`}
                  >
                    <span className="font-bold">
                      {day.date === today
                        ? `Today, ${shortDay(day.date).split(", ")[1]}`
                        : shortDay(day.date)}
                    </span>
                    <span className="text-sm">{dayRoomText(day, visit, day.date === today)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {shown.length < listed.length && (
            <button
              type="button"
              onClick={() => setShowAll(true)}
              className="mt-3 min-h-11 font-semibold text-gray-900 underline dark:text-gray-100"
            >
              Show more days<span className="sr-only"> (up to 30 days ahead)</span>
            </button>
          )}
        </>
      )}
    </section>
  );
}
