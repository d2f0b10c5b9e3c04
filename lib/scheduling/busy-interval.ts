import type { ResourceKind } from "@/data/store-capacity";

/**
 * A busy time in a store's calendar, as scheduling counts it. Times are epoch milliseconds (UTC)
 * so no time-zone guesswork leaks in.
 */
export interface BusyInterval {
  start: number;
  end: number;
  /**
   * What the time takes: one unit of a kind (an event with no kind takes one service bay), or
   * "closed" for the whole store (an all-day or away event).
   */
  kind?: ResourceKind | "closed";
}
