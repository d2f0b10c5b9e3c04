import { useId, useState } from "react";
import { ClockIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { formatMiles, nearestFirst, type LatLng } from "@/lib/geo/distance";
import { storeAvailabilityLine } from "@/lib/inventory/stock-text";
import { storeToday } from "@/lib/inventory/stock-view";
import type { LinkedTires } from "@/lib/scheduling/schedule-link";
import type { WizardStore } from "./types";
import { useStoresStock } from "./use-stores-stock";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";

interface LocationStepProps {
  stores: readonly WizardStore[];
  selectedId: number | null;
  wantedService: string | null;
  onChoose: (store: WizardStore) => void;
  /** Where the customer searched from: stores then come nearest first, with their distance. */
  origin?: LatLng | null;
  /** The store chosen in the header, marked as theirs. */
  myStoreId?: number | null;
  /** While the page is still starting up. */
  disabled?: boolean;
  /** Tires carried from the tire pages: each store says whether it has them and when it can fit them. */
  tires?: LinkedTires | null;
}

type Order = "soonest" | "nearest";

/**
 * Step 1: choose a store. Nearest first once the customer gave a zip or their position; My Store
 * is marked. When a service was asked for, stores offering it come before the ones that don't.
 * With tires carried, each store says how many it has and the first day it can fit them, and the
 * list comes in that order (soonest first), or by distance once the customer says where they are,
 * with the choice between the two.
 */
export function LocationStep({
  stores,
  selectedId,
  wantedService,
  onChoose,
  origin = null,
  myStoreId = null,
  disabled = false,
  tires = null,
}: LocationStepProps) {
  const stock = useStoresStock(tires);
  const now = useCurrentMinute();
  // A customer who gave a zip or their position asked for the nearest: that comes first until
  // they choose otherwise.
  const [chosenOrder, setOrder] = useState<Order | null>(null);
  const order = chosenOrder ?? (origin ? "nearest" : "soonest");
  const orderName = useId();
  const bySoonest = stock.size > 0 && (order === "soonest" || !origin);
  const offers = (store: WizardStore) =>
    !wantedService || store.services.some((s) => s.name === wantedService);
  const placed = origin
    ? nearestFirst(origin, stores)
    : stores.map((store) => ({ ...store, miles: null as number | null }));
  const installFrom = (id: number) => {
    const answer = stock.get(id);
    return answer ? (answer.installFrom ?? answer.readyBy) : "9999-12-31";
  };
  // Stable sorts: the distance order (or the list's own) holds within each group.
  const ordered = [...placed]
    .sort((a, b) => (bySoonest ? installFrom(a.id).localeCompare(installFrom(b.id)) : 0))
    .sort((a, b) => Number(offers(b)) - Number(offers(a)));
  const listName = bySoonest
    ? "Stores, soonest to fit your tires first"
    : origin
      ? "Stores, nearest first"
      : "Stores";
  return (
    <>
      {stock.size > 0 && origin && (
        <fieldset className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1">
          <legend className="float-left mr-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
            Order stores by
          </legend>
          {(
            [
              ["soonest", "Soonest to fit your tires"],
              ["nearest", "Nearest"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={orderName}
                value={value}
                checked={order === value}
                onChange={() => setOrder(value)}
                className="size-5 accent-ink-900"
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={listName}>
        {ordered.map((store) => {
          const selected = store.id === selectedId;
          const mine = store.id === myStoreId;
          return (
            <li key={store.id}>
              <button
                type="button"
                onClick={() => onChoose(store)}
                disabled={disabled}
                aria-pressed={selected}
                className={`card flex h-full w-full flex-col p-5 text-left hover:border-brand-400 ${selected ? "border-2 border-brand-500 ring-2 ring-brand-200 dark:ring-brand-700" : ""}`}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="text-lg font-bold text-ink-900 dark:text-white">{store.name}</span>
                  <span className="flex shrink-0 flex-wrap justify-end gap-1">
                    {mine && (
                      <span className="rounded-full border border-ink-900 px-2 py-0.5 text-xs font-bold text-ink-900 dark:border-gray-200 dark:text-gray-100">
                        My Store
                      </span>
                    )}
                    {selected && (
                      <span className="rounded-full bg-brand-400 px-2 py-0.5 text-xs font-bold text-ink-900">
                        Selected
                      </span>
                    )}
                  </span>
                </span>
                {store.miles !== null && (
                  <span className="mt-1 text-sm font-semibold text-ink-900 dark:text-brand-300">
                    {formatMiles(store.miles)}
                  </span>
                )}
                <span className="mt-2 flex gap-2 text-sm text-gray-700 dark:text-gray-300">
                  <PinIcon size={16} className="mt-0.5 shrink-0" />
                  <span>
                    {store.address}, {store.city}, {store.state} {store.zip}
                  </span>
                </span>
                <span className="mt-1 flex gap-2 text-sm text-gray-700 dark:text-gray-300">
                  <PhoneIcon size={16} className="mt-0.5 shrink-0" />
                  {store.phone}
                </span>
                <span className="mt-1 flex gap-2 text-sm text-gray-700 dark:text-gray-300">
                  <ClockIcon size={16} className="mt-0.5 shrink-0" />
                  <span>{store.hours.join(" · ")}</span>
                </span>
                {stock.get(store.id) && now !== null && (
                  <span
                    className="mt-3 text-sm font-semibold text-ink-900 dark:text-gray-100"
                    data-testid="store-tire-stock"
                  >
                    Your tires: {storeAvailabilityLine(stock.get(store.id)!, storeToday(store.timeZone, now))}
                  </span>
                )}
                {wantedService && (
                  <span
                    className={`mt-3 text-sm font-semibold ${offers(store) ? "text-green-800 dark:text-green-300" : "text-gray-600 dark:text-gray-400"}`}
                  >
                    {offers(store) ? `Offers ${wantedService}` : `${wantedService} not offered here`}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
