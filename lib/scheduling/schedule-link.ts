import { findLocationByEmail } from "@/data/locations";
import { oneLineOf } from "@/lib/core/one-line";
import { resolveLinkedService } from "./services";
import { TIRE_INSTALLATION_SERVICE } from "./tire-installation";
import { isOnSiteService } from "./visit";

/**
 * Every address into the scheduler (/schedule), built and read here and nowhere else: the pages'
 * and e-mails' links make theirs with scheduleHref (or one of the named links below), and the
 * wizard reads its address with parseScheduleLink and changes it with changeScheduleQuery.
 * What a link carries only prefills: the customer can change every part of it.
 *
 *   locationId  the store, by location id (`store=<store mailbox>`, from older e-mails, is read too)
 *   step        the step to open on, 1-5 (a link naming a store opens on 2, else 1)
 *   service     a scheduler service, by slug (or by name)
 *   type        `commercial`: commercial services are listed first
 *   tire, qty   tires chosen on the tire pages, a product id and 1-6 of them
 *   vehicleYear, vehicleMake, vehicleModel, vehicleTrim   the vehicle, as the booking form names it
 *
 * The vehicle's part is also what the tire pages carry on their own addresses (carriedVehicleQuery)
 * so their "Schedule Installation" can pass it on.
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
const DEFAULT_TIRE_QUANTITY = 4;

/** What a link into the scheduler carries; every part is optional. */
export interface ScheduleLink {
  /** The store, by its location id. */
  store?: number;
  /** The step to open on; the wizard never goes past what the other choices allow. */
  step?: ScheduleStep;
  /**
   * A scheduler service by its name (any case) or slug; anything else is no service. Read back
   * as its slug.
   */
  service?: string;
  type?: ScheduleLinkType;
  vehicle?: CarriedVehicle;
  tires?: LinkedTires;
}

/** A link as parseScheduleLink reads it: the same shape, each part checked and in its plain form. */
export interface ParsedScheduleLink extends ScheduleLink {
  vehicle?: LinkedVehicle;
}

/** A change to a link: a value sets that part, null removes it, a part left out stays as it is. */
export type ScheduleLinkChanges = { [K in keyof ScheduleLink]?: ScheduleLink[K] | null };

export interface ScheduleHrefOptions {
  /**
   * "slug" (the default) names the service by its slug, the query written as URLSearchParams
   * writes it. "name" names it by its name, each value percent-encoded (spaces as %20): the form
   * the tire pages' and the tips page's links have always had, kept so their addresses stay the
   * same. The wizard reads both alike.
   */
  serviceAs?: "slug" | "name";
}

const PARAM = {
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
const VEHICLE_PARAMS = {
  year: "vehicleYear",
  make: "vehicleMake",
  model: "vehicleModel",
  trim: "vehicleTrim",
} as const satisfies Record<keyof LinkedVehicle, string>;

type Params = [name: string, value: string][];

function vehicleParams(vehicle: CarriedVehicle | null | undefined): Params {
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

/** A link's parameters in the order links have always had them. */
function linkParams(link: ScheduleLink, serviceAs: "slug" | "name"): Params {
  const service = resolveLinkedService(link.service);
  const params: Params = [];
  if (link.type) params.push([PARAM.type, link.type]);
  if (link.store !== undefined) params.push([PARAM.store, String(link.store)]);
  if (service) params.push([PARAM.service, serviceAs === "name" ? service.name : service.slug]);
  if (link.tires) params.push([PARAM.tire, link.tires.productId], [PARAM.qty, String(link.tires.quantity)]);
  params.push(...vehicleParams(link.vehicle));
  if (link.step !== undefined) params.push([PARAM.step, String(link.step)]);
  return params;
}

function query(params: Params, serviceAs: "slug" | "name"): string {
  return serviceAs === "name"
    ? params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")
    : new URLSearchParams(params).toString();
}

/** The address of the scheduler opened on what the link carries (`/schedule` when it carries nothing). */
export function scheduleHref(link: ScheduleLink, { serviceAs = "slug" }: ScheduleHrefOptions = {}): string {
  const search = query(linkParams(link, serviceAs), serviceAs);
  return search ? `${SCHEDULE_PATH}?${search}` : SCHEDULE_PATH;
}

/** SPEC's deep link into the scheduler: the store chosen, straight to choosing a service. */
export function storeScheduleHref(storeId: number): string {
  return scheduleHref({ store: storeId, step: 2 });
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
type SearchParamsLike = Pick<URLSearchParams, "get">;

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

function parseLinkedTires(params: SearchParamsLike): LinkedTires | null {
  const productId = (params.get(PARAM.tire) ?? "").trim();
  if (!/^[a-z0-9-]{3,120}$/.test(productId)) return null;
  const qty = Number(params.get(PARAM.qty));
  return {
    productId,
    quantity: TIRE_QUANTITIES.includes(qty as (typeof TIRE_QUANTITIES)[number]) ? qty : DEFAULT_TIRE_QUANTITY,
  };
}

/** The store a link names: its location id, or (older e-mails) its mailbox. */
function parseStore(params: SearchParamsLike): number | undefined {
  const id = params.get(PARAM.store)?.trim() ?? "";
  if (/^\d{1,6}$/.test(id) && Number(id) > 0) return Number(id);
  const mailbox = params.get(PARAM.storeMailbox);
  return mailbox ? findLocationByEmail(mailbox)?.id : undefined;
}

/**
 * What an address into the scheduler carries, each part checked: a part that is missing or
 * cannot be read is left out. Whether the store takes bookings and offers the service is the
 * wizard's to check against its stores.
 */
export function parseScheduleLink(params: SearchParamsLike): ParsedScheduleLink {
  const store = parseStore(params);
  const step = params.get(PARAM.step)?.trim() ?? "";
  const service = resolveLinkedService(params.get(PARAM.service));
  const type = SCHEDULE_LINK_TYPES.find((t) => t === params.get(PARAM.type));
  const vehicle = parseLinkedVehicle(params);
  const tires = parseLinkedTires(params);
  return {
    ...(store !== undefined ? { store } : {}),
    ...(/^[1-5]$/.test(step) ? { step: Number(step) as ScheduleStep } : {}),
    ...(service ? { service: service.slug } : {}),
    ...(type ? { type } : {}),
    ...(vehicle ? { vehicle } : {}),
    ...(tires ? { tires } : {}),
  };
}

/**
 * The scheduler's query with some parts of its link changed, in place: every other parameter,
 * the scheduler's or not, stays as and where it was. For the wizard, which keeps its step, store
 * and service in the address.
 */
export function changeScheduleQuery(
  current: Pick<URLSearchParams, "toString">,
  changes: ScheduleLinkChanges,
): URLSearchParams {
  const params = new URLSearchParams(current.toString());
  const put = (name: string, value: string | null) =>
    value === null ? params.delete(name) : params.set(name, value);
  if (changes.type !== undefined) put(PARAM.type, changes.type);
  if (changes.store !== undefined) {
    put(PARAM.store, changes.store === null ? null : String(changes.store));
    params.delete(PARAM.storeMailbox);
  }
  if (changes.service !== undefined) put(PARAM.service, resolveLinkedService(changes.service)?.slug ?? null);
  if (changes.tires !== undefined) {
    put(PARAM.tire, changes.tires?.productId ?? null);
    put(PARAM.qty, changes.tires ? String(changes.tires.quantity) : null);
  }
  if (changes.vehicle !== undefined) {
    const given = new Map(vehicleParams(changes.vehicle));
    for (const name of Object.values(VEHICLE_PARAMS)) put(name, given.get(name) ?? null);
  }
  if (changes.step !== undefined) put(PARAM.step, changes.step === null ? null : String(changes.step));
  return params;
}

export function describeVehicle(vehicle: LinkedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}

/**
 * The label of a link into scheduling for on-site work (farm, OTR, mining, industrial: planned
 * work at the customer's site; a breakdown goes to the 24/7 road-service line instead). It keeps
 * "Schedule Service" at its start, the name those links have always had, and says where the
 * work happens.
 */
export const ON_SITE_REQUEST_LABEL = "Schedule Service at Your Site";

/** Whether a scheduler service named in a link (name or slug) is done at the customer's site. */
export function isOnSiteServiceLink(nameOrSlug: string | null | undefined): boolean {
  const service = resolveLinkedService(nameOrSlug);
  return service !== undefined && isOnSiteService(service);
}
