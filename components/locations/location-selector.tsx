"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from "react";
import { useDismiss } from "@/lib/hooks/use-dismiss";
import type { SelectedLocation } from "@/lib/locations/public-location";
import { OPEN_STORE_CHOOSER_EVENT } from "@/lib/locations/store-chooser";
import { ChevronDownIcon, PinIcon } from "@/components/ui/icons";
import type { LocationListProps } from "./location-list";
import { LocationsFailed, LocationsLoading } from "./location-list-messages";
import { useSelectedLocation } from "./selected-location-provider";

/**
 * The header's store picker: the stores that take appointments, by state and then city, each
 * with a link to its page. The list (location-list.tsx) and its script are fetched the first time
 * it opens (the script already when a pointer or the focus reaches the button), so pages that
 * never open it neither ask for the stores nor carry the list's code; the chosen store itself is
 * remembered locally.
 */
export function LocationSelector() {
  const { selectedLocation, setSelectedLocation } = useSelectedLocation();
  const [open, setOpen] = useState(false);
  const [List, setList] = useState<ComponentType<LocationListProps> | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const loading = useRef(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close, buttonRef);

  const loadList = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setListFailed(false);
    import("./location-list").then(
      (module) => setList(() => module.LocationList),
      () => {
        // Offline or a failed script: said in the panel; the next opening tries again.
        loading.current = false;
        setListFailed(true);
      },
    );
  }, []);

  // "Choose a store" elsewhere on the page (a tire's stock line) opens this list: the page goes
  // up to it and focus moves to its button, which then reads as expanded.
  useEffect(() => {
    function openFromPage() {
      loadList();
      setOpen(true);
      window.scrollTo({ top: 0 });
      buttonRef.current?.focus();
    }
    window.addEventListener(OPEN_STORE_CHOOSER_EVENT, openFromPage);
    return () => window.removeEventListener(OPEN_STORE_CHOOSER_EVENT, openFromPage);
  }, [loadList]);

  function toggle() {
    loadList();
    setOpen((o) => !o);
  }

  function choose(location: SelectedLocation) {
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
        onPointerEnter={loadList}
        onFocus={loadList}
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
            {List ? (
              <List selectedId={selectedLocation?.id ?? null} onChoose={choose} onLeave={close} />
            ) : listFailed ? (
              <LocationsFailed />
            ) : (
              <LocationsLoading />
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
