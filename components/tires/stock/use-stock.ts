"use client";

import { useCallback, useMemo } from "react";
import { useSelectedLocation } from "@/components/locations/selected-location-provider";
import { fetchJson } from "@/lib/http/fetch-json";
import { useSharedRead } from "@/lib/http/use-shared-read";
import type { StoreTimeZones } from "@/lib/inventory/stock-stores";
import { byOffer, stockListPaths, storeToday, type StockAnswer } from "@/lib/inventory/stock-view";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";

/**
 * Stock moves with every booking, and the API's answer may be 30 s old: asked again after that,
 * never on a mere return to the tab (a line changing under the reader's eyes), retried once
 * (lib/http/use-shared-read.ts).
 */
export const STOCK_FRESH_MS = 30_000;

async function fetchStock(
  storeId: number,
  quantity: number,
  ids: string,
): Promise<Record<string, StockAnswer>> {
  const paths = stockListPaths(storeId, quantity, ids.split(","));
  return byOffer(await Promise.all(paths.map((path) => fetchJson<{ offers: StockAnswer[] }>(path))));
}

export interface StoreStock {
  /** False until the page has hydrated: the store is then still unknown. */
  hydrated: boolean;
  /** The visitor's store if it sells tires (the warehouse or an office does not). */
  store: { id: number; name: string; phone: string } | null;
  /** The store's date. */
  today: string | null;
  /** The answers by offer id, once they are in. */
  answers: Record<string, StockAnswer> | undefined;
  failed: boolean;
}

/**
 * The stock of a list of tires at the visitor's store (the header's My Store): one request for
 * the whole list, keyed by store, quantity and offers, so every island asking about the same list
 * shares it and a change of store asks again. Nothing is asked before hydration or without a store.
 */
export function useStoreStock(
  offerIds: readonly string[],
  quantity: number,
  timeZones: StoreTimeZones,
): StoreStock {
  const { selectedLocation } = useSelectedLocation();
  const now = useCurrentMinute();
  const timeZone = selectedLocation ? timeZones[selectedLocation.id] : undefined;
  const store = now !== null && selectedLocation && timeZone ? selectedLocation : null;
  const today = store && timeZone && now !== null ? storeToday(timeZone, now) : null;
  const ids = useMemo(() => [...new Set(offerIds)].sort().join(","), [offerIds]);
  const storeId = store?.id ?? null;
  const key = storeId !== null && ids ? `tire-stock|${storeId}|${quantity}|${ids}` : null;
  const read = useCallback(() => fetchStock(storeId ?? 0, quantity, ids), [storeId, quantity, ids]);
  const { data, error } = useSharedRead(key, read, STOCK_FRESH_MS);
  return { hydrated: now !== null, store, today, answers: data, failed: Boolean(error) };
}
