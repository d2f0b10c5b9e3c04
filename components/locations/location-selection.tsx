"use client";

import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/**
 * Which location the visitor picked on the /locations map. The map reports it here; the
 * location cards (server-rendered, each wrapped in a SelectableCard) highlight and scroll to
 * it. Separate from the site-wide "My Store", which only changes when the visitor says so.
 */
interface Selection {
  id: number;
  /** Bumped on every pick, so choosing the same marker again still scrolls to its card. */
  sequence: number;
}

interface LocationSelectionValue {
  selection: Selection | null;
  select: (id: number) => void;
}

const LocationSelectionContext = createContext<LocationSelectionValue | null>(null);

export function LocationSelectionProvider({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const value = useMemo<LocationSelectionValue>(
    () => ({
      selection,
      select: (id) => setSelection((current) => ({ id, sequence: (current?.sequence ?? 0) + 1 })),
    }),
    [selection],
  );
  return <LocationSelectionContext.Provider value={value}>{children}</LocationSelectionContext.Provider>;
}

const noSelection: LocationSelectionValue = { selection: null, select: () => {} };

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

/** A location card that lights up and scrolls into view when its marker is picked on the map. */
export function SelectableCard({ locationId, id, labelledBy, className, children }: SelectableCardProps) {
  const { selection } = useLocationSelection();
  const ref = useRef<HTMLElement>(null);
  const selected = selection?.id === locationId;
  const sequence = selected ? selection.sequence : 0;

  useEffect(() => {
    if (!sequence) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ref.current?.scrollIntoView({ block: "nearest", behavior: reduceMotion ? "auto" : "smooth" });
  }, [sequence]);

  return (
    <article
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      data-selected={selected || undefined}
      className={`${className} transition-shadow ${selected ? "ring-4 ring-brand-400 dark:ring-brand-300" : ""}`}
    >
      {children}
    </article>
  );
}
