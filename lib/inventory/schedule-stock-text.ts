import type { StockSource } from "./ready-by";
import { dayLabel, relativeDayLabel } from "./stock-text";

/**
 * The scheduler's own words about the tires a visit installs: in a module of their own, so tire
 * pages, which show stock-text.ts's lines right after they load, do not carry them.
 */

/** The scheduler's note: why installation dates start where they do. */
export function scheduleStockNote(
  source: StockSource,
  readyBy: string,
  storeCity: string,
  today: string,
): string {
  if (source === "store") return `Your tires are in stock at ${storeCity}: choose any day.`;
  if (source === "warehouse")
    return `Your tires will be at ${storeCity} on ${relativeDayLabel(readyBy, today)}, on the warehouse truck. Installation dates start then.`;
  return `Your tires are a special order and will be at ${storeCity} about ${dayLabel(readyBy)}. Installation dates start then.`;
}

/** A date picked before the tires can be there. */
export function tiresTooSoonMessage(readyBy: string, storeCity: string): string {
  return `Your tires will be at ${storeCity} on ${dayLabel(readyBy)}. Please choose that day or later.`;
}
