"use client";

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

/**
 * What the /locations page has in focus: the location picked on the map (its card lights up)
 * and the nearest store found by the finder (its marker stands out). Separate from the
 * site-wide "My Store", which only changes when the visitor says so.
 */
interface LocationSelectionValue {
  selectedId: number | null;
  select: (id: number) => void;
  nearestId: number | null;
  setNearest: (id: number | null) => void;
}

const LocationSelectionContext = createContext<LocationSelectionValue | null>(null);

export function LocationSelectionProvider({ children }: { children: ReactNode }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [nearestId, setNearestId] = useState<number | null>(null);
  const value = useMemo<LocationSelectionValue>(
    () => ({ selectedId, select: setSelectedId, nearestId, setNearest: setNearestId }),
    [selectedId, nearestId],
  );
  return <LocationSelectionContext.Provider value={value}>{children}</LocationSelectionContext.Provider>;
}

const noSelection: LocationSelectionValue = {
  selectedId: null,
  select: () => {},
  nearestId: null,
  setNearest: () => {},
};

/** Outside the provider (a map on another page) picking a marker simply selects nothing. */
export function useLocationSelection(): LocationSelectionValue {
  return useContext(LocationSelectionContext) ?? noSelection;
}

interface SelectableCardProps {
  locationId: number;
  id: string;
  labelledBy: string;
  className: string;
  children: ReactNode;
}

/**
 * A location card that lights up when its marker is picked on the map. It does not scroll to
 * itself: the visitor is looking at the map and the popup that just opened, and the cards are
 * far below on a phone; the popup links to the location's page instead.
 */
export function SelectableCard({ locationId, id, labelledBy, className, children }: SelectableCardProps) {
  const { selectedId } = useLocationSelection();
  const selected = selectedId === locationId;
  return (
    <article
      id={id}
      aria-labelledby={labelledBy}
      aria-current={selected || undefined}
      data-selected={selected || undefined}
      className={`${className} transition-shadow ${selected ? "ring-4 ring-brand-400 dark:ring-brand-300" : ""}`}
    >
      {children}
    </article>
  );
}
