import { ARRIVAL_WINDOWS } from "@/lib/scheduling/on-site";
import type { Slot } from "./types";

interface ArrivalWindowPickerProps {
  /** The day's windows as availability answers them ("07:30", "12:00"), with trucks left. */
  slots: readonly Slot[];
  time: string | null;
  onChoose: (time: string) => void;
  /** Labels the list: the heading above it. */
  labelledBy: string;
}

/**
 * On-site work is booked by arrival window, not start time: two large choices, each saying
 * whether a service truck is free for it. Toggle buttons like the start times, so keys and screen
 * readers work the same.
 */
export function ArrivalWindowPicker({ slots, time, onChoose, labelledBy }: ArrivalWindowPickerProps) {
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby={labelledBy}>
      {ARRIVAL_WINDOWS.map((window) => {
        const slot = slots.find((s) => s.time === window.start);
        const available = Boolean(slot?.available);
        const chosen = time === window.start;
        const trucks = slot?.remaining ?? 0;
        return (
          <li key={window.id}>
            <button
              type="button"
              disabled={!available}
              aria-pressed={chosen}
              onClick={() => onChoose(window.start)}
              className={`flex min-h-16 w-full flex-col items-start justify-center rounded-lg border px-4 py-3 text-left ${
                chosen
                  ? "border-ink-900 bg-brand-400 text-ink-900"
                  : available
                    ? "border-gray-300 bg-white text-gray-900 hover:border-ink-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
                    : "cursor-not-allowed border-dashed border-gray-300 bg-gray-50 text-gray-500 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-400"
              }`}
            >
              <span className="font-bold">{window.label}</span>
              <span className="text-sm">
                {available
                  ? `${trucks} service ${trucks === 1 ? "truck" : "trucks"} free`
                  : "No service truck free"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
