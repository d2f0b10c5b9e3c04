import { oneLineOf } from "@/lib/core/one-line";

/**
 * Links into /schedule that carry what the customer already told us elsewhere on the site (the
 * service they were reading about, the vehicle they looked up), and the wizard's reading of them.
 * Carried values only prefill: the customer can change every one of them. Links that name a
 * service are made in service-link.ts, which needs the scheduler's services, and the tires a link
 * carries are read in tire-link.ts; this file does neither, so the tire pages' islands that read
 * a carried vehicle stay small.
 */

export interface LinkedVehicle {
  year: string;
  make: string;
  model: string;
  /** "" when not given: the trim is optional when booking. */
  trim: string;
}

/** Query names for the vehicle, the same as the booking form's fields. */
export const VEHICLE_PARAMS = {
  year: "vehicleYear",
  make: "vehicleMake",
  model: "vehicleModel",
  trim: "vehicleTrim",
} as const satisfies Record<keyof LinkedVehicle, string>;

// Plain text of sensible length (the booking request's limits), on one line.
const VALID = { year: /^(19|20)\d\d$/, make: oneLineOf(40), model: oneLineOf(60), trim: oneLineOf(60) };

/**
 * The vehicle a link carries, or null. Year, make and model are needed (the booking requires
 * them); a bad trim is dropped alone. Whether the vehicle exists is checked against the vehicle
 * lists in the browser; this only refuses what cannot be a vehicle at all.
 */
export function parseLinkedVehicle(params: URLSearchParams): LinkedVehicle | null {
  const read = (key: keyof LinkedVehicle) => (params.get(VEHICLE_PARAMS[key]) ?? "").trim();
  const vehicle = { year: read("year"), make: read("make"), model: read("model"), trim: read("trim") };
  if (!VALID.year.test(vehicle.year) || !VALID.make.test(vehicle.make) || !VALID.model.test(vehicle.model))
    return null;
  return { ...vehicle, trim: VALID.trim.test(vehicle.trim) ? vehicle.trim : "" };
}

export function hasLinkedVehicle(params: URLSearchParams): boolean {
  return Object.values(VEHICLE_PARAMS).some((name) => params.has(name));
}

export function describeVehicle(vehicle: LinkedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}
