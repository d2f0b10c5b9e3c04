import { bookableLocations } from "@/data/locations";
import { stateFeesAndTaxes } from "@/data/tire-fees-and-taxes";
import type { QuoteDeskRecord } from "@/lib/db";
import { formatPrice } from "@/lib/core/price";
import { counterEstimate, MAX_QUOTED_TIRES } from "@/lib/tires/out-the-door";

/**
 * What the quoted tires come to at each store's counter with the state's new-tire fee and sales
 * tax, so the desk can quote the figure the customer will pay, not one that grows at pickup. Only
 * for highway tires with a catalog price: farm and off-road tires follow other fee rules in each
 * state, which the desk is told instead of a made-up figure.
 */
export function QuoteCounterEstimate({ quote: q }: { quote: QuoteDeskRecord }) {
  if (q.pricePerTireCents === null || q.quantity > MAX_QUOTED_TIRES) return null;
  const headingId = `counter-${q.reference}`;
  if (q.application !== "on-highway") {
    const states = Object.values(stateFeesAndTaxes);
    return (
      <section aria-labelledby={headingId} className="space-y-2" data-testid="quote-counter-estimate">
        <h3 id={headingId} className="font-bold text-gray-900 dark:text-gray-100">
          State tire fees for these tires
        </h3>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Farm and off-road tires follow their own fee rules, so no total is estimated. Check the
          customer&apos;s use (and any tax-exemption certificate) before quoting:
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800 dark:text-gray-200">
          {states.map((state) => (
            <li key={state.state}>
              <strong>{state.stateName}:</strong> {state.newTireFee.otherTires}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const pricePerTire = q.pricePerTireCents / 100;
  const rows = bookableLocations.map((l) =>
    counterEstimate({ storeId: l.id, pricePerTire, quantity: q.quantity }),
  );
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="quote-counter-estimate">
      <h3 id={headingId} className="font-bold text-gray-900 dark:text-gray-100">
        Out the door at each store (estimate)
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {q.quantity} × {formatPrice(pricePerTire)} with the state&apos;s new-tire fee and the store&apos;s
        sales tax, before mounting or a service call. Federal excise tax on heavy truck tires is not included.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Out the door for {q.quantity} tires at each store, with fee and tax (estimate)
          </caption>
          <thead>
            <tr className="border-b border-gray-300 dark:border-gray-600">
              <th scope="col" className="py-1 pr-3">
                Store
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Tire fee
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                Sales tax
              </th>
              <th scope="col" className="py-1 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.storeId} className="border-b border-gray-200 dark:border-gray-700">
                <th scope="row" className="py-1 pr-3 font-semibold">
                  {row.storeName}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">{formatPrice(row.fee)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {formatPrice(row.tax)}{" "}
                  <span className="text-gray-600 dark:text-gray-400">({row.taxRatePercent}%)</span>
                </td>
                <td className="py-1 text-right font-semibold tabular-nums">{formatPrice(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
