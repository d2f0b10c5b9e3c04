import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";
import type { StockSource } from "@/lib/inventory/ready-by";
import type { LinkedTires } from "@/lib/scheduling/schedule-link";

export interface TireReadyBy {
  readyBy: string;
  source: StockSource;
}

/**
 * When the chosen tires can be at the chosen store (`GET /api/tires/availability`): installation
 * dates start then. Null while there is nothing to ask or no answer; a failed read leaves the
 * dates open and the booking itself checks again.
 */
export function useTireReadyBy(storeId: number | null, tires: LinkedTires | null) {
  const path =
    storeId && tires
      ? `/api/tires/availability?${new URLSearchParams({
          offer: tires.productId,
          qty: String(tires.quantity),
          store: String(storeId),
        })}`
      : null;
  const { data, mutate } = useSWR(path, (p: string) => fetchJson<TireReadyBy>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { ready: path && data ? { readyBy: data.readyBy, source: data.source } : null, refresh: mutate };
}
