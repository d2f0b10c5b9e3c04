"use client";

import { CheckIcon, PinIcon } from "@/components/ui/icons";
import type { SelectedLocation } from "@/lib/locations/public-location";
import { useSelectedLocation } from "./selected-location-provider";

/** The button's classes: its size, and its look when it is the visitor's store or another. */
export interface StoreButtonTone {
  size: string;
  mine: string;
  other: string;
}

// The other tone (store-button-tones.ts) is handed in by the server page that uses it, so every
// page with this button does not carry its classes.
const LIGHT: StoreButtonTone = {
  size: "px-4 py-2 text-sm",
  mine: "border-green-700 bg-green-50 text-green-800 dark:border-green-400 dark:bg-green-950 dark:text-green-300",
  other:
    "border-gray-300 text-ink-900 hover:border-ink-900 dark:border-gray-600 dark:text-gray-100 dark:hover:border-gray-300",
};

/**
 * Makes this store the visitor's store for the whole site (header selector, scheduler
 * preselection). Once chosen, the button says so.
 */
export function SetMyStoreButton({
  location,
  tone = LIGHT,
}: {
  location: SelectedLocation;
  tone?: StoreButtonTone;
}) {
  const { selectedLocation, setSelectedLocation } = useSelectedLocation();
  const isMine = selectedLocation?.id === location.id;
  return (
    <button
      type="button"
      onClick={() => setSelectedLocation(location)}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 font-semibold transition-colors ${tone.size} ${
        isMine ? tone.mine : tone.other
      }`}
    >
      {isMine ? <CheckIcon size={18} /> : <PinIcon size={18} />}
      {isMine ? "My Store" : "Set as My Store"}
      <span className="sr-only">: {location.name}</span>
    </button>
  );
}
