import type { DeliveryRun } from "@/data/inventory";
import { isStoreHoliday } from "@/lib/scheduling/holidays";
import { addDays, toZoned, weekdayOf } from "@/lib/core/zoned-time";
import { minutesOf } from "@/lib/core/wall-clock";

/** Where a set comes from: the store's own shelf, the next warehouse truck, or the maker. */
export type StockSource = "store" | "warehouse" | "special-order";

export interface ReadyBy {
  /** The first day the set can be installed at the store, YYYY-MM-DD on the store's clock. */
  date: string;
  source: StockSource;
}

export interface ReadyByQuery {
  quantity: number;
  /** On hand minus held, at the store and at the warehouse. */
  storeFree: number;
  warehouseFree: number;
  run: DeliveryRun;
  timeZone: string;
  /** Business days from our order to the maker's delivery at the warehouse. */
  specialOrderDays: number;
  now: number;
}

/** A day the warehouse works and the trucks run: a weekday that is not one of our holidays. */
export function isBusinessDay(date: string): boolean {
  const day = weekdayOf(date);
  return day !== 0 && day !== 6 && !isStoreHoliday(date);
}

function nextBusinessDay(date: string): string {
  let d = addDays(date, 1);
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

function previousBusinessDay(date: string): string {
  let d = addDays(date, -1);
  while (!isBusinessDay(d)) d = addDays(d, -1);
  return d;
}

const isDeliveryDay = (run: DeliveryRun, date: string) =>
  run.days.includes(weekdayOf(date)) && isBusinessDay(date);

/**
 * The first delivery day after `today` whose order cutoff (on the warehouse's last working day
 * before it) is still ahead: ordered Monday at 1 PM for a Tuesday-Thursday store, Tuesday; at
 * 3 PM, Thursday.
 */
export function nextDelivery(run: DeliveryRun, today: string, minutesNow: number): string {
  const cutoff = minutesOf(run.cutoff);
  let day = addDays(today, 1);
  // Every route runs at least weekly; a few weeks covers any run of holidays.
  for (let i = 0; i < 60; i++, day = addDays(day, 1)) {
    if (!isDeliveryDay(run, day)) continue;
    const orderBy = previousBusinessDay(day);
    if (orderBy > today || (orderBy === today && minutesNow < cutoff)) return day;
  }
  throw new Error("No delivery day within 60 days: check data/inventory.ts");
}

/** The first delivery day on or after `date`. */
function deliveryOnOrAfter(run: DeliveryRun, date: string): string {
  let day = date;
  while (!isDeliveryDay(run, day)) day = addDays(day, 1);
  return day;
}

/**
 * When a set of one tire can be at a store: today from the store's own free stock; else on the
 * store's next warehouse truck; else a special order, which reaches the warehouse after the
 * maker's business days (counted from the next business day when today's cutoff has passed) and
 * then rides the next truck.
 */
export function readyBy(q: ReadyByQuery): ReadyBy {
  const { date: today, minutes: minutesNow } = toZoned(q.now, q.timeZone);
  if (q.storeFree >= q.quantity) return { date: today, source: "store" };
  if (q.warehouseFree >= q.quantity)
    return { date: nextDelivery(q.run, today, minutesNow), source: "warehouse" };
  let ordered = isBusinessDay(today) && minutesNow < minutesOf(q.run.cutoff) ? today : nextBusinessDay(today);
  for (let i = 0; i < q.specialOrderDays; i++) ordered = nextBusinessDay(ordered);
  return { date: deliveryOnOrAfter(q.run, addDays(ordered, 1)), source: "special-order" };
}
