"use client";

import Link from "next/link";
import { useCallback, useId, useMemo, useState, type FormEvent } from "react";
import { SetMyStoreButton } from "@/components/locations/set-my-store-button";
import { brandCore } from "@/data/brand-core";
import { ZIP_INVALID_MESSAGE } from "@/lib/geo/zip-rules";
import { useCurrentMinute } from "@/lib/hooks/use-current-minute";
import { fetchJson } from "@/lib/http/fetch-json";
import { useSharedRead } from "@/lib/http/use-shared-read";
import type { StockStore } from "@/lib/inventory/stock-stores";
import {
  everyStorePath,
  milesLabel,
  stockView,
  storeRows,
  zipOf,
  type StockView,
  type StoreStockAnswer,
  type StoreStockRow,
} from "@/lib/inventory/stock-view";
import { locationPath } from "@/lib/locations/links";
import { openStoreChooser } from "@/lib/locations/store-chooser";
import { SOURCE_ICON, StockLineView } from "./stock-line";
import { STOCK_FRESH_MS, useStoreStock } from "./use-stock";

/** Stores listed for a visitor who has not chosen one. */
const LISTED_STORES = 3;

// Before hydration the visitor's store is unknown, but <html data-my-store> (set in <head>) says
// whether one is remembered: the matching placeholder shows, the right size, so nothing moves.
const WITH_STORE = "hidden [html[data-my-store]_&]:block";
const WITHOUT_STORE = "[html[data-my-store]_&]:hidden";

async function fetchEveryStore(offerId: string, quantity: number, zip: string | null) {
  const { stores } = await fetchJson<{ stores: StoreStockAnswer[] }>(everyStorePath(offerId, quantity, zip));
  return { zip, stores };
}

/**
 * A product page's stock: the line for the visitor's store, or, without one, the stores that can
 * have the set soonest (nearest first for a zip) with a way to make one the visitor's store.
 * Announced to screen readers only after the visitor acts here (a zip, a store chosen).
 */
export function ProductStock({
  offerId,
  quantity,
  stores,
}: {
  offerId: string;
  quantity: number;
  stores: readonly StockStore[];
}) {
  const timeZones = useMemo(() => Object.fromEntries(stores.map((s) => [s.id, s.timeZone])), [stores]);
  const offerIds = useMemo(() => [offerId], [offerId]);
  const stock = useStoreStock(offerIds, quantity, timeZones);
  const view = stockView({ ...stock, answer: stock.answers?.[offerId] });
  const [acted, setActed] = useState(false);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 p-4 sm:p-5 dark:border-gray-700"
      data-testid="product-stock"
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-4">
        <h2 id={headingId} className="text-base font-bold text-ink-900 dark:text-white">
          Availability for a set of {quantity}
        </h2>
        {stock.store && (
          <button
            type="button"
            onClick={openStoreChooser}
            className="min-h-8 rounded-md text-sm font-semibold text-ink-900 underline underline-offset-4 dark:text-gray-100"
          >
            Change store
          </button>
        )}
      </div>
      {!stock.hydrated ? (
        <>
          <div className={WITH_STORE}>
            <MyStoreLine view={view} />
          </div>
          <div className={WITHOUT_STORE}>
            <OtherStores
              offerId={offerId}
              quantity={quantity}
              stores={stores}
              onAct={() => {}}
              active={false}
            />
          </div>
        </>
      ) : stock.store ? (
        <MyStoreLine view={view} />
      ) : (
        <OtherStores
          offerId={offerId}
          quantity={quantity}
          stores={stores}
          onAct={() => setActed(true)}
          active
        />
      )}
      <p role="status" className="sr-only">
        {acted && view.kind === "ready" ? view.text : ""}
      </p>
    </section>
  );
}

/** The line for the visitor's store: two lines high from the first paint, as it may wrap on a phone. */
function MyStoreLine({ view }: { view: StockView }) {
  return (
    <div className="mt-1 min-h-12 leading-6" data-testid="stock-line">
      <StockLineView view={view} />
    </div>
  );
}

/** Without a store: the choice, a zip for the nearest, and the first stores that can have the set. */
function OtherStores({
  offerId,
  quantity,
  stores,
  onAct,
  active,
}: {
  offerId: string;
  quantity: number;
  stores: readonly StockStore[];
  /** The visitor asked for something here: its outcome is announced. */
  onAct: () => void;
  /** False for the placeholder shown before hydration: nothing is asked. */
  active: boolean;
}) {
  const now = useCurrentMinute();
  const [zip, setZip] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const timeZones = useMemo(() => Object.fromEntries(stores.map((s) => [s.id, s.timeZone])), [stores]);
  const key = active ? `tire-stock-everywhere|${offerId}|${quantity}|${zip ?? ""}` : null;
  const read = useCallback(() => fetchEveryStore(offerId, quantity, zip), [offerId, quantity, zip]);
  // The list stays while the next one loads, and when a zip is not found.
  const { data, error, isLoading } = useSharedRead(key, read, STOCK_FRESH_MS, { keepPrevious: true });
  const rows = data && now !== null ? storeRows(data.stores, timeZones, now, LISTED_STORES) : null;
  const byId = new Map(stores.map((s) => [s.id, s]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = zipOf(String(new FormData(event.currentTarget).get("zip") ?? ""));
    setInvalid(value === null);
    if (value === null) return;
    onAct();
    setZip(value);
  }

  // A zip the API does not know keeps the list it had, with the API's message.
  const message = invalid ? ZIP_INVALID_MESSAGE : zip && error ? (error as Error).message : null;
  const failed = Boolean(error) && !data;
  const first = rows?.[0];
  const firstStore = first && byId.get(first.storeId);
  const announcement =
    zip && data?.zip === zip && first && firstStore
      ? `Nearest to ${zip}: ${firstStore.name}, ${first.text}.`
      : "";

  return (
    <div>
      <div className="mt-1 text-sm leading-6">
        <StockLineView view={{ kind: "choose" }} />
      </div>
      {/* The stores near a zip are looked up in the browser; sent before the scripts start, the
          form leads to the list of every store (a GET: a zip is no more personal than a search). */}
      <form
        action="/locations"
        method="get"
        onSubmit={submit}
        noValidate
        className="mt-3 flex flex-wrap items-center gap-2"
      >
        <label htmlFor={`${id}-zip`} className="text-sm font-semibold text-ink-900 dark:text-gray-100">
          Zip code
        </label>
        <input
          id={`${id}-zip`}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="min-h-10 w-24 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus:border-ink-900 focus:outline-2 focus:outline-brand-400 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100 dark:focus:border-brand-300"
        />
        <button
          type="submit"
          className="btn-dark min-h-10 px-3.5 py-1.5 text-sm"
          disabled={active && isLoading}
        >
          Find nearest
        </button>
      </form>
      <p
        id={`${id}-error`}
        role="alert"
        className="mt-1 min-h-5 text-sm font-semibold text-red-700 dark:text-red-400"
      >
        {message}
      </p>
      <h3 className="mt-1 text-sm font-bold text-gray-700 dark:text-gray-300">
        {data?.zip ? `Nearest to ${data.zip}` : "Soonest at our stores"}
      </h3>
      {failed ? (
        <div className="mt-1 min-h-10 text-sm leading-5">
          <StockLineView view={{ kind: "call", phone: brandCore.phone }} />
        </div>
      ) : (
        <ul className="mt-1 divide-y divide-gray-200 dark:divide-gray-800" data-testid="store-stock">
          {(rows ?? placeholderRows).map((row, index) => {
            const store = row ? byId.get(row.storeId) : undefined;
            return (
              <li
                key={row?.storeId ?? `placeholder-${index}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3"
              >
                {/* On a phone the name takes the whole first row, the line and the button share the second. */}
                <p className="col-span-2 min-h-6 leading-6 font-semibold text-ink-900 sm:col-span-1 dark:text-white">
                  {store ? (
                    <>
                      <Link href={locationPath(store)} className="underline underline-offset-4">
                        {store.name}
                      </Link>
                      {row?.miles !== undefined && (
                        <span className="font-normal whitespace-nowrap text-gray-700 dark:text-gray-300">
                          {" "}
                          · {milesLabel(row.miles)}
                        </span>
                      )}
                    </>
                  ) : (
                    <Bar className="w-28" />
                  )}
                </p>
                <p className="flex min-h-5 items-start gap-1.5 text-sm leading-5 text-gray-800 dark:text-gray-200">
                  {row ? (
                    <>
                      {SOURCE_ICON[row.source]}
                      {row.text}
                    </>
                  ) : (
                    <Bar className="w-40" />
                  )}
                </p>
                {store ? (
                  <span onClickCapture={onAct} className={BUTTON_CELL}>
                    <SetMyStoreButton location={store} />
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className={`${BUTTON_CELL} h-11 w-40 rounded-lg border-2 border-gray-200 dark:border-gray-800`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

const BUTTON_CELL = "sm:col-start-2 sm:row-span-2 sm:row-start-1";

const placeholderRows: readonly (StoreStockRow | null)[] = Array.from({ length: LISTED_STORES }, () => null);

function Bar({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-3.5 rounded bg-gray-200 align-middle motion-safe:animate-pulse dark:bg-gray-800 ${className}`}
    />
  );
}
