"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { useDismiss } from "@/lib/hooks/use-dismiss";
import { cachedReadOptions, jsonFetcher } from "@/lib/http/fetch-json";
import { locationPath } from "@/lib/locations/links";
import { byStateThenCity, type PublicLocation } from "@/lib/locations/public-location";
import { OPEN_STORE_CHOOSER_EVENT } from "@/lib/locations/store-chooser";
import { ChevronDownIcon, PinIcon } from "@/components/ui/icons";
import { useSelectedLocation } from "./selected-location-provider";

/**
 * The header's store picker: the stores that take appointments, by state and then city, each
 * with a link to its page. The list is fetched the first time it opens, so pages that never
 * open it make no request; the chosen store itself is remembered locally.
 */
export function LocationSelector() {
  const { selectedLocation, setSelectedLocation } = useSelectedLocation();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close, buttonRef);

  // "Choose a store" elsewhere on the page (a tire's stock line) opens this list: the page goes
  // up to it and focus moves to its button, which then reads as expanded.
  useEffect(() => {
    function openFromPage() {
      setEverOpened(true);
      setOpen(true);
      window.scrollTo({ top: 0 });
      buttonRef.current?.focus();
    }
    window.addEventListener(OPEN_STORE_CHOOSER_EVENT, openFromPage);
    return () => window.removeEventListener(OPEN_STORE_CHOOSER_EVENT, openFromPage);
  }, []);

  const { data, error, isLoading } = useSWR<PublicLocation[]>(
    everOpened ? "/api/locations" : null,
    jsonFetcher,
    cachedReadOptions,
  );

  const stores = useMemo(() => data?.filter((l) => l.bookable).sort(byStateThenCity), [data]);

  function toggle() {
    setEverOpened(true);
    setOpen((o) => !o);
  }

  function choose(location: PublicLocation) {
    setSelectedLocation(location);
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    // On phones the button sits in the middle of the top bar: the panel then spans the header (the
    // nearest positioned box) instead of hanging off the button, which pushed it off screen.
    <div ref={containerRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        className="inline-flex min-h-9 max-w-[60vw] items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-ink-900 hover:bg-black/10 sm:max-w-none"
        data-testid="location-selector"
      >
        <PinIcon size={16} className="shrink-0" />
        <span className="sr-only">My store: </span>
        <span className="truncate">{selectedLocation ? selectedLocation.name : "Select a Location"}</span>
        <ChevronDownIcon open={open} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-4 z-50 mt-2 overflow-hidden sm:inset-x-auto sm:right-0 sm:w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-gray-200 bg-white text-gray-900 shadow-xl dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="max-h-[60vh] overflow-y-auto p-2">
            {isLoading && <p className="p-3 text-sm text-gray-600 dark:text-gray-300">Loading locations…</p>}
            {error && (
              <p role="alert" className="p-3 text-sm text-red-700 dark:text-red-400">
                Error loading locations.
              </p>
            )}
            {stores && (
              <ul aria-label="Locations" className="space-y-1">
                {stores.map((location) => {
                  const selected = selectedLocation?.id === location.id;
                  return (
                    <li
                      key={location.id}
                      className={`flex items-stretch rounded-lg ${selected ? "bg-brand-100 dark:bg-gray-800" : ""}`}
                    >
                      <button
                        type="button"
                        onClick={() => choose(location)}
                        aria-pressed={selected}
                        className="min-w-0 flex-1 rounded-lg p-3 text-left hover:bg-brand-50 focus-visible:bg-brand-50 dark:hover:bg-gray-800 dark:focus-visible:bg-gray-800"
                      >
                        <span className="block font-semibold">{location.name}</span>
                        <span className="block text-sm text-gray-600 dark:text-gray-300">
                          {location.address}
                        </span>
                        <span className="block text-sm text-gray-600 dark:text-gray-300">
                          {location.city}, {location.state} {location.zip}
                        </span>
                      </button>
                      <Link
                        href={locationPath(location)}
                        onClick={close}
                        className="flex shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-ink-900 underline underline-offset-2 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-gray-800"
                      >
                        Details<span className="sr-only"> of the {location.name} store</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className="border-t border-gray-200 p-2 dark:border-gray-700">
            <Link
              href="/find-us"
              onClick={close}
              className="block rounded-lg p-3 text-center text-sm font-semibold text-ink-900 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-gray-800"
            >
              View All Locations
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
