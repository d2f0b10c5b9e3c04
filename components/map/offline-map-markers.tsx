"use client";

import { useCallback, useId, useRef, useState } from "react";
import { useLocationSelection } from "@/components/locations/location-selection";
import { CloseIcon } from "@/components/ui/icons";
import { useDismiss } from "@/lib/hooks/use-dismiss";
import type { MapLocation } from "@/lib/map/map-location";
import { LocationPopupContent } from "./location-popup";
import { MARKER_SHAPE_CLASS, markerKind } from "./marker-styles";

export interface PositionedLocation {
  location: MapLocation;
  /** Marker position as a percentage of the map's width and height. */
  left: number;
  top: number;
}

/**
 * The offline map's markers: real buttons (named after the location, operable by keyboard),
 * each opening one popup at a time. Escape, the close button or a click elsewhere closes it.
 */
export function OfflineMapMarkers({ markers }: { markers: readonly PositionedLocation[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const { select, nearestId } = useLocationSelection();
  const openItemRef = useRef<HTMLLIElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const idPrefix = useId();
  const close = useCallback(() => setOpenId(null), []);
  useDismiss(openItemRef, openId !== null, close, openButtonRef);

  function toggle(id: number) {
    if (openId === id) {
      setOpenId(null);
      return;
    }
    setOpenId(id);
    select(id);
  }

  return (
    <ul aria-label="Locations on the map" className="absolute inset-0">
      {markers.map(({ location, left, top }) => {
        const open = openId === location.id;
        const nearest = nearestId === location.id;
        const popupId = `${idPrefix}-popup-${location.id}`;
        return (
          <li
            key={location.id}
            ref={open ? openItemRef : undefined}
            className={`absolute ${open ? "z-30" : nearest ? "z-20" : "z-10"}`}
            style={{ left: `${left}%`, top: `${top}%` }}
          >
            {nearest && (
              // The finder's result says the same in words; this tag is for the eye.
              <span
                aria-hidden="true"
                className="absolute bottom-5 left-0 -translate-x-1/2 rounded bg-ink-900 px-1.5 py-0.5 text-xs font-bold whitespace-nowrap text-white shadow dark:bg-white dark:text-ink-900"
              >
                Nearest
              </span>
            )}
            <button
              ref={open ? openButtonRef : undefined}
              type="button"
              aria-label={location.name}
              title={location.name}
              aria-expanded={open}
              // Only point at the popup while it exists.
              aria-controls={open ? popupId : undefined}
              onClick={() => toggle(location.id)}
              data-kind={markerKind(location)}
              data-nearest={nearest || undefined}
              className={`absolute top-0 left-0 block size-6 -translate-x-1/2 -translate-y-1/2 cursor-pointer border-2 border-white shadow-md transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink-900 aria-expanded:scale-125 dark:border-gray-950 dark:focus-visible:outline-white ${MARKER_SHAPE_CLASS[markerKind(location)]} ${nearest ? "ring-4 ring-ink-900 dark:ring-white" : ""}`}
            />
            {open && (
              <div
                id={popupId}
                role="dialog"
                aria-labelledby={`${popupId}-name`}
                className={`card absolute w-64 max-w-[calc(100vw-2rem)] p-4 shadow-xl ${popupPlacement(left, top)}`}
              >
                <LocationPopupContent location={location} headingId={`${popupId}-name`} />
                <button
                  type="button"
                  onClick={() => {
                    close();
                    openButtonRef.current?.focus();
                  }}
                  className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
                >
                  <CloseIcon size={18} />
                  <span className="sr-only">Close {location.name} details</span>
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Opens the popup towards the middle of the map so it stays on screen wherever the marker is. */
function popupPlacement(left: number, top: number): string {
  const horizontal = left < 35 ? "-left-5" : left > 65 ? "-right-5" : "left-0 -translate-x-1/2";
  const vertical = top > 50 ? "bottom-5" : "top-5";
  return `${horizontal} ${vertical}`;
}
