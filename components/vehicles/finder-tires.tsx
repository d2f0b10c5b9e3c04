import Link from "next/link";
import { lazy, Suspense } from "react";
import { PRICE_TIER_LABELS, PRICE_TIERS } from "@/data/tires/passenger/tiers";
import type { StoreTimeZones } from "@/lib/inventory/stock-stores";
import type { TireResult } from "@/lib/tires/search";
import { installationScheduleHref } from "@/lib/scheduling/schedule-link-parts";
import { productHref } from "@/lib/tires/product-link";
import { installedSetPrice } from "@/lib/tires/set-price";
import type { VehicleChoice } from "./use-vehicle-options";
import { formatPrice } from "@/lib/core/price";

// Loaded with the first results (React's lazy, lighter than next/dynamic), so the home page's
// finder and a /tires visit without a search do not carry it; the fallback keeps the line's room.
const LazyStockLine = lazy(() => import("@/components/tires/stock/lazy-stock-line"));

/** The lowest-priced tire of each price tier: a value, a mid-range and a premium choice where the size has them. */
export function tirePicks(results: readonly TireResult[]): TireResult[] {
  return PRICE_TIERS.flatMap((tier) => {
    const inTier = results.filter((r) => r.tier === tier).sort((a, b) => a.price - b.price);
    return inTier[0] ? [inTier[0]] : [];
  });
}

/**
 * A few tires in the vehicle's size right under the finder, each priced per tire and as a set of
 * 4 installed, with its installation link (the size result above links every tire in the size).
 * Given the stores' time zones (on /tires), each also shows its stock at the visitor's store.
 */
export function FinderTires({
  results,
  size,
  vehicle,
  stockTimeZones,
}: {
  results: readonly TireResult[];
  size: string;
  vehicle: VehicleChoice;
  stockTimeZones?: StoreTimeZones;
}) {
  const picks = tirePicks(results);
  if (picks.length === 0) return null;
  const searched = { ...vehicle, year: Number(vehicle.year) };
  const pickIds = picks.map((tire) => tire.id);
  return (
    <div className="mt-5" data-testid="finder-tires">
      <p className="font-semibold text-ink-900 dark:text-white">
        {results.length} tires in {size}, from {formatPrice(Math.min(...results.map((r) => r.price)))} each
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3">
        {picks.map((tire) => (
          <li key={tire.id} className="card flex flex-col gap-1 p-4">
            <span className="text-xs font-bold tracking-wider text-gray-600 uppercase dark:text-gray-400">
              {PRICE_TIER_LABELS[tire.tier]}
            </span>
            <Link
              href={productHref(tire.url, searched)}
              className="font-bold text-ink-900 underline-offset-4 hover:underline dark:text-white"
            >
              {tire.brand} {tire.name}
            </Link>
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {formatPrice(tire.price)} each · {formatPrice(installedSetPrice(tire.price))} for 4 installed
            </span>
            {stockTimeZones && (
              <Suspense fallback={<div className="mt-1 min-h-10" />}>
                <LazyStockLine
                  offerId={tire.id}
                  offerIds={pickIds}
                  timeZones={stockTimeZones}
                  className="mt-1"
                />
              </Suspense>
            )}
            <Link
              href={installationScheduleHref(tire.id, searched)}
              className="mt-auto pt-2 text-sm font-semibold underline"
            >
              Schedule Installation
              <span className="sr-only">
                : {tire.brand} {tire.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
