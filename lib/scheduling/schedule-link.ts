import { findLocationByEmail } from "@/data/locations";
import {
  DEFAULT_TIRE_QUANTITY,
  PARAM,
  query,
  SCHEDULE_LINK_TYPES,
  SCHEDULE_PATH,
  TIRE_QUANTITIES,
  VEHICLE_PARAMS,
  vehicleParams,
  parseLinkedVehicle,
  type CarriedVehicle,
  type LinkedTires,
  type LinkedVehicle,
  type Params,
  type ScheduleLinkType,
  type ScheduleStep,
  type SearchParamsLike,
} from "./schedule-link-parts";
import { resolveLinkedService } from "./services";
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

export {
  carriedVehicleQuery,
  describeVehicle,
  installationScheduleHref,
  parseLinkedVehicle,
  SCHEDULE_LINK_TYPES,
  SCHEDULE_PATH,
  TIRE_QUANTITIES,
} from "./schedule-link-parts";
export type {
  CarriedVehicle,
  LinkedTires,
  LinkedVehicle,
  ScheduleLinkType,
  ScheduleStep,
} from "./schedule-link-parts";

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

/** The address of the scheduler opened on what the link carries (`/schedule` when it carries nothing). */
export function scheduleHref(link: ScheduleLink, { serviceAs = "slug" }: ScheduleHrefOptions = {}): string {
  const search = query(linkParams(link, serviceAs), serviceAs);
  return search ? `${SCHEDULE_PATH}?${search}` : SCHEDULE_PATH;
}

/** SPEC's deep link into the scheduler: the store chosen, straight to choosing a service. */
export function storeScheduleHref(storeId: number): string {
  return scheduleHref({ store: storeId, step: 2 });
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
