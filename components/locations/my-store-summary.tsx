"use client";

import Link from "next/link";
import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";
import { locationPath } from "@/lib/locations/links";
import { describeOpeningState, openingState } from "@/lib/locations/opening-state";
import type { LocationHours } from "@/lib/locations/public-location";
import { useSelectedLocation } from "./selected-location-provider";

const DOT = { pending: "bg-gray-600", open: "bg-green-700", closed: "bg-red-700" } as const;

/**
 * The chosen store's state today and its phone, in the header's top bar; the state links to the
 * store's page. Its row is kept free before hydration when a store is remembered (the
 * `data-my-store` mark set in <head>), so the page does not move when it fills in.
 */
export function MyStoreSummary({
  hours,
  className = "",
}: {
  hours: readonly LocationHours[];
  className?: string;
}) {
  const { selectedLocation } = useSelectedLocation();
  const now = useCurrentMinute();
  const store = selectedLocation && hours.find((h) => h.id === selectedLocation.id);
  const state = store && now !== null ? openingState(store.openingHours, store.timeZone, now) : null;
  return (
    <div
      data-testid="my-store-summary"
      className={`${store ? "flex" : "hidden [html[data-my-store]_&]:flex"} min-h-10 flex-wrap items-center justify-center gap-x-4 text-xs sm:min-h-8 font-semibold sm:text-sm ${className}`}
    >
      {selectedLocation && store && (
        <>
          <Link
            href={locationPath(store)}
            className="inline-flex items-center gap-1.5 rounded-md underline decoration-1 underline-offset-2 hover:decoration-2"
          >
            <span
              aria-hidden="true"
              className={`size-2 shrink-0 rounded-full ${DOT[state?.status ?? "pending"]}`}
            />
            <span className="sr-only">{selectedLocation.name} store: </span>
            {state ? describeOpeningState(state) : "Hours and directions"}
          </Link>
          <a href={telHref(selectedLocation.phone)} className="inline-flex items-center gap-1 rounded-md">
            <PhoneIcon size={14} />
            {selectedLocation.phone}
          </a>
        </>
      )}
    </div>
  );
}
