import { STAFF_FIELD } from "@/components/admin/staff-field";
import { PART_NUMBERS_PATH } from "@/lib/inventory/part-numbers";
import type { PartNumberPage } from "@/lib/stock/part-number-page";
import { PartNumberDecisionForm, RemovePartNumberForm } from "./part-number-decision-form";

/** The numbers mapped so far, searched by number, offer id or tire, each changeable in place. */
export function MappedPartNumbers({ page }: { page: PartNumberPage }) {
  const { mapped, mappedMatching, mappedTotal, q } = page;
  const count = (n: number) => n.toLocaleString("en-US");
  return (
    <section aria-labelledby="mapped-heading" className="space-y-4">
      <h2 id="mapped-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
        Mapped{" "}
        <span className="text-lg font-semibold text-gray-700 tabular-nums dark:text-gray-300">
          ({count(mappedTotal)})
        </span>
      </h2>
      <form
        role="search"
        aria-label="Part numbers"
        action={PART_NUMBERS_PATH}
        className="flex max-w-xl items-end gap-2"
      >
        <label className="block flex-1 font-semibold">
          Find a part number, offer id or tire
          <input name="q" type="search" defaultValue={q} maxLength={60} className={STAFF_FIELD} />
        </label>
        <button type="submit" className="btn-outline-dark">
          Find
        </button>
      </form>
      <p className="font-semibold text-gray-800 dark:text-gray-200" aria-live="polite">
        {mappedTotal === 0
          ? "Nothing is mapped yet."
          : q
            ? `${count(mappedMatching)} of ${count(mappedTotal)} match “${q}”${mappedMatching > mapped.length ? `; the first ${count(mapped.length)} are shown` : ""}.`
            : mappedTotal > mapped.length
              ? `The first ${count(mapped.length)} by part number; search for the others.`
              : `${count(mappedTotal)} ${mappedTotal === 1 ? "number" : "numbers"}.`}
      </p>
      {mapped.length > 0 && (
        <ul className="card divide-y divide-gray-100 dark:divide-gray-800">
          {mapped.map((row) => (
            <li key={row.partNumber} className="space-y-1 p-3 sm:p-4" data-part-number={row.partNumber}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p>
                  <span className="font-mono text-base font-bold text-ink-900 dark:text-gray-100">
                    {row.partNumber}
                  </span>{" "}
                  is <span className="font-semibold">{row.tire}</span>
                  {row.offerId && (
                    <span className="block font-mono text-xs break-all text-gray-600 dark:text-gray-400">
                      {row.offerId}
                    </span>
                  )}
                </p>
                <RemovePartNumberForm partNumber={row.partNumber} updatedAt={row.updatedAt} q={q} />
              </div>
              <p className="text-sm text-gray-700 dark:text-gray-300">Changed by {row.changed}</p>
              <details className="text-sm">
                <summary className="cursor-pointer font-semibold underline decoration-1 underline-offset-2">
                  Change<span className="sr-only"> part number {row.partNumber}</span>
                </summary>
                <div className="mt-2">
                  <PartNumberDecisionForm
                    partNumber={row.partNumber}
                    updatedAt={row.updatedAt}
                    offerId={row.offerId ?? ""}
                    q={q}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
