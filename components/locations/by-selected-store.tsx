"use client";

import type { ReactNode } from "react";
import { useSelectedLocation } from "./selected-location-provider";

/**
 * Shows the server-rendered part for the visitor's chosen store, or `fallback` without one. The
 * parts arrive rendered, so a page pays for this choice, not for the markup of what it chooses.
 */
export function BySelectedStore({
  byStore,
  fallback,
}: {
  byStore: Record<number, ReactNode>;
  fallback: ReactNode;
}) {
  const { selectedLocation } = useSelectedLocation();
  return (selectedLocation && byStore[selectedLocation.id]) ?? fallback;
}
