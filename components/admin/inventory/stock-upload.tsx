import { STOCK_LOCATION_IDS, stockLocationName } from "@/lib/inventory/stock-rules";
import { MAX_STOCK_ROWS } from "@/lib/inventory/upload-limits";
import { StockUploadForm } from "./stock-upload-form";

/**
 * The upload card: what the file holds, the location ids it uses, which of them the signed-in
 * account may update (`countable`, in words), and the form.
 */
export function StockUpload({ countable }: { countable: string }) {
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
