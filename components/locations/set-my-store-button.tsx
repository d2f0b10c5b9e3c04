"use client";

import { CheckIcon, PinIcon } from "@/components/ui/icons";
import type { SelectedLocation } from "@/lib/locations/public-location";
import { useSelectedLocation } from "./selected-location-provider";

/**
 * Makes this store the visitor's store for the whole site (header selector, scheduler
 * preselection). Once chosen, the button says so.
 */
export function SetMyStoreButton({ location }: { location: SelectedLocation }) {
  const { selectedLocation, setSelectedLocation } = useSelectedLocation();
  const isMine = selectedLocation?.id === location.id;
  return (
    <button
      type="button"
      onClick={() => setSelectedLocation(location)}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-4 py-2 text-sm font-semibold transition-colors ${
        isMine
          ? "border-green-700 bg-green-50 text-green-800 dark:border-green-400 dark:bg-green-950 dark:text-green-300"
          : "border-gray-300 text-ink-900 hover:border-ink-900 dark:border-gray-600 dark:text-gray-100 dark:hover:border-gray-300"
      }`}
    >
      {isMine ? <CheckIcon size={18} /> : <PinIcon size={18} />}
      {isMine ? "My Store" : "Set as My Store"}
      <span className="sr-only">: {location.name}</span>
    </button>
  );
}
