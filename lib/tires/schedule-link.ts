import type { VehicleSearch } from "./search";
import { TIRES_PER_SET } from "./set-price";
import { vehicleQuery } from "./vehicle-query";

/** The bookable service tires are installed under, named exactly as data/scheduler-services.ts names it. */
export const TIRE_INSTALLATION_SERVICE = "Tire Sales & Installation";

/**
 * `/schedule?service=Tire%20Sales%20%26%20Installation&tire={id}&qty=4`, plus the vehicle when
 * the customer searched by one, so the scheduler can fill both in. Without a tire, the service
 * and vehicle only. Encoded with encodeURIComponent (spaces as %20, never "+"), the way every
 * schedule link on the site is written.
 */
export function installationScheduleHref(tireId: string | null, vehicle?: VehicleSearch | null): string {
  const parts = [`service=${encodeURIComponent(TIRE_INSTALLATION_SERVICE)}`];
  if (tireId) parts.push(`tire=${encodeURIComponent(tireId)}`, `qty=${TIRES_PER_SET}`);
  if (vehicle) parts.push(vehicleQuery(vehicle));
  return `/schedule?${parts.join("&")}`;
}
