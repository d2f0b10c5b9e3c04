import { formatPrice } from "@/lib/tires/category-tires";

/**
 * A size page's one-line summary of its list: with filters on, how many tires they leave and the
 * lowest price among those, so the page never promises more than the list below it shows.
 */
export function listSummary(shown: readonly { price: number }[], total: number): string {
  if (shown.length === 0) return `None of our ${total} tires in this size match these filters.`;
  const from = formatPrice(Math.min(...shown.map((tire) => tire.price)));
  if (shown.length === total) return `${total} ${total === 1 ? "tire" : "tires"} from ${from} each.`;
  const verb = shown.length === 1 ? "matches" : "match";
  return `${shown.length} of our ${total} tires ${verb} these filters, from ${from} each.`;
}
