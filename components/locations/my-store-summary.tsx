"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand-core";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";
import { locationPath } from "@/lib/locations/links";
import type { LocationHours } from "@/lib/locations/public-location";
import { useSelectedLocation } from "./selected-location-provider";

const DOT = { pending: "bg-gray-600", open: "bg-green-700", closed: "bg-red-700" } as const;

type OpeningRules = typeof import("@/lib/locations/opening-state");

/**
 * The opening-hours rules (time zones, holidays, wording), fetched once a store is chosen: every
 * page carries this header, and a first visit, which has no store yet, does not need them. Until
 * they are in (or if they cannot be fetched) the line reads "Hours and directions", as it does
 * before hydration.
 */
function useOpeningRules(wanted: boolean): OpeningRules | null {
  const [rules, setRules] = useState<OpeningRules | null>(null);
  useEffect(() => {
    if (!wanted || rules) return;
    let current = true;
    import("@/lib/locations/opening-state").then(
      (module) => current && setRules(module),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, rules]);
  return rules;
}

/**
 * The chosen store's state today and its phone, in the header's top bar; the state links to the
 * store's page. Its row is kept free before hydration when a store is remembered (the
 * `data-my-store` mark set in <head>), so the page does not move when it fills in. On a phone the
 * row has room for three lines: a holiday's state ("Closed today for Thanksgiving Friday · opens
 * Monday 7:30 AM") takes two above the phone number.
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
  const rules = useOpeningRules(Boolean(store));
  const state =
    store && rules && now !== null ? rules.openingState(store.openingHours, store.timeZone, now) : null;
  return (
    <div
      data-testid="my-store-summary"
      className={`${store ? "flex" : "hidden [html[data-my-store]_&]:flex"} min-h-12 flex-wrap items-center justify-center gap-x-4 text-xs sm:min-h-8 font-semibold sm:text-sm ${className}`}
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
            {state && rules ? rules.describeOpeningState(state) : "Hours and directions"}
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
