import { todayIn } from "@/lib/core/zoned-time";
import type { StockSource } from "./ready-by";
import { availabilityLine, storeAvailabilityLine, type AvailabilityFacts } from "./stock-text";

/**
 * What a tire page's stock island shows, worked out from the visitor's store and the answer of
 * `GET /api/tires/availability`. Browser-safe: no data files, no database.
 */

/** What the availability API answers for one tire at one store. */
export interface StockAnswer extends AvailabilityFacts {
  offerId: string;
  storeId: number;
}

/** One store in the answer for a visitor without a store (`miles` once a zip was given). */
export interface StoreStockAnswer extends StockAnswer {
  miles?: number;
}

/** The most offers the API takes in one request. */
export const STOCK_BATCH_SIZE = 60;

const AVAILABILITY_PATH = "/api/tires/availability";

/**
 * The request(s) for a list of tires at one store: one per list, split only past the API's
 * limit. The ids are deduplicated and sorted, so every island showing the same list shares them.
 */
export function stockListPaths(storeId: number, quantity: number, offerIds: readonly string[]): string[] {
  const ids = [...new Set(offerIds)].sort();
  const paths: string[] = [];
  for (let i = 0; i < ids.length; i += STOCK_BATCH_SIZE) {
    const chunk = ids.slice(i, i + STOCK_BATCH_SIZE).map(encodeURIComponent);
    paths.push(`${AVAILABILITY_PATH}?offers=${chunk.join(",")}&qty=${quantity}&store=${storeId}`);
  }
  return paths;
}

/** The request for one tire at every store, soonest first (nearest first among equals with a zip). */
export function everyStorePath(offerId: string, quantity: number, zip: string | null): string {
  const base = `${AVAILABILITY_PATH}?offer=${encodeURIComponent(offerId)}&qty=${quantity}`;
  return zip ? `${base}&zip=${encodeURIComponent(zip)}` : base;
}

/** The offers of one or more batch answers, by offer id. */
export function byOffer(answers: readonly { offers: readonly StockAnswer[] }[]): Record<string, StockAnswer> {
  const result: Record<string, StockAnswer> = {};
  for (const answer of answers) for (const offer of answer.offers) result[offer.offerId] = offer;
  return result;
}

/** A five-digit US zip, as the zip field takes it ("24382", " 24382 " or "24382-1234"). */
export function zipOf(input: string): string | null {
  const match = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  return match ? match[1]! : null;
}

export type StockView =
  /** Before the page has hydrated, or while the answer is on its way: a quiet placeholder. */
  | { kind: "pending" }
  /** No store chosen (or one that sells no tires). */
  | { kind: "choose" }
  | { kind: "ready"; text: string; source: StockSource }
  /** The request failed: nothing alarming, the store's phone instead. */
  | { kind: "call"; phone: string };

export interface StockViewInput {
  /** False while the page is prerendered HTML that has not hydrated yet. */
  hydrated: boolean;
  /** The visitor's store, if it sells tires; null when none is chosen. */
  store: { name: string; phone: string } | null;
  /** The store's date ("YYYY-MM-DD"), the "today" its lines are written from. */
  today: string | null;
  answer: StockAnswer | undefined;
  failed: boolean;
}

/** The store's date, the "today" its stock lines are written from. */
export function storeToday(timeZone: string, now: number): string {
  return todayIn(timeZone, now);
}

export function stockView({ hydrated, store, today, answer, failed }: StockViewInput): StockView {
  if (!hydrated) return { kind: "pending" };
  if (!store) return { kind: "choose" };
  if (failed) return { kind: "call", phone: store.phone };
  if (!answer || !today) return { kind: "pending" };
  return { kind: "ready", text: availabilityLine(answer, store.name, today), source: answer.source };
}

/** A row of the every-store list: the store's name above its short line. */
export interface StoreStockRow {
  storeId: number;
  text: string;
  source: StockSource;
  miles?: number;
}

/**
 * The first `count` stores of an every-store answer (already soonest first), each with its line
 * as of that store's date. Stores whose time zone is unknown are left out.
 */
export function storeRows(
  answers: readonly StoreStockAnswer[],
  timeZones: Readonly<Record<number, string>>,
  now: number,
  count: number,
): StoreStockRow[] {
  return answers
    .filter((a) => timeZones[a.storeId] !== undefined)
    .slice(0, count)
    .map((a) => ({
      storeId: a.storeId,
      text: storeAvailabilityLine(a, storeToday(timeZones[a.storeId]!, now)),
      source: a.source,
      ...(a.miles !== undefined ? { miles: a.miles } : {}),
    }));
}

/** "12 mi", "0.4 mi". */
export function milesLabel(miles: number): string {
  return miles < 10 ? `${Math.round(miles * 10) / 10} mi` : `${Math.round(miles)} mi`;
}
