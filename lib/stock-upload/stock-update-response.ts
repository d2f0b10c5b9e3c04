import { outcomeResponse } from "@/lib/http/outcome-response";
import type { StockUpdateOutcome } from "@/lib/stock/stock-update";

/**
 * A stock update's answer to the upload and the feed: saved counts are never cached; a refusal
 * goes out as every other JSON error does, without headers of its own.
 */
export function stockUpdateResponse(outcome: StockUpdateOutcome): Response {
  return outcomeResponse(outcome, outcome.kind === "saved" ? { "Cache-Control": "no-store" } : undefined);
}
