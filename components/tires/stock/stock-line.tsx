"use client";

import { CheckIcon, ClockIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand-core";
import { CALL_FOR_AVAILABILITY_TEXT, CHOOSE_STORE_TEXT } from "@/lib/inventory/stock-text";
import type { StockView } from "@/lib/inventory/stock-view";
import { openStoreChooser } from "@/lib/locations/store-chooser";

/** Beside a line, by where the set comes from: decoration, as the words say it. */
export const SOURCE_ICON = {
  store: <CheckIcon size={16} className="mt-0.5 shrink-0 text-green-700 dark:text-green-400" />,
  warehouse: <ClockIcon size={16} className="mt-0.5 shrink-0 text-gray-700 dark:text-gray-300" />,
  "special-order": <ClockIcon size={16} className="mt-0.5 shrink-0 text-gray-700 dark:text-gray-300" />,
} as const;

/**
 * One stock line as text: a quiet placeholder until it is known, "Choose a store to see
 * availability" (opening the header's store chooser) without a store, the store's line, or its
 * phone if the stock could not be read.
 */
export function StockLineView({ view }: { view: StockView }) {
  switch (view.kind) {
    case "pending":
      return (
        <span className="flex items-center pt-0.5">
          <span
            aria-hidden="true"
            className="h-4 w-52 max-w-full rounded bg-gray-200 motion-safe:animate-pulse dark:bg-gray-800"
          />
          <span className="sr-only">Checking availability</span>
        </span>
      );
    case "choose":
      return (
        <button
          type="button"
          onClick={openStoreChooser}
          className="inline-flex items-start gap-1.5 rounded-md text-left font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300"
        >
          <PinIcon size={16} className="mt-0.5 shrink-0" />
          {CHOOSE_STORE_TEXT}
        </button>
      );
    case "ready":
      return (
        <span className="flex items-start gap-1.5 font-semibold text-ink-900 dark:text-gray-100">
          {SOURCE_ICON[view.source]}
          <span>{view.text}</span>
        </span>
      );
    case "call":
      return (
        <span className="flex items-start gap-1.5 text-gray-700 dark:text-gray-300">
          <PhoneIcon size={16} className="mt-0.5 shrink-0" />
          <span>
            {CALL_FOR_AVAILABILITY_TEXT}:{" "}
            <a
              href={telHref(view.phone)}
              className="font-semibold whitespace-nowrap underline underline-offset-2"
            >
              {view.phone}
            </a>
          </span>
        </span>
      );
  }
}
