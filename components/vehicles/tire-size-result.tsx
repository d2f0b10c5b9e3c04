import Link from "next/link";
import { describeVehicle, scheduleHref } from "@/lib/scheduling/schedule-link";
import { parseSizeQuery, sizeSlug } from "@/lib/tires/size";
import { vehicleQuery } from "@/lib/tires/vehicle-query";
import type { TireSizeLookup } from "@/lib/vehicles/catalog";
import type { VehicleChoice } from "./use-vehicle-options";

const SOURCE_TEXT: Record<TireSizeLookup["source"], string> = {
  trim: "The factory size for this trim.",
  model: "The standard size for this model; some trims and packages use a different size.",
  class: "An estimate for this type of vehicle; we don't have factory data for this model.",
  default: "A common size only; we couldn't match this vehicle.",
};

/** The results page for a looked-up size, naming the vehicle; null if the size cannot be read. */
export function sizeResultsHref(size: string, vehicle: VehicleChoice): string | null {
  const parsed = parseSizeQuery(size);
  return parsed.ok
    ? `/tires/size/${sizeSlug(parsed.size)}?${vehicleQuery({ ...vehicle, year: Number(vehicle.year) })}`
    : null;
}

/**
 * A looked-up tire size, how sure we are of it, and what to do next. The size page link names the
 * vehicle, so the tires listed there book installation for it.
 */
export function TireSizeResult({ vehicle, result }: { vehicle: VehicleChoice; result: TireSizeLookup }) {
  // Every size the lookup can answer with has a size page (the catalog's data test sees to it).
  const sizeHref = sizeResultsHref(result.size, vehicle);
  return (
    <div
      className="rounded-xl border-2 border-brand-400 bg-brand-50 p-5 text-ink-900 dark:bg-gray-800 dark:text-gray-100"
      data-testid="tire-size-result"
    >
      <p className="text-sm font-semibold">Tire size for your {describeVehicle(vehicle)}</p>
      <p className="mt-1 font-mono text-3xl font-black tracking-wide">{result.size}</p>
      <p className="mt-2 text-sm" data-source={result.source}>
        {SOURCE_TEXT[result.source]} Please confirm it on the placard inside the driver&apos;s door jamb or on
        your current tires&apos; sidewall.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {sizeHref && (
          <Link href={sizeHref} className="btn-dark text-sm">
            Shop {result.size} Tires
          </Link>
        )}
        {/* Scheduling starts with this vehicle filled in. */}
        <Link href={scheduleHref({ vehicle })} className="btn-outline-dark text-sm">
          Schedule Service
        </Link>
        <Link href="/locations" className="btn-outline-dark text-sm">
          Find a Store
        </Link>
      </div>
    </div>
  );
}
