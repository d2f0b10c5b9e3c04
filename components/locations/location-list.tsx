"use client";

import Link from "next/link";
import { useMemo } from "react";
import { cachedReadOptions, fetchJson } from "@/lib/http/fetch-json";
import { useSharedRead } from "@/lib/http/use-shared-read";
import { locationPath } from "@/lib/locations/links";
import { byStateThenCity, type PublicLocation } from "@/lib/locations/public-location";
import { LocationsFailed, LocationsLoading } from "./location-list-messages";

const LOCATIONS_PATH = "/api/locations";
const readLocations = () => fetchJson<PublicLocation[]>(LOCATIONS_PATH);

export interface LocationListProps {
  selectedId: number | null;
  onChoose: (location: PublicLocation) => void;
  /** A store's page was opened from the list. */
  onLeave: () => void;
}

/**
 * The header store picker's list: the stores that take appointments, by state and then city,
 * each with a link to its page. Loaded with its script the first time the picker opens.
 */
export function LocationList({ selectedId, onChoose, onLeave }: LocationListProps) {
  const { data, error, isLoading } = useSharedRead(
    LOCATIONS_PATH,
    readLocations,
    cachedReadOptions.dedupingInterval,
  );
  const stores = useMemo(() => data?.filter((l) => l.bookable).sort(byStateThenCity), [data]);
  return (
    <>
      {isLoading && <LocationsLoading />}
      {Boolean(error) && <LocationsFailed />}
      {stores && (
        <ul aria-label="Locations" className="space-y-1">
          {stores.map((location) => {
            const selected = selectedId === location.id;
            return (
              <li
                key={location.id}
                className={`flex items-stretch rounded-lg ${selected ? "bg-brand-100 dark:bg-gray-800" : ""}`}
              >
                <button
                  type="button"
                  onClick={() => onChoose(location)}
                  aria-pressed={selected}
                  className="min-w-0 flex-1 rounded-lg p-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
                >
                  <span className="block font-semibold">{location.name}</span>
                  <span className="block text-sm text-gray-600 dark:text-gray-300">{location.address}</span>
                  <span className="block text-sm text-gray-600 dark:text-gray-300">
                    {location.city}, {location.state} {location.zip}
                  </span>
                </button>
                <Link
                  href={locationPath(location)}
                  onClick={onLeave}
                  className="flex shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-ink-900 underline underline-offset-2 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-gray-800"
                >
                  Details<span className="sr-only"> of the {location.name} store</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
