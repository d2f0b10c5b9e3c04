import { MAX_COMPARE } from "./compare-link";

/** A tire picked to compare: its id for the link, its name for the picker to show. */
export interface PickedTire {
  id: string;
  label: string;
}

export interface ComparePicks {
  tires: readonly PickedTire[];
  /** Set when a pick was refused because the comparison is full; cleared by the next change. */
  refused: boolean;
}

const STORAGE_KEY = "tire-compare";
const EMPTY: ComparePicks = { tires: [], refused: false };

let current: ComparePicks | null = null;
const listeners = new Set<() => void>();

/**
 * Picks survive moving between filters, sizes and the comparison itself (each a new page), for
 * this tab only. Anything unreadable in storage is an empty list.
 */
function load(): ComparePicks {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    if (!Array.isArray(stored)) return EMPTY;
    const tires = stored
      .filter(
        (t): t is PickedTire =>
          typeof t === "object" && t !== null && typeof t.id === "string" && typeof t.label === "string",
      )
      .slice(0, MAX_COMPARE);
    return { tires, refused: false };
  } catch {
    return EMPTY;
  }
}

function save(next: ComparePicks) {
  current = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.tires));
  } catch {
    // Private modes may refuse storage; the picks still work until the page changes.
  }
  for (const listener of listeners) listener();
}

export function readPicks(): ComparePicks {
  current ??= load();
  return current;
}

/** The server renders every picker empty; the browser fills in the stored picks after hydration. */
export function readServerPicks(): ComparePicks {
  return EMPTY;
}

export function subscribeToPicks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds or removes a tire. Adding to a full comparison is refused, and the picker says why. */
export function setPicked(tire: PickedTire, picked: boolean) {
  const { tires } = readPicks();
  const without = tires.filter((t) => t.id !== tire.id);
  if (!picked) save({ tires: without, refused: false });
  else if (without.length >= MAX_COMPARE) save({ tires, refused: true });
  else save({ tires: [...without, tire], refused: false });
}

export function clearPicks() {
  save(EMPTY);
}
