import type { QuoteProduct } from "./types";

/**
 * The catalog tire the form was opened with. Clearing it lets the customer describe another tire
 * (or the machine it goes on) in their own words.
 */
export function ChosenTire({
  tire,
  labelId,
  onClear,
}: {
  tire: QuoteProduct;
  labelId: string;
  onClear: () => void;
}) {
  return (
    <div className="rounded-lg border border-gray-300 bg-gray-50 p-4 dark:border-gray-600 dark:bg-gray-800">
      <p id={labelId} className="text-sm font-semibold text-gray-800 dark:text-gray-200">
        Tire
      </p>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <dl aria-labelledby={labelId} data-testid="quote-tire">
          <dt className="sr-only">Brand</dt>
          <dd className="text-sm font-semibold tracking-wider text-gray-700 uppercase dark:text-gray-300">
            {tire.brand}
          </dd>
          <dt className="sr-only">Tire</dt>
          <dd className="text-lg font-bold text-ink-900 dark:text-white">{tire.name}</dd>
          <dt className="sr-only">Size</dt>
          <dd className="font-mono text-gray-800 dark:text-gray-200">{tire.size}</dd>
          <dt className="sr-only">Category</dt>
          <dd className="text-sm text-gray-700 dark:text-gray-300">{tire.category} tires</dd>
        </dl>
        <button type="button" onClick={onClear} className="btn-outline-dark self-start text-sm">
          Clear and describe another tire
        </button>
      </div>
    </div>
  );
}
