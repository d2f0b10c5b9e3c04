"use client";

import { stockView } from "@/lib/inventory/stock-view";
import type { StoreTimeZones } from "@/lib/inventory/stock-stores";
import { TIRES_PER_SET } from "@/lib/tires/set-price";
import { StockLineView } from "./stock-line";
import { useStoreStock } from "./use-stock";

/**
 * A stock line that asks for its whole list itself: the lines of one list share one request
 * (same store, quantity and offers). For lists that appear after a search (the vehicle finder's
 * picks), loaded with them, so pages that never show one do not carry it.
 */
export default function LazyStockLine({
  offerId,
  offerIds,
  timeZones,
  className = "",
}: {
  offerId: string;
  offerIds: readonly string[];
  timeZones: StoreTimeZones;
  className?: string;
}) {
  const stock = useStoreStock(offerIds, TIRES_PER_SET, timeZones);
  return (
    <div className={`min-h-10 text-sm leading-5 ${className}`} data-testid="stock-line">
      <StockLineView view={stockView({ ...stock, answer: stock.answers?.[offerId] })} />
    </div>
  );
}
