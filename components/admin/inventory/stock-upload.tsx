import { STOCK_LOCATION_IDS, stockLocationName } from "@/lib/inventory/stock-rules";
import { PART_NUMBERS_PATH } from "@/lib/inventory/part-numbers";
import { MAX_STOCK_ROWS } from "@/lib/inventory/upload-limits";
import { StockUploadForm } from "./stock-upload-form";

/**
 * The upload card: what the file holds, the location ids it uses, which of them the signed-in
 * account may update (`countable`, in words), how many part numbers wait to be mapped, and the form.
 */
export function StockUpload({ countable, waiting }: { countable: string; waiting: number }) {
  return (
    <section aria-labelledby="upload-heading" className="card space-y-4 p-4 sm:p-6">
      <div className="space-y-2">
        <h2 id="upload-heading" className="text-xl font-bold text-ink-900 dark:text-white">
          Upload the point-of-sale export
        </h2>
        <p className="max-w-3xl text-gray-700 dark:text-gray-300">
          A CSV file with one line per location and tire: <strong>location id, offer id, on hand</strong>,
          with or without the header <code className="text-sm">location_id,offer_id,on_hand</code>. The whole
          file is checked first: if any line is refused, nothing changes. A count can never go below what
          appointments hold. At most 2 MB and {MAX_STOCK_ROWS.toLocaleString("en-US")} lines.
        </p>
        <p className="max-w-3xl text-gray-700 dark:text-gray-300">
          The point of sale&apos;s own part numbers work too, with the header{" "}
          <code className="text-sm">location_id,part_number,on_hand</code>: each is read through the{" "}
          <a href={PART_NUMBERS_PATH} className="font-semibold underline underline-offset-2">
            part-number list
          </a>
          , and a number not on it is left out and waits there to be mapped.
          {waiting > 0 && (
            <strong className="text-ink-900 dark:text-white" data-testid="part-numbers-waiting">
              {" "}
              {waiting.toLocaleString("en-US")} {waiting === 1 ? "number waits" : "numbers wait"} to be
              mapped.
            </strong>
          )}
        </p>
        <p className="max-w-3xl text-gray-700 dark:text-gray-300" data-testid="countable-locations">
          Your account updates the stock of <strong>{countable}</strong>.
        </p>
        <details className="text-gray-700 dark:text-gray-300">
          <summary className="cursor-pointer font-semibold text-ink-900 dark:text-gray-100">
            Location ids
          </summary>
          <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-3">
            {STOCK_LOCATION_IDS.map((id) => (
              <li key={id}>
                <span className="font-semibold tabular-nums">{id}</span> {stockLocationName(id)}
              </li>
            ))}
          </ul>
        </details>
      </div>
      <StockUploadForm />
    </section>
  );
}
