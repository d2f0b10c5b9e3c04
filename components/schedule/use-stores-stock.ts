import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";
import { everyStorePath, type StoreStockAnswer } from "@/lib/inventory/stock-view";
import type { LinkedTires } from "@/lib/scheduling/schedule-link";

/**
 * The carried tires at every store (`GET /api/tires/availability?offer=&qty=`, one request): how
 * many each has and the first day it can fit them, by store id. Empty without tires, while the
 * answer is on its way, or when it failed (the store step then lists the stores as usual).
 */
export function useStoresStock(tires: LinkedTires | null): ReadonlyMap<number, StoreStockAnswer> {
  const path = tires ? everyStorePath(tires.productId, tires.quantity, null) : null;
  const { data } = useSWR(path, (p: string) => fetchJson<{ stores: StoreStockAnswer[] }>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return new Map((data?.stores ?? []).map((answer) => [answer.storeId, answer]));
}
