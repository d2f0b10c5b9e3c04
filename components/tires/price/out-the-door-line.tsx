"use client";

import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { formatPrice } from "@/lib/core/price";

/**
 * One line under a set's price: what it comes to out the door at the visitor's store, with the
 * state's tire fee and sales tax. Without a chosen store it shows `fallback` (or nothing), since the
 * fee and the tax depend on the store.
 */
export function OutTheDoorLine({
  totals,
  className = "",
  fallback = null,
}: {
  /** The estimated total by store id (lib/tires/store-estimates.ts). */
  totals: Record<number, number>;
  className?: string;
  fallback?: string | null;
}) {
  const { selectedLocation } = useSelectedLocation();
  const total = selectedLocation ? totals[selectedLocation.id] : undefined;
  if (total === undefined || !selectedLocation)
    return fallback ? <p className={className}>{fallback}</p> : null;
  return <OutTheDoorText total={total} storeName={selectedLocation.name} className={className} />;
}

/** The line's words, for islands that already know the store (a size page card's stock line). */
export function OutTheDoorText({
  total,
  storeName,
  className = "",
}: {
  total: number;
  storeName: string;
  className?: string;
}) {
  return (
    <p className={className} data-testid="out-the-door-line">
      About <strong>{formatPrice(total)}</strong> out the door at {storeName} (estimate with fees and tax)
    </p>
  );
}
