import type { PassengerProduct } from "@/lib/tires/product";
import { carriedVehicleQuery, type LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import { CompareInstallLink } from "./compare-links";
import { CompareTireHeading } from "./compare-tire-heading";
import { COMPARE_ROWS } from "./compare-table";

/**
 * The comparison below 1024 px, still side by side: one narrow column per tire, and each thing
 * compared as a full-width label with the tires' values in a row beneath it, so three tires fit a
 * phone's width without scrolling sideways. Each value cell names its tire and its row (`headers`),
 * so a screen reader says "Price per tire, Michelin Defender2, $189.99".
 */
export function CompareNarrow({
  products,
  vehicle,
}: {
  products: readonly PassengerProduct[];
  vehicle: LinkedVehicle | null;
}) {
  const ids = products.map((p) => p.offer.id);
  const carried = carriedVehicleQuery(vehicle);
  const tireId = (id: string) => `compare-narrow-${id}`;
  const rowId = (i: number) => `compare-narrow-row-${i}`;
  return (
    <div className="relative lg:hidden" data-testid="compare-narrow">
      <table className="w-full table-fixed border-separate border-spacing-x-2 text-sm text-gray-800 dark:text-gray-200">
        <caption className="sr-only">{products.length} tires compared</caption>
        <thead>
          <tr>
            {products.map(({ offer }) => (
              <th
                key={offer.id}
                id={tireId(offer.id)}
                scope="col"
                className="px-1 pb-3 text-left align-top break-words hyphens-auto"
              >
                <CompareTireHeading
                  offer={offer}
                  ids={ids}
                  carried={carried}
                  vehicle={vehicle}
                  narrow={true}
                />
              </th>
            ))}
          </tr>
        </thead>
        {COMPARE_ROWS.map((row, i) => (
          <tbody key={row.label}>
            <tr>
              <th
                id={rowId(i)}
                scope="colgroup"
                colSpan={products.length}
                className="border-t border-gray-200 px-1 pt-3 pb-1 text-left text-xs font-semibold tracking-wider text-gray-700 uppercase dark:border-gray-800 dark:text-gray-300"
              >
                {row.label}
              </th>
            </tr>
            <tr>
              {products.map((product) => (
                <td
                  key={product.offer.id}
                  headers={`${rowId(i)} ${tireId(product.offer.id)}`}
                  className="px-1 pb-3 align-top break-words hyphens-auto"
                >
                  {row.cell(product)}
                </td>
              ))}
            </tr>
          </tbody>
        ))}
        <tbody>
          <tr>
            {products.map(({ offer }) => (
              <td key={offer.id} className="px-1 pt-2 align-top">
                <CompareInstallLink
                  offer={offer}
                  vehicle={vehicle}
                  className="btn-primary w-full px-2 text-sm break-words hyphens-auto [&>svg]:hidden"
                />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
