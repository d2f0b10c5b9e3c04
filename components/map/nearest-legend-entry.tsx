"use client";

import { useLocationSelection } from "@/components/locations/location-selection";

/** Explains the ringed marker once the finder has found a nearest store. */
export function NearestLegendEntry() {
  const { nearestId } = useLocationSelection();
  if (nearestId === null) return null;
  return (
    <li className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-4 shrink-0 rounded-full border-2 border-white bg-red-600 ring-2 ring-ink-900 dark:border-gray-950 dark:ring-white"
      />
      Nearest store to your search
    </li>
  );
}
