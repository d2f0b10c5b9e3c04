import { findLocation } from "@/data/locations";
import { formatPrice } from "@/lib/core/price";
import type { StoreEstimate, StoreEstimates } from "@/lib/tires/store-estimates";
import { BySelectedStore } from "@/components/locations/by-selected-store";

const PANEL = "mt-4 border-t border-gray-300 pt-3 text-sm dark:border-gray-700";
const ROW_HEADER = "py-1 text-left font-normal text-gray-700 dark:text-gray-300";
// Road-hazard cover is a plain check box: CSS shows the rows with or without it, so the choice
// works before (and without) any script, and the page ships no code for it.
const WITHOUT_COVER = "group-has-[:checked]:hidden";
const WITH_COVER = "hidden group-has-[:checked]:table-row";
const WITH_COVER_TEXT = "hidden group-has-[:checked]:inline";

/**
 * The price to expect at the counter for the set: tires, installation, the state's tire fee, sales
 * tax at the visitor's store, and road-hazard cover if they want it. Every store's table is
 * rendered here on the server; the page shows the chosen store's, or the range across stores
 * without one.
 */
export function OutTheDoorPrice({
  quantity,
  estimates,
}: {
  quantity: number;
  estimates: Record<number, StoreEstimates>;
}) {
  const totals = Object.values(estimates).map((e) => e.plain.total);
  const range = (
    <div className={PANEL} data-testid="out-the-door">
      <p className="font-bold text-ink-900 dark:text-white">
        Out the door for {quantity}: {formatPrice(Math.min(...totals))} to {formatPrice(Math.max(...totals))}
      </p>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        With each state&apos;s tire fee and sales tax, depending on the store. Choose your store at the top of
        the page for its price.
      </p>
    </div>
  );
  const byStore = Object.fromEntries(
    Object.entries(estimates).map(([id, estimate]) => [
      id,
      <StoreTable key={id} storeId={Number(id)} quantity={quantity} estimates={estimate} />,
    ]),
  );
  return <BySelectedStore byStore={byStore} fallback={range} />;
}

function StoreTable({
  storeId,
  quantity,
  estimates: { plain, withCover },
}: {
  storeId: number;
  quantity: number;
  estimates: StoreEstimates;
}) {
  const coverLine = withCover.extras.find((line) => !plain.extras.some((l) => l.label === line.label));
  const coverId = `road-hazard-${storeId}`;
  // Both figures are in the page; the check box decides which one shows (and is read).
  const amount = (pick: (e: StoreEstimate) => number) => (
    <>
      <span className={WITHOUT_COVER}>{formatPrice(pick(plain))}</span>
      <span className={WITH_COVER_TEXT}>{formatPrice(pick(withCover))}</span>
    </>
  );
  return (
    <div className={`group ${PANEL}`} data-testid="out-the-door">
      <table className="w-full">
        <caption className="text-left font-bold text-ink-900 dark:text-white">
          Out the door at {findLocation(storeId)?.name}
        </caption>
        <tbody>
          <tr>
            <th scope="row" className={ROW_HEADER}>
              Set of {quantity} installed
            </th>
            <td className="py-1 text-right tabular-nums">{formatPrice(plain.installed)}</td>
          </tr>
          {withCover.extras.map((line) => (
            <tr key={line.label} className={line === coverLine ? WITH_COVER : undefined}>
              <th scope="row" className={ROW_HEADER}>
                {line.label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatPrice(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={ROW_HEADER}>
              Sales tax ({plain.taxRatePercent}%)
            </th>
            <td className="py-1 text-right tabular-nums">{amount((e) => e.tax)}</td>
          </tr>
          <tr className="border-t border-gray-300 dark:border-gray-700">
            <th scope="row" className="pt-2 text-left font-bold text-ink-900 dark:text-white">
              Estimated total
            </th>
            <td
              className="pt-2 text-right text-lg font-black text-ink-900 tabular-nums dark:text-white"
              data-testid="out-the-door-total"
            >
              {amount((e) => e.total)}
            </td>
          </tr>
        </tbody>
      </table>
      {coverLine && (
        <div className="mt-2 flex min-h-11 items-center gap-2">
          <input id={coverId} type="checkbox" className="size-5 accent-ink-900" />
          <label htmlFor={coverId} className="text-gray-800 dark:text-gray-200">
            Add road-hazard cover ({formatPrice(coverLine.amount)} for {quantity})
          </label>
        </div>
      )}
      <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{plain.note}</p>
    </div>
  );
}
