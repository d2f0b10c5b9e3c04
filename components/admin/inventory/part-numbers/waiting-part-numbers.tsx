import type { PartNumberPage } from "@/lib/stock/part-number-page";
import { PartNumberDecisionForm } from "./part-number-decision-form";

/**
 * The numbers the point of sale sent that nobody has mapped yet, last seen first: each with where
 * it was seen and its count, and the form that maps it. The whole list downloads as a CSV to fill
 * in when there are many.
 */
export function WaitingPartNumbers({ page }: { page: PartNumberPage }) {
  const { waiting, waitingTotal } = page;
  return (
    <section aria-labelledby="waiting-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="waiting-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
          Waiting to be mapped{" "}
          <span className="text-lg font-semibold text-gray-700 tabular-nums dark:text-gray-300">
            ({waitingTotal.toLocaleString("en-US")})
          </span>
        </h2>
        {waitingTotal > 0 && (
          <a className="btn-outline-dark" href="/api/admin/inventory/part-numbers" download>
            Download the list (CSV)
          </a>
        )}
      </div>
      {waitingTotal === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          No part number is waiting: every number the exports sent is mapped or marked as not a tire.
        </p>
      ) : (
        <>
          <p className="max-w-3xl text-gray-700 dark:text-gray-300">
            These lines were left out of the counts. Type the offer id of the tire each one is (the stock list
            shows it under each tire), or mark it as not a tire; then upload the export again.
          </p>
          <ul className="card divide-y divide-gray-100 dark:divide-gray-800">
            {waiting.map((row) => (
              <li key={row.partNumber} className="space-y-2 p-3 sm:p-4" data-part-number={row.partNumber}>
                <p>
                  <span className="font-mono text-base font-bold text-ink-900 dark:text-gray-100">
                    {row.partNumber}
                  </span>{" "}
                  <span className="text-sm text-gray-700 dark:text-gray-300">{row.seen}</span>
                </p>
                <PartNumberDecisionForm partNumber={row.partNumber} q={page.q} />
              </li>
            ))}
          </ul>
          {waitingTotal > waiting.length && (
            <p className="text-gray-700 dark:text-gray-300">
              {(waitingTotal - waiting.length).toLocaleString("en-US")} more are waiting: download the list,
              fill in the offer ids and upload it below.
            </p>
          )}
        </>
      )}
    </section>
  );
}
