import type { ReactNode } from "react";
import { FeatureList } from "@/components/content/feature-list";
import { StockLine } from "@/components/tires/stock/stock-list";
import { formatPrice } from "@/lib/tires/category-tires";
import type { PassengerProduct } from "@/lib/tires/product";
import { carriedVehicleQuery, type LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import { CompareInstallLink } from "./compare-links";
import { CompareTireHeading } from "./compare-tire-heading";
import { installedSetPrice, TYPE_LABELS } from "@/lib/tires/size-page";
import { setTotalsByStore } from "@/lib/tires/store-estimates";
import { OutTheDoorLine } from "@/components/tires/price/out-the-door-line";
import { serviceDescription, utqgText, warrantyText } from "@/lib/tires/specs";

export interface CompareRow {
  label: string;
  cell: (product: PassengerProduct) => ReactNode;
}

/** What is compared, in order: the rows of the wide table and of the narrow one. */
export const COMPARE_ROWS: readonly CompareRow[] = [
  {
    label: "Price per tire",
    cell: ({ offer }) => <span className="text-lg font-black">{formatPrice(offer.price)}</span>,
  },
  {
    label: "Set of 4 installed",
    cell: ({ offer }) => <span className="font-bold">{formatPrice(installedSetPrice(offer.price))}</span>,
  },
  {
    label: "Out the door, set of 4",
    cell: ({ offer }) => (
      <OutTheDoorLine
        totals={setTotalsByStore(offer.price)}
        fallback="Choose your store at the top of the page"
      />
    ),
  },
  // Each tire's stock at the visitor's store, from one request for the table (see StockList).
  { label: "Availability", cell: ({ offer }) => <StockLine offerId={offer.id} /> },
  { label: "Size", cell: ({ offer }) => <span className="font-mono">{offer.size}</span> },
  { label: "Type", cell: ({ offer }) => TYPE_LABELS[offer.type] },
  {
    label: "Load / speed",
    cell: ({ offer }) => <span className="font-mono">{serviceDescription(offer)}</span>,
  },
  { label: "UTQG", cell: ({ offer }) => utqgText(offer) },
  { label: "Warranty", cell: ({ line }) => warrantyText(line.warrantyMiles) },
  { label: "Features", cell: ({ line }) => <FeatureList items={line.features} className="text-sm" /> },
];

// The first column stays put while the tires scroll sideways on a phone; its background hides
// what scrolls under it.
const STICKY =
  "sticky left-0 z-10 bg-white text-left align-top dark:bg-gray-950 shadow-[1px_0_0_0_var(--color-gray-200)] dark:shadow-[1px_0_0_0_var(--color-gray-800)]";
const COLUMN = "min-w-44 px-3 py-3 align-top sm:min-w-52";

/**
 * The chosen tires side by side, one column each, one row per thing worth comparing. A real
 * table, so screen readers announce the row and the tire for every cell. Shown from 1024 px,
 * where three tires fit with a label column; narrower screens put each label above its row
 * (./compare-narrow.tsx).
 */
export function CompareTable({
  products,
  vehicle,
}: {
  products: readonly PassengerProduct[];
  vehicle: LinkedVehicle | null;
}) {
  const ids = products.map((p) => p.offer.id);
  const carried = carriedVehicleQuery(vehicle);
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      // relative: screen-reader-only text is positioned absolutely, and would otherwise widen the page.
      className="relative hidden overflow-x-auto lg:block"
      data-testid="compare-table"
    >
      <table className="w-full border-separate border-spacing-0 text-sm text-gray-800 sm:text-base dark:text-gray-200">
        <caption id="compare-caption" className="sr-only">
          {products.length} tires compared
        </caption>
        <thead>
          <tr>
            <td className={`${STICKY} w-28 sm:w-40`} />
            {products.map(({ offer }) => (
              <th key={offer.id} scope="col" className={`${COLUMN} text-left`}>
                <CompareTireHeading
                  offer={offer}
                  ids={ids}
                  carried={carried}
                  vehicle={vehicle}
                  narrow={false}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label}>
              <th
                scope="row"
                className={`${STICKY} border-t border-gray-200 py-3 pr-3 font-semibold text-gray-700 dark:border-gray-800 dark:text-gray-300`}
              >
                {row.label}
              </th>
              {products.map((product) => (
                <td
                  key={product.offer.id}
                  className={`${COLUMN} border-t border-gray-200 dark:border-gray-800`}
                >
                  {row.cell(product)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className={`${STICKY} border-t border-gray-200 dark:border-gray-800`} />
            {products.map(({ offer }) => (
              <td key={offer.id} className={`${COLUMN} border-t border-gray-200 dark:border-gray-800`}>
                <CompareInstallLink offer={offer} vehicle={vehicle} className="btn-primary w-full text-sm" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
