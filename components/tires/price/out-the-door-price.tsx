"use client";

import { useId, useState } from "react";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { formatPrice } from "@/lib/core/price";
import type { StoreEstimates } from "@/lib/tires/store-estimates";

/**
 * The price to expect at the counter for the set: tires, installation, the state's tire fee, sales
 * tax at the visitor's store, and road-hazard cover if they want it. The estimates for every store
 * come from the server; this shows the chosen store's, or the range across stores without one.
 */
export function OutTheDoorPrice({
  quantity,
  estimates,
}: {
  quantity: number;
  estimates: Record<number, StoreEstimates>;
}) {
  const { selectedLocation } = useSelectedLocation();
  const [cover, setCover] = useState(false);
  const coverId = useId();
  const chosen = selectedLocation ? estimates[selectedLocation.id] : undefined;

  if (!chosen || !selectedLocation) {
    const totals = Object.values(estimates).map((e) => e.plain.total);
    return (
      <div
        className="mt-4 border-t border-gray-300 pt-3 text-sm dark:border-gray-700"
        data-testid="out-the-door"
      >
        <p className="font-bold text-ink-900 dark:text-white">
          Out the door for {quantity}: {formatPrice(Math.min(...totals))} to{" "}
          {formatPrice(Math.max(...totals))}
        </p>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          With each state&apos;s tire fee and sales tax, depending on the store. Choose your store at the top
          of the page for its price.
        </p>
      </div>
    );
  }

  const estimate = cover ? chosen.withCover : chosen.plain;
  const coverLine = chosen.withCover.extras.find(
    (line) => !chosen.plain.extras.some((l) => l.label === line.label),
  );
  return (
    <div
      className="mt-4 border-t border-gray-300 pt-3 text-sm dark:border-gray-700"
      data-testid="out-the-door"
    >
      <table className="w-full">
        <caption className="text-left font-bold text-ink-900 dark:text-white">
          Out the door at {selectedLocation.name}
        </caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1 text-left font-normal text-gray-700 dark:text-gray-300">
              Set of {quantity} installed
            </th>
            <td className="py-1 text-right tabular-nums">{formatPrice(estimate.installed)}</td>
          </tr>
          {estimate.extras.map((line) => (
            <tr key={line.label}>
              <th scope="row" className="py-1 text-left font-normal text-gray-700 dark:text-gray-300">
                {line.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatPrice(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1 text-left font-normal text-gray-700 dark:text-gray-300">
              Sales tax ({estimate.taxRatePercent}%)
            </th>
            <td className="py-1 text-right tabular-nums">{formatPrice(estimate.tax)}</td>
          </tr>
          <tr className="border-t border-gray-300 dark:border-gray-700">
            <th scope="row" className="pt-2 text-left font-bold text-ink-900 dark:text-white">
              Estimated total
            </th>
            <td
              className="pt-2 text-right text-lg font-black text-ink-900 tabular-nums dark:text-white"
              data-testid="out-the-door-total"
            >
              {formatPrice(estimate.total)}
            </td>
          </tr>
        </tbody>
      </table>
      {coverLine && (
        <div className="mt-2 flex min-h-11 items-center gap-2">
          <input
            id={coverId}
            type="checkbox"
            checked={cover}
            onChange={(event) => setCover(event.target.checked)}
            className="size-5 accent-ink-900"
          />
          <label htmlFor={coverId} className="text-gray-800 dark:text-gray-200">
            Add road-hazard cover ({formatPrice(coverLine.amount)} for {quantity})
          </label>
        </div>
      )}
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{estimate.note}</p>
    </div>
  );
}
