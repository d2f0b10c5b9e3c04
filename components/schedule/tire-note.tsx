"use client";

import Link from "next/link";
import { useId } from "react";
import useSWR from "swr";
import { fetchJson } from "@/lib/http/fetch-json";
import { TIRE_QUANTITIES, type LinkedTires } from "@/lib/scheduling/schedule-link";
import { formatPrice } from "@/lib/core/price";
import { fitmentWarning, type FactorySize } from "@/lib/tires/fitment-warning";

/** The vehicle picked from our lists, as the form holds it. */
type TireNoteVehicle = { year: string; make: string; model: string; trim: string };

interface TireReply {
  tire: {
    id: string;
    brand: string;
    name: string;
    size: string;
    price: number;
    installationPerTire: number;
    url: string;
  };
  /** Estimated totals with fees and tax: `{ [storeId]: { [quantity]: dollars } }`. */
  outTheDoor?: Record<string, Record<string, number>>;
}

/**
 * The tires the customer chose on the tire pages, on every step before the request: what they
 * are, what the set comes to installed, how many (1-6), or take them off the request.
 */
export function TireNote({
  tires,
  onQuantity,
  onRemove,
  vehicle = null,
  store = null,
}: {
  tires: LinkedTires;
  /** The store chosen, whose out-the-door estimate is shown. */
  store?: { id: number; name: string } | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** The vehicle picked from our lists, trim included: checked against the tires' size. */
  vehicle?: TireNoteVehicle | null;
}) {
  const quantityId = useId();
  const { data, error } = useSWR<TireReply>(
    `/api/tires/products/${encodeURIComponent(tires.productId)}`,
    (path: string) => fetchJson<TireReply>(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  if (error)
    return (
      <p className="mb-6 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        The tire in this link is no longer in our catalog, so none is added to the request. The store can help
        you choose, or{" "}
        <Link href="/tires" className="font-semibold underline">
          find tires again
        </Link>
        .
      </p>
    );
  if (!data) return <p className="mb-6 text-gray-700 dark:text-gray-300">Loading your tires…</p>;

  const t = data.tire;
  const total = tires.quantity * (t.price + t.installationPerTire);
  const outTheDoor = store ? data.outTheDoor?.[store.id]?.[tires.quantity] : undefined;
  return (
    <div className="mb-6 space-y-3">
      <div
        data-testid="wizard-tires"
        className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-gray-700"
      >
        <p className="text-gray-700 dark:text-gray-300">
          Tires:{" "}
          <Link href={t.url} className="font-semibold text-ink-900 underline dark:text-white">
            {t.brand} {t.name} {t.size}
          </Link>
          <span className="block text-sm">
            {formatPrice(t.price)} each · {formatPrice(total)} for {tires.quantity} installed (before tax)
          </span>
          {outTheDoor !== undefined && store && (
            <span
              className="block text-sm font-semibold text-ink-900 dark:text-white"
              data-testid="wizard-out-the-door"
            >
              About {formatPrice(outTheDoor)} out the door at {store.name}, with the state&apos;s tire fee and
              sales tax (estimate)
            </span>
          )}
        </p>
        <div className="flex items-end gap-3">
          <div>
            <label htmlFor={quantityId} className="block text-sm font-semibold">
              How many
            </label>
            <select
              id={quantityId}
              value={tires.quantity}
              onChange={(event) => onQuantity(Number(event.target.value))}
              className="mt-1 min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
            >
              {TIRE_QUANTITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={onRemove} className="min-h-11 px-2 text-sm font-semibold underline">
            Remove tires
          </button>
        </div>
      </div>
      <FitNote tireSize={t.size} vehicle={vehicle} />
    </div>
  );
}

/** Says, without blocking, when the tires are not the size the vehicle leaves the factory on. */
function FitNote({ tireSize, vehicle }: { tireSize: string; vehicle: TireNoteVehicle | null }) {
  const path =
    vehicle && vehicle.year && vehicle.make && vehicle.model && vehicle.trim
      ? `/api/vehicles/tire-size/${[vehicle.year, vehicle.make, vehicle.model, vehicle.trim].map(encodeURIComponent).join("/")}`
      : null;
  const { data } = useSWR<FactorySize>(path, (p: string) => fetchJson<FactorySize>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const warning = vehicle && data ? fitmentWarning(tireSize, vehicle, data) : null;
  return (
    <p role="status" data-testid="wizard-fit-note" className={warning ? WARNING : "sr-only"}>
      {warning ?? ""}
    </p>
  );
}

const WARNING =
  "rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200";
