import { addDays, weekdayOf } from "@/lib/core/zoned-time";
import type { StockSource } from "./ready-by";

/**
 * The words for stock, the same on tire pages, in the scheduler, in e-mails and on the store's
 * answer page. Browser-safe: pure functions of dates written YYYY-MM-DD.
 */

// Written out, not with Intl: a tire page shows these right after it loads, and the first Intl
// formatter a page calls loads the browser's locale data (see docs/performance.md).
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "Dec 8". */
export function shortDateLabel(date: string): string {
  const [, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}`;
}

/** "Thursday, Dec 3". */
export const dayLabel = (date: string) => `${WEEKDAYS[weekdayOf(date)]}, ${shortDateLabel(date)}`;

/** "today", "tomorrow, Wednesday, Dec 2" or "Thursday, Dec 3", seen from `today`. */
export function relativeDayLabel(date: string, today: string): string {
  if (date <= today) return "today";
  if (date === addDays(today, 1)) return `tomorrow, ${dayLabel(date)}`;
  return dayLabel(date);
}

export interface AvailabilityFacts {
  quantity: number;
  onHand: number;
  readyBy: string;
  source: StockSource;
  /** The first day the set can be fitted (the availability API's answer); `readyBy` without it. */
  installFrom?: string;
}

/**
 * The line for a tire at a store, the store named unless `at` is left out (a list under the
 * store's name): "4 in stock at Bristol, TN · install today", "Ready Thursday, Dec 3 at Bristol,
 * TN" or "Special order: ready about Dec 8".
 */
function stockLine(a: AvailabilityFacts, today: string, storeName?: string): string {
  const at = storeName ? ` at ${storeName}` : "";
  if (a.source === "store")
    return `${a.onHand} in stock${at} · install ${relativeDayLabel(a.installFrom ?? a.readyBy, today)}`;
  if (a.source === "warehouse") return `Ready ${relativeDayLabel(a.readyBy, today)}${at}`;
  return `Special order: ready about ${shortDateLabel(a.readyBy)}`;
}

/** One line for a tire at a store, naming the store. */
export const availabilityLine = (a: AvailabilityFacts, storeName: string, today: string) =>
  stockLine(a, today, storeName);

/** What a booking holds, for the store: "4 from Bristol stock", "4 arriving Thursday, Dec 3 from the warehouse". */
export function holdLine(
  hold: { quantity: number; source: StockSource; readyBy: string },
  storeCity: string,
): string {
  if (hold.source === "store") return `${hold.quantity} from ${storeCity} stock`;
  if (hold.source === "warehouse")
    return `${hold.quantity} arriving ${dayLabel(hold.readyBy)} from the warehouse`;
  return `${hold.quantity} on special order from the maker, due about ${dayLabel(hold.readyBy)}`;
}

/** Why a booking (or a move) is refused when its day comes before its tires can be there. */
export function stockShortMessage(readyBy: string, storeName: string): string {
  return `These tires can be at our ${storeName} store by ${dayLabel(readyBy)} at the earliest. Please choose that day or later.`;
}

/** What a booking holds, for the customer: "Set aside for you at our Bristol, TN store". */
export function customerHoldLine(hold: { source: StockSource; readyBy: string }, storeName: string): string {
  if (hold.source === "store") return `Set aside for you at our ${storeName} store`;
  if (hold.source === "warehouse")
    return `Reserved at our warehouse; at the ${storeName} store by ${dayLabel(hold.readyBy)}`;
  return `Ordered for you from the maker; due at the ${storeName} store about ${dayLabel(hold.readyBy)}`;
}

/** The sentence a confirmation adds when tires are held: to the customer, and to the store. */
export function setAsideSentence(hold: { source: StockSource; readyBy: string }, storeName: string): string {
  if (hold.source === "store") return `Your tires are set aside for you at our ${storeName} store.`;
  return `Your tires are reserved for you and will be at our ${storeName} store by ${dayLabel(hold.readyBy)}.`;
}

/** The store's confirmation: "The 4 tires from Bristol stock are set aside for it." */
export function setAsideLine(
  hold: { quantity: number; source: StockSource; readyBy: string },
  storeCity: string,
): string {
  return `The tires are set aside for it: ${holdLine(hold, storeCity)}.`;
}

/** What tire pages say until the visitor has chosen a store. */
export const CHOOSE_STORE_TEXT = "Choose a store to see availability";

/** What a stock line says when the stock could not be read, beside the store's phone. */
export const CALL_FOR_AVAILABILITY_TEXT = "Call the store for availability";

/** The line under a store's name, in a list of stores: "4 in stock · install today". */
export const storeAvailabilityLine = (a: AvailabilityFacts, today: string) => stockLine(a, today);
