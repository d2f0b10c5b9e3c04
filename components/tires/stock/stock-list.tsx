"use client";

import { createContext, useContext, type ReactNode } from "react";
import { OutTheDoorText } from "@/components/tires/price/out-the-door-line";
import type { StoreTimeZones } from "@/lib/inventory/stock-stores";
import { stockView } from "@/lib/inventory/stock-view";
import { TIRES_PER_SET } from "@/lib/tires/set-price";
import { StockLineView } from "./stock-line";
import { useStoreStock, type StoreStock } from "./use-stock";

// The stock of a list of tires asked for at once: apart from stock-line.tsx, so a product page,
// whose one tire asks on its own (product-stock.tsx), does not carry it.

const StockContext = createContext<StoreStock | null>(null);

/**
 * Asks once for the stock of a whole list of tires (a size page's results, the finder's picks,
 * the compare table) at the visitor's store; the StockLines inside read their tire's answer.
 */
export function StockList({
  offerIds,
  quantity = TIRES_PER_SET,
  timeZones,
  children,
}: {
  offerIds: readonly string[];
  quantity?: number;
  timeZones: StoreTimeZones;
  children: ReactNode;
}) {
  const stock = useStoreStock(offerIds, quantity, timeZones);
  return <StockContext.Provider value={stock}>{children}</StockContext.Provider>;
}

/**
 * A tire's stock line inside a StockList. Two lines high from the first paint, whatever it ends
 * up saying, so nothing below it moves when it fills in. Not a live region: it changes on its own
 * only once, on load.
 */
export function StockLine({
  offerId,
  className = "",
  outTheDoor,
  outTheDoorClassName,
}: {
  offerId: string;
  className?: string;
  /**
   * The set's out-the-door total by store id: said above the stock line for the visitor's store.
   * Drawn here rather than by an island of its own, as a size page has dozens of cards.
   */
  outTheDoor?: Record<number, number>;
  outTheDoorClassName?: string;
}) {
  const stock = useContext(StockContext);
  if (!stock) return null;
  const view = stockView({ ...stock, answer: stock.answers?.[offerId] });
  const total = stock.store && outTheDoor?.[stock.store.id];
  return (
    <>
      {stock.store && total !== undefined && total !== null && (
        <OutTheDoorText total={total} storeName={stock.store.name} className={outTheDoorClassName} />
      )}
      <div className={`min-h-10 text-sm leading-5 ${className}`} data-testid="stock-line">
        <StockLineView view={view} />
      </div>
    </>
  );
}
