import { oneLineOf } from "@/lib/core/one-line";
import { TIRE_INSTALLATION_SERVICE } from "./tire-installation";

/**
 * The parts of a scheduler address that need no dataset: its parameter names, the vehicle and the
 * tires it carries, and the tire pages' installation link. lib/scheduling/schedule-link.ts owns
 * the addresses and re-exports what is public here; the tire pages' islands import from here, so
 * they do not load the lists of services and stores.
 */

export const SCHEDULE_PATH = "/schedule";

/** The steps of the wizard: store, service, date and time, details, confirmation. */
export type ScheduleStep = 1 | 2 | 3 | 4 | 5;

export const SCHEDULE_LINK_TYPES = ["commercial"] as const;
export type ScheduleLinkType = (typeof SCHEDULE_LINK_TYPES)[number];

export interface LinkedVehicle {
  year: string;
  make: string;
  model: string;
  /** "" when not given: the trim is optional when booking. */
  trim: string;
}

/** A vehicle to carry: as a link reads it, or as a vehicle search has it (year as a number). */
export interface CarriedVehicle {
  year: string | number;
  make: string;
  model: string;
  trim?: string;
}

/** Tires a link carries: `tire={product id}` and `qty` (1-6, else a set of 4). */
export interface LinkedTires {
  productId: string;
  quantity: number;
}

export const TIRE_QUANTITIES = [1, 2, 3, 4, 5, 6] as const;
/** A set: what a link that names no quantity, and every tire page's link, asks for. */
export const DEFAULT_TIRE_QUANTITY = 4;

export const PARAM = {
  store: "locationId",
  /** Older e-mails' store parameter: the store's mailbox. */
  storeMailbox: "store",
  step: "step",
  service: "service",
  type: "type",
  tire: "tire",
  qty: "qty",
} as const;

/** Query names for the vehicle, the same as the booking form's fields. */
export const VEHICLE_PARAMS = {
  year: "vehicleYear",
  make: "vehicleMake",
  model: "vehicleModel",
  trim: "vehicleTrim",
} as const satisfies Record<keyof LinkedVehicle, string>;

export type Params = [name: string, value: string][];

export function vehicleParams(vehicle: CarriedVehicle | null | undefined): Params {
  if (!vehicle) return [];
  const fields = {
    year: String(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? "",
  };
  // An empty field (usually the trim) is left out.
  return (Object.keys(VEHICLE_PARAMS) as (keyof LinkedVehicle)[]).flatMap((field) =>
    fields[field] ? [[VEHICLE_PARAMS[field], fields[field]] as [string, string]] : [],
  );
}

export function query(params: Params, serviceAs: "slug" | "name"): string {
  return serviceAs === "name"
    ? params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")
    : new URLSearchParams(params).toString();
}

/**
 * A tire page's "Schedule Installation": the installation service, the tire and a set of four,
 * plus the vehicle when the customer searched by one, so the scheduler can fill both in. Without
 * a tire, the service and vehicle only. Written in the tire pages' form
 * (`/schedule?service=Tire%20Sales%20%26%20Installation&tire={id}&qty=4…`).
 */
export function installationScheduleHref(tireId: string | null, vehicle?: CarriedVehicle | null): string {
  // Written without looking the service up, so a tire page's island does not load the services.
  const params: Params = [[PARAM.service, TIRE_INSTALLATION_SERVICE]];
  if (tireId) params.push([PARAM.tire, tireId], [PARAM.qty, String(DEFAULT_TIRE_QUANTITY)]);
  params.push(...vehicleParams(vehicle));
  return `${SCHEDULE_PATH}?${query(params, "name")}`;
}

/**
 * The vehicle alone as a query under the scheduler's names (`vehicleYear=2019&vehicleMake=Honda…`,
 * spaces as %20), "" without one: tire pages carry it on their own addresses, so their
 * installation links can pass it on. Size pages read the vehicle under the search's names
 * instead (lib/tires/vehicle-query.ts).
 */
export function carriedVehicleQuery(vehicle?: CarriedVehicle | null): string {
  return query(vehicleParams(vehicle), "name");
}

// Plain text of sensible length (the booking request's limits), on one line.
const VALID = { year: /^(19|20)\d\d$/, make: oneLineOf(40), model: oneLineOf(60), trim: oneLineOf(60) };

/** What parsing reads from: URLSearchParams, or Next's read-only kind. */
export type SearchParamsLike = Pick<URLSearchParams, "get">;

/**
 * The vehicle a query carries, or null. Year, make and model are needed (the booking requires
 * them); a bad trim is dropped alone. Whether the vehicle exists is checked against the vehicle
 * lists in the browser; this only refuses what cannot be a vehicle at all. Also reads the
 * vehicle tire pages carry on their own addresses.
 */
export function parseLinkedVehicle(params: SearchParamsLike): LinkedVehicle | null {
  const read = (key: keyof LinkedVehicle) => (params.get(VEHICLE_PARAMS[key]) ?? "").trim();
  const vehicle = { year: read("year"), make: read("make"), model: read("model"), trim: read("trim") };
  if (!VALID.year.test(vehicle.year) || !VALID.make.test(vehicle.make) || !VALID.model.test(vehicle.model))
    return null;
  return { ...vehicle, trim: VALID.trim.test(vehicle.trim) ? vehicle.trim : "" };
}

export function describeVehicle(vehicle: LinkedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}
