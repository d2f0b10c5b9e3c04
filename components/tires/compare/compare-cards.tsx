import Link from "next/link";
import type { PassengerProduct } from "@/lib/tires/product";
import { carriedVehicleQuery, type LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import { productHref } from "@/lib/tires/product-link";
import { CompareInstallLink, RemoveFromCompareLink } from "./compare-links";
import { COMPARE_ROWS } from "./compare-table";

/**
 * The comparison below 1024 px: one card per tire, stacked on a phone and two abreast on a
 * tablet, each with the table's rows as label and value. Nothing scrolls sideways or is cut off.
 */
export function CompareCards({
  products,
  vehicle,
}: {
  products: readonly PassengerProduct[];
  vehicle: LinkedVehicle | null;
}) {
  const ids = products.map((p) => p.offer.id);
  const carried = carriedVehicleQuery(vehicle);
  return (
    <ul
      aria-label={`${products.length} tires compared`}
      className="grid gap-4 sm:grid-cols-2 lg:hidden"
      data-testid="compare-cards"
    >
      {products.map((product) => {
        const { offer } = product;
        const titleId = `compare-card-${offer.id}`;
        return (
          <li key={offer.id} className="card flex flex-col p-4 sm:p-5">
            <article aria-labelledby={titleId} className="flex flex-1 flex-col">
              <span className="text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
                {offer.brand}
              </span>
              <h2 id={titleId} className="text-lg font-bold text-ink-900 dark:text-white">
                <Link href={productHref(offer.url, vehicle)} className="underline underline-offset-4">
                  <span className="sr-only">{offer.brand} </span>
                  {offer.name}
                </Link>
              </h2>
              {products.length > 1 && (
                <RemoveFromCompareLink
                  offer={offer}
                  ids={ids}
                  carried={carried}
                  className="mt-1 inline-flex min-h-11 items-center self-start text-sm text-gray-700 underline underline-offset-4 dark:text-gray-300"
                />
              )}
              <dl className="mt-2 flex-1 text-sm text-gray-800 dark:text-gray-200">
                {COMPARE_ROWS.map((row) => (
                  <div
                    key={row.label}
                    className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 border-t border-gray-200 py-2.5 dark:border-gray-800"
                  >
                    <dt className="font-semibold text-gray-700 dark:text-gray-300">{row.label}</dt>
                    <dd className="min-w-0 break-words">{row.cell(product)}</dd>
                  </div>
                ))}
              </dl>
              <CompareInstallLink
                offer={offer}
                vehicle={vehicle}
                className="btn-primary mt-3 w-full text-sm"
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
