import { VEHICLE_PARAMS } from "@/lib/scheduling/schedule-link";
import type { VehicleSearch } from "./search";
import { TIRES_PER_SET } from "./set-price";

/** The bookable service tires are installed under, named exactly as data/scheduler-services.ts names it. */
export const TIRE_INSTALLATION_SERVICE = "Tire Sales & Installation";

/** A vehicle as a search (year as a number) or as a link carried it (year as text). */
type CarriedVehicle = Omit<VehicleSearch, "year"> & { year: number | string };

/**
 * The vehicle's query parts under the names the scheduler reads (`vehicleYear`…, see
 * lib/scheduling/schedule-link.ts), encoded with encodeURIComponent (spaces as %20, never "+").
 * Empty without a vehicle; an empty trim is left out.
 */
function vehicleParts(vehicle: CarriedVehicle | null | undefined): string[] {
  if (!vehicle) return [];
  const fields = { year: String(vehicle.year), make: vehicle.make, model: vehicle.model, trim: vehicle.trim };
  return (Object.entries(VEHICLE_PARAMS) as [keyof typeof fields, string][]).flatMap(([field, name]) => {
    const value = fields[field];
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  });
}

/**
 * `/schedule?service=Tire%20Sales%20%26%20Installation&tire={id}&qty=4`, plus the vehicle when
 * the customer searched by one, so the scheduler can fill both in. Without a tire, the service
 * and vehicle only.
 */
export function installationScheduleHref(tireId: string | null, vehicle?: CarriedVehicle | null): string {
  const parts = [`service=${encodeURIComponent(TIRE_INSTALLATION_SERVICE)}`];
  if (tireId) parts.push(`tire=${encodeURIComponent(tireId)}`, `qty=${TIRES_PER_SET}`);
  return `/schedule?${[...parts, ...vehicleParts(vehicle)].join("&")}`;
}

/**
 * A product page's address carrying the vehicle the customer searched by, so the page's
 * "Schedule Installation" can pass it on. The page itself is the same for every vehicle (it
 * stays prerendered); only its installation link reads the vehicle.
 */
export function productHref(productUrl: string, vehicle?: CarriedVehicle | null): string {
  const query = carriedVehicleQuery(vehicle);
  return query ? `${productUrl}?${query}` : productUrl;
}

/**
 * The vehicle alone as a query under the scheduler's names (`vehicleYear=2019&vehicleMake=Honda…`),
 * "" without one. Size pages read the vehicle under the search's names instead (lib/tires/vehicle-query.ts).
 */
export function carriedVehicleQuery(vehicle?: CarriedVehicle | null): string {
  return vehicleParts(vehicle).join("&");
}
