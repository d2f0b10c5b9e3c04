import {
  deliveryRuns,
  SPECIAL_ORDER_BUSINESS_DAYS,
  specialOrderDaysByBrand,
  WAREHOUSE_ID,
} from "@/data/inventory";
import { bookableLocations, type Location } from "@/data/locations";
import { levelAt, type StockClaim, type StockLevel, type TireHold } from "@/lib/db";
import { haversineMiles, type LatLng } from "@/lib/geo/distance";
import type { TireOffer } from "@/lib/tires/passenger-tires";
import { firstInstallDay } from "@/lib/inventory/install-day";
import { readyBy, type ReadyBy, type StockSource } from "@/lib/inventory/ready-by";
import { recentStockLevels } from "./recent-stock-levels";

/** What `GET /api/tires/availability` answers for one offer at one store. */
export interface TireAvailability {
  offerId: string;
  storeId: number;
  quantity: number;
  /** On the store's shelf now, held sets included. */
  onHand: number;
  readyBy: string;
  source: StockSource;
  /**
   * The first day the set can be fitted: the ready-by date, or the store's next day open long
   * enough for an installation (a set on the shelf after closing time is fitted tomorrow).
   */
  installFrom: string;
}

const free = (level: StockLevel) => Math.max(0, level.onHand - level.held);

export function specialOrderDays(offer: Pick<TireOffer, "brandId">): number {
  return specialOrderDaysByBrand[offer.brandId] ?? SPECIAL_ORDER_BUSINESS_DAYS;
}

/** The ready-by rule applied to the levels at a store and at the warehouse. */
export function readyByAt(
  offer: Pick<TireOffer, "id" | "brandId">,
  quantity: number,
  store: Pick<Location, "id" | "timeZone">,
  levels: readonly StockLevel[],
  now: number,
): ReadyBy {
  return readyBy({
    quantity,
    storeFree: free(levelAt(levels, store.id, offer.id)),
    warehouseFree: free(levelAt(levels, WAREHOUSE_ID, offer.id)),
    run: deliveryRuns[store.id]!,
    timeZone: store.timeZone,
    specialOrderDays: specialOrderDays(offer),
    now,
  });
}

type InstallDay = (store: Location, readyBy: string) => string;

/**
 * firstInstallDay for one request's instant, worked out once (a few µs) per ready-by date and
 * store hours: a list of 60 tires has two or three dates, and the stores share their hours.
 */
function installDays(now: number): InstallDay {
  const known = new Map<string, string>();
  return (store, readyBy) => {
    const { days, open, close } = store.openingHours;
    const key = `${readyBy}|${store.timeZone}|${days.join()}|${open}|${close}`;
    let day = known.get(key);
    if (day === undefined) known.set(key, (day = firstInstallDay(store, readyBy, now)));
    return day;
  };
}

/** The answer for one offer at one store, from levels already read. */
function answerAt(
  offer: TireOffer,
  quantity: number,
  store: Location,
  levels: readonly StockLevel[],
  now: number,
  installDay: InstallDay,
): TireAvailability {
  const ready = readyByAt(offer, quantity, store, levels, now);
  return {
    offerId: offer.id,
    storeId: store.id,
    quantity,
    onHand: levelAt(levels, store.id, offer.id).onHand,
    readyBy: ready.date,
    source: ready.source,
    installFrom: installDay(store, ready.date),
  };
}

/** Availability of several offers at one store, from one read (a few seconds old at most). */
export async function availabilityAt(
  offers: readonly TireOffer[],
  quantity: number,
  store: Location,
  now = Date.now(),
): Promise<TireAvailability[]> {
  const levels = await recentStockLevels(
    offers.map((o) => o.id),
    now,
  );
  const installDay = installDays(now);
  return offers.map((offer) => answerAt(offer, quantity, store, levels, now, installDay));
}

export interface StoreAvailability extends TireAvailability {
  /** Miles from the visitor's zip, when one was given. */
  miles?: number;
}

/**
 * One offer at every store: the soonest it can be fitted first, and among equals the nearest to
 * `origin` (a visitor's zip) when known. For visitors who have not chosen a store yet.
 */
export async function availabilityEverywhere(
  offer: TireOffer,
  quantity: number,
  origin: LatLng | null,
  now = Date.now(),
): Promise<StoreAvailability[]> {
  const levels = await recentStockLevels([offer.id], now);
  const installDay = installDays(now);
  return bookableLocations
    .map((store): StoreAvailability => ({
      ...answerAt(offer, quantity, store, levels, now, installDay),
      ...(origin ? { miles: Math.round(haversineMiles(origin, store) * 10) / 10 } : {}),
    }))
    .sort(
      (a, b) =>
        a.installFrom.localeCompare(b.installFrom) ||
        a.readyBy.localeCompare(b.readyBy) ||
        (a.miles ?? 0) - (b.miles ?? 0) ||
        a.storeId - b.storeId,
    );
}

/**
 * The booking's claim on its tires: decided under the stock lock from the levels then. The set is
 * held where the ready-by rule finds it; a day before that date is refused with the date.
 */
export function stockClaim(
  offer: TireOffer,
  quantity: number,
  store: Location,
  date: string,
  now: number,
): StockClaim {
  return {
    offerId: offer.id,
    storeId: store.id,
    decide({ store: atStore, warehouse }) {
      const ready = readyByAt(offer, quantity, store, [atStore, warehouse], now);
      if (date < ready.date) return { short: ready };
      const hold: Omit<TireHold, "status"> = {
        offerId: offer.id,
        quantity,
        source: ready.source,
        locationId: ready.source === "store" ? store.id : ready.source === "warehouse" ? WAREHOUSE_ID : null,
        readyBy: ready.date,
      };
      return { hold };
    },
  };
}
