"use client";

import { CheckIcon, PinIcon } from "@/components/ui/icons";
import type { SelectedLocation } from "@/lib/locations/public-location";
import { useSelectedLocation } from "./selected-location-provider";

const TONES = {
  light: {
    size: "px-4 py-2 text-sm",
    mine: "border-green-700 bg-green-50 text-green-800 dark:border-green-400 dark:bg-green-950 dark:text-green-300",
    other:
      "border-gray-300 text-ink-900 hover:border-ink-900 dark:border-gray-600 dark:text-gray-100 dark:hover:border-gray-300",
  },
  // On the dark banner of a store page.
  dark: {
    // As large as the banner's other buttons.
    size: "px-5 py-2.5 text-base",
    mine: "border-green-400 bg-green-950 text-green-200",
    other: "border-white/70 text-white hover:border-white hover:bg-white/10",
  },
} as const;

/**
 * Makes this store the visitor's store for the whole site (header selector, scheduler
 * preselection). Once chosen, the button says so.
 */
export function SetMyStoreButton({
  location,
  tone = "light",
}: {
  location: SelectedLocation;
  tone?: keyof typeof TONES;
}) {
  const { selectedLocation, setSelectedLocation } = useSelectedLocation();
  const isMine = selectedLocation?.id === location.id;
  return (
    <button
      type="button"
      onClick={() => setSelectedLocation(location)}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 font-semibold transition-colors ${TONES[tone].size} ${
        isMine ? TONES[tone].mine : TONES[tone].other
      }`}
    >
      {isMine ? <CheckIcon size={18} /> : <PinIcon size={18} />}
      {isMine ? "My Store" : "Set as My Store"}
      <span className="sr-only">: {location.name}</span>
    </button>
  );
}
