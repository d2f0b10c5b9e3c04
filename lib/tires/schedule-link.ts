import { VEHICLE_PARAMS } from "@/lib/scheduling/schedule-link";
import type { VehicleSearch } from "./search";
import { TIRES_PER_SET } from "./set-price";

/** The bookable service tires are installed under, named exactly as data/scheduler-services.ts names it. */
export const TIRE_INSTALLATION_SERVICE = "Tire Sales & Installation";

/**
 * `/schedule?service=Tire%20Sales%20%26%20Installation&tire={id}&qty=4`, plus the vehicle when
 * the customer searched by one, under the names the scheduler reads (`vehicleYear`…, see
 * lib/scheduling/schedule-link.ts), so it can fill both in. Without a tire, the service and
 * vehicle only. Encoded with encodeURIComponent: spaces as %20, never "+".
 */
export function installationScheduleHref(tireId: string | null, vehicle?: VehicleSearch | null): string {
  const parts = [`service=${encodeURIComponent(TIRE_INSTALLATION_SERVICE)}`];
  if (tireId) parts.push(`tire=${encodeURIComponent(tireId)}`, `qty=${TIRES_PER_SET}`);
  if (vehicle) {
    const fields = {
      year: String(vehicle.year),
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
    };
    for (const [field, name] of Object.entries(VEHICLE_PARAMS) as [keyof typeof fields, string][]) {
      const value = fields[field];
      if (value) parts.push(`${name}=${encodeURIComponent(value)}`);
    }
  }
  return `/schedule?${parts.join("&")}`;
}
