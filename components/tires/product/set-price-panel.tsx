import { brand } from "@/data/brand";
import { formatPrice } from "@/lib/tires/category-tires";
import { TIRES_PER_SET, setOfFourPrice } from "@/lib/tires/set-price";
import { estimatesByStore } from "@/lib/tires/store-estimates";
import { OutTheDoorPrice } from "@/components/tires/price/out-the-door-price";

/**
 * Price of one tire, of a set of four installed, and what the set comes to out the door at the
 * visitor's store (fees and tax), with what the installation includes.
 */
export function SetPricePanel({ pricePerTire }: { pricePerTire: number }) {
  const set = setOfFourPrice(pricePerTire);
  return (
    <section aria-labelledby="price-title" className="rounded-xl bg-gray-50 p-4 sm:p-5 dark:bg-gray-900/60">
      <h2 id="price-title" className="sr-only">
        Price
      </h2>
      <p className="text-3xl font-black text-ink-900 dark:text-white" data-testid="price-per-tire">
        {formatPrice(pricePerTire)}
        <span className="ml-1 text-base font-medium text-gray-600 dark:text-gray-400">per tire</span>
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="text-left font-bold text-ink-900 dark:text-white">
          Set of {TIRES_PER_SET} installed
        </caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1 text-left font-normal text-gray-700 dark:text-gray-300">
              {TIRES_PER_SET} tires × {formatPrice(pricePerTire)}
            </th>
            <td className="py-1 text-right tabular-nums">{formatPrice(set.tires)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1 text-left font-normal text-gray-700 dark:text-gray-300">
              Installation, {TIRES_PER_SET} × {formatPrice(set.installationPerTire)}
            </th>
            <td className="py-1 text-right tabular-nums">{formatPrice(set.installation)}</td>
          </tr>
          <tr className="border-t border-gray-300 dark:border-gray-700">
            <th scope="row" className="pt-2 text-left font-bold text-ink-900 dark:text-white">
              Total before tax
            </th>
            <td
              className="pt-2 text-right text-lg font-black text-ink-900 tabular-nums dark:text-white"
              data-testid="set-price"
            >
              {formatPrice(set.total)}
            </td>
          </tr>
        </tbody>
      </table>
      <OutTheDoorPrice quantity={TIRES_PER_SET} estimates={estimatesByStore(pricePerTire, TIRES_PER_SET)} />
      <div className="mt-4 text-sm text-gray-700 dark:text-gray-300">
        <h3 className="font-semibold text-ink-900 dark:text-white">Installation includes</h3>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {brand.tireInstallation.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
