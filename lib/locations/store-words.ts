import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import { stateName } from "@/lib/scheduling/on-site";

/**
 * Stores in words, for sentences built from the store list. Light enough for the browser: it
 * takes the stores it is given and reads no store data itself.
 */

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "four" for 4, as copy spells small counts; digits from 11 on. */
export function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

/** "Crab Orchard, Wytheville, Ashland and Windber": the stores' towns, as in "our … stores". */
export function storeTownsInWords(stores: readonly Pick<Location, "city">[]): string {
  return listInWords(stores.map((store) => store.city));
}

/** "West Virginia and Virginia": the states the stores are in, in the order the company lists them. */
export function storeStatesInWords(stores: readonly Pick<Location, "state">[]): string {
  const order: readonly string[] = brand.states;
  const states = [...new Set(stores.map((store) => store.state))].sort(
    (a, b) => rank(order, a) - rank(order, b),
  );
  return listInWords(states.map(stateName));
}

function rank(order: readonly string[], state: string): number {
  const index = order.indexOf(state);
  return index === -1 ? order.length : index;
}
