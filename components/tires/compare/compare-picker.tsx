"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { MAX_COMPARE, compareHref } from "@/lib/tires/compare-link";
import {
  clearPicks,
  readPicks,
  readServerPicks,
  setPicked,
  subscribeToPicks,
  type PickedTire,
} from "@/lib/tires/compare-picks";

const LIMIT_NOTE_ID = "compare-limit-note";

function usePicks() {
  return useSyncExternalStore(subscribeToPicks, readPicks, readServerPicks);
}

/** The "Compare" tick box on a result card. */
export function CompareCheckbox({ tire }: { tire: PickedTire }) {
  const { tires } = usePicks();
  const checked = tires.some((t) => t.id === tire.id);
  const full = !checked && tires.length >= MAX_COMPARE;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-ink-900 dark:text-gray-100">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => setPicked(tire, event.target.checked)}
        aria-describedby={full ? LIMIT_NOTE_ID : undefined}
        className="size-5 shrink-0 accent-ink-900 dark:accent-brand-400"
      />
      Compare<span className="sr-only"> {tire.label}</span>
    </label>
  );
}

/**
 * What is picked, and the link to the comparison. Sticks to the bottom of the screen while the
 * results are in view; its live region tells screen-reader users each change and the limit.
 */
export function CompareBar({ vehicleQuery = "" }: { vehicleQuery?: string }) {
  const { tires, refused } = usePicks();
  const count = tires.length;
  const announcement = refused
    ? `You can compare up to ${MAX_COMPARE} tires. Untick one to add another.`
    : count > 0
      ? `${count} of ${MAX_COMPARE} tires picked to compare.`
      : "";
  return (
    <>
      <p id={LIMIT_NOTE_ID} className="sr-only">
        You can compare up to {MAX_COMPARE} tires.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {count > 0 && (
        <section
          aria-label="Tires to compare"
          className="sticky bottom-0 z-20 -mx-4 mt-6 border-t-2 border-brand-400 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x-2 dark:bg-gray-950/95"
          data-testid="compare-bar"
        >
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-bold text-ink-900 dark:text-white" aria-hidden="true">
                {count} of {MAX_COMPARE} picked
              </p>
              {refused && (
                <p className="text-sm font-semibold text-red-700 dark:text-red-300" aria-hidden="true">
                  That&apos;s the most: untick one to add another.
                </p>
              )}
              <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-gray-700 dark:text-gray-300">
                {tires.map((tire) => (
                  <li key={tire.id} className="truncate">
                    {tire.label}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {count >= 2 ? (
                <Link
                  href={compareHref(
                    tires.map((t) => t.id),
                    vehicleQuery,
                  )}
                  className="btn-dark text-sm"
                >
                  Compare {count} tires
                </Link>
              ) : (
                <p className="text-sm text-gray-700 dark:text-gray-300">Pick one more to compare</p>
              )}
              <button
                type="button"
                onClick={clearPicks}
                className="min-h-11 rounded-lg px-3 text-sm font-semibold text-ink-900 underline underline-offset-4 dark:text-gray-100"
              >
                Clear
              </button>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
