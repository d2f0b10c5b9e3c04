/**
 * The tires a link into /schedule carries (a tire page's "Schedule Installation"), as the wizard
 * reads them. Apart from the vehicle's part (schedule-link.ts), which tire pages also load.
 */

/** Tires a link carries: `tire={product id}` and `qty` (1-6, else a set of 4). */
export interface LinkedTires {
  productId: string;
  quantity: number;
}

export const TIRE_QUANTITIES = [1, 2, 3, 4, 5, 6] as const;
const DEFAULT_TIRE_QUANTITY = 4;

export function parseLinkedTires(params: URLSearchParams): LinkedTires | null {
  const productId = (params.get("tire") ?? "").trim();
  if (!/^[a-z0-9-]{3,120}$/.test(productId)) return null;
  const qty = Number(params.get("qty"));
  return {
    productId,
    quantity: TIRE_QUANTITIES.includes(qty as (typeof TIRE_QUANTITIES)[number]) ? qty : DEFAULT_TIRE_QUANTITY,
  };
}
