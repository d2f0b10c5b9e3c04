import type { Location } from "@/data/locations";
import { schedulerServices, type SchedulerService } from "@/data/scheduler-services";
import { addDays, todayIn } from "@/lib/core/zoned-time";
import { COUNTER_NOTICE_MINUTES } from "@/lib/scheduling/constants";
import { arrivalWindowAt } from "@/lib/scheduling/on-site";
import { servicesOfferedAt, TIRE_INSTALLATION_SERVICE } from "@/lib/scheduling/services";
import { isBookableDay, type Slot } from "@/lib/scheduling/slots";
import { readVisitQuery } from "@/lib/scheduling/visit-query";
import { isOnSiteService, type VisitKind } from "@/lib/scheduling/visit";
import { formatAppointmentTime, shortDay } from "@/lib/scheduling/format";
import type { StaffMember } from "@/lib/staff/roles";
import { availabilityAt } from "@/lib/stock/availability";
import { canonicalSize } from "@/lib/tires/size";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { getAvailability } from "./availability";
import { counterStores } from "./counter-booking";

/** Days the counter form offers: the store's next open days (a phone booking is rarely further). */
const COUNTER_DAYS = 14;

type Query = Record<string, string | string[] | undefined>;
const one = (query: Query, key: string) => (typeof query[key] === "string" ? query[key].trim() : "");
const all = (query: Query, key: string) =>
  (Array.isArray(query[key]) ? query[key] : typeof query[key] === "string" ? [query[key]] : []).filter(
    Boolean,
  );

export interface CounterDay {
  date: string;
  label: string;
}

export interface CounterTime {
  time: string;
  /** "10:00 AM · 2 bays free", or the arrival window for on-site work. */
  label: string;
}

export interface CounterTire {
  id: string;
  label: string;
  /** "6 on the shelf" or "from the warehouse, ready Tue, Dec 1". */
  stock: string;
  onShelf: boolean;
}

/** What the counter's booking page shows: the visit chosen so far, and what is free for it. */
export interface CounterPage {
  stores: readonly Pick<Location, "slug" | "name">[];
  store: Location | null;
  services: readonly SchedulerService[];
  service: SchedulerService | null;
  /** Services that may follow the main one in the same visit (none for on-site work). */
  addOnChoices: readonly SchedulerService[];
  addOns: readonly string[];
  visit: VisitKind;
  visitChoices: readonly VisitKind[];
  days: readonly CounterDay[];
  date: string;
  size: string;
  /** The free start times, once store, service and day are known. */
  times: readonly CounterTime[] | null;
  tires: readonly CounterTire[] | null;
  tiresWanted: boolean;
  /** Why no times are shown, in words (an add-on the store lacks, a size we don't stock). */
  problem: string | null;
  /** A known customer's details, carried from their page to start the form with. */
  prefill: Partial<Record<"firstName" | "lastName" | "phone" | "email", string>>;
}

const PREFILL_FIELDS = ["firstName", "lastName", "phone", "email"] as const;

/** The store's next open days from today, labelled "Today · Mon, Nov 30". */
function openDays(store: Location, now: number): CounterDay[] {
  const today = todayIn(store.timeZone, now);
  const days: CounterDay[] = [];
  for (let i = 0; days.length < COUNTER_DAYS && i <= 30; i++) {
    const date = addDays(today, i);
    if (!isBookableDay(date, store.openingHours, store.timeZone, now)) continue;
    const label = shortDay(date);
    days.push({ date, label: i === 0 ? `Today · ${label}` : i === 1 ? `Tomorrow · ${label}` : label });
  }
  return days;
}

function timeLabel(slot: Slot, visit: VisitKind): string {
  if (visit === "on-site")
    return `Crew arrives ${arrivalWindowAt(slot.time)?.label ?? formatAppointmentTime(slot.time)}`;
  if (visit === "drop-off")
    return `${formatAppointmentTime(slot.time)} drop-off · ${slot.remaining} place${slot.remaining === 1 ? "" : "s"} left`;
  return `${formatAppointmentTime(slot.time)} · ${slot.remaining} free`;
}

/** The tires of a size, those on this store's shelf first, with what each can be fitted from. */
async function tiresOfSize(store: Location, size: string, now: number): Promise<CounterTire[]> {
  const offers = passengerCatalog.bySize(size);
  if (offers.length === 0) return [];
  const stock = await availabilityAt(offers, 1, store, now);
  return offers
    .map((offer, i): CounterTire => {
      const at = stock[i]!;
      const onShelf = at.onHand > 0;
      return {
        id: offer.id,
        label: `${offer.brand} ${offer.name} ${offer.size}, $${offer.price.toFixed(2)}`,
        stock: onShelf
          ? `${at.onHand} on the shelf`
          : `not on the shelf; fitted from ${shortDay(at.installFrom)}`,
        onShelf,
      };
    })
    .sort((a, b) => Number(b.onShelf) - Number(a.onShelf));
}

/**
 * Reads the counter page's address (`store`, `service`, `addOn` repeated, `visit`, `date`,
 * `size`): anything unknown falls back to a default, and the free times are read (with the
 * counter's notice) only once the visit is whole.
 */
export async function loadCounterPage(
  query: Query,
  member: StaffMember,
  now = Date.now(),
): Promise<CounterPage> {
  const stores = counterStores(member);
  const store =
    stores.find((l) => l.slug === one(query, "store")) ?? (stores.length === 1 ? stores[0]! : null);
  const empty: CounterPage = {
    stores,
    store,
    services: schedulerServices,
    service: null,
    addOnChoices: [],
    addOns: [],
    visit: "wait",
    visitChoices: ["wait", "drop-off"],
    days: [],
    date: "",
    size: "",
    times: null,
    tires: null,
    tiresWanted: false,
    problem: null,
    prefill: Object.fromEntries(
      PREFILL_FIELDS.map((f) => [f, one(query, f).slice(0, 100)]).filter(([, v]) => v),
    ),
  };
  if (!store) return empty;
  const services = servicesOfferedAt(store);
  const service = services.find((s) => s.slug === one(query, "service")) ?? null;
  const days = openDays(store, now);
  const date = days.find((d) => d.date === one(query, "date"))?.date ?? days[0]?.date ?? "";
  const page = { ...empty, services, service, days, date };
  if (!service) return page;
  const onSite = isOnSiteService(service);
  const addOnChoices = onSite ? [] : services.filter((s) => s !== service && !isOnSiteService(s));
  const addOns = all(query, "addOn").filter((slug) => addOnChoices.some((s) => s.slug === slug));
  const visitChoices: VisitKind[] = onSite ? ["on-site"] : ["wait", "drop-off"];
  const asked = one(query, "visit") as VisitKind;
  const visit = visitChoices.includes(asked) ? asked : visitChoices[0]!;
  const tiresWanted = service.name === TIRE_INSTALLATION_SERVICE;
  const size = tiresWanted ? (canonicalSize(one(query, "size")) ?? "") : "";
  const shape = readVisitQuery(
    store,
    new URLSearchParams({ service: service.slug, addOns: addOns.join(","), visit }),
  );
  const withVisit = { ...page, addOnChoices, addOns, visit, visitChoices, size, tiresWanted };
  if (!shape.ok) return { ...withVisit, problem: shape.message };
  const [{ slots }, tires] = await Promise.all([
    date ? getAvailability(store, date, shape.visit, now, undefined, COUNTER_NOTICE_MINUTES) : { slots: [] },
    size ? tiresOfSize(store, size, now) : null,
  ]);
  const times = slots.filter((s) => s.available).map((s) => ({ time: s.time, label: timeLabel(s, visit) }));
  const sizeProblem =
    tiresWanted && one(query, "size") && !size
      ? `We couldn't read the tire size "${one(query, "size").slice(0, 20)}". Type it like 225/65R17.`
      : tires && tires.length === 0
        ? `No tires of size ${size} in our catalog. Book without tires and note the size.`
        : null;
  return { ...withVisit, times, tires, problem: sizeProblem };
}

/** The counter page's address for a visit so far. */
export function counterHref(
  parts: Partial<Record<"store" | "service" | "date" | (typeof PREFILL_FIELDS)[number], string>>,
): string {
  const query = new URLSearchParams(Object.entries(parts).filter(([, v]) => v) as [string, string][]);
  return `/admin/appointments/new${query.size ? `?${query}` : ""}`;
}

export const TIRE_QUANTITIES = [1, 2, 3, 4, 5, 6] as const;
export const VISIT_LABELS: Record<VisitKind, string> = {
  wait: "Waits at the store",
  "drop-off": "Drops the vehicle off",
  "on-site": "On site (a service truck)",
};
