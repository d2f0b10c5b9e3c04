import { PAGE_PARAMETER } from "@/lib/core/page-cursor";
import { QUOTE_APPLICATIONS } from "@/lib/quotes/applications";
import type { QuoteDeskFilter } from "@/lib/quote-requests/quote-desk";
import { QUOTE_STATES, type QuoteState } from "@/lib/quotes/quote-states";
import { STAFF_FIELD } from "@/components/admin/staff-field";

/**
 * The list's address for a filter (and a page after the first): the filters live in it, so a
 * salesperson can bookmark "farm, new". A changed filter starts again at the first page.
 */
export function quoteListHref(
  filter: Pick<QuoteDeskFilter, "state" | "category"> & { mine?: boolean },
  cursor?: string,
): string {
  const query = new URLSearchParams();
  if (filter.state) query.set("state", filter.state);
  if (filter.category) query.set("category", filter.category);
  if (filter.mine) query.set("mine", "1");
  if (cursor) query.set(PAGE_PARAMETER, cursor);
  const search = query.toString();
  return search ? `/admin/quotes?${search}` : "/admin/quotes";
}

/** A plain GET form: state, category, and everyone's or only the reader's ("My quotes"). */
export function QuoteFilters({ filter }: { filter: QuoteDeskFilter }) {
  return (
    <form
      action="/admin/quotes"
      method="get"
      className="card grid gap-4 p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4"
      aria-label="Filter quote requests"
    >
      <label className="block font-semibold">
        Whose
        <select name="mine" defaultValue={filter.mine ? "1" : ""} className={STAFF_FIELD}>
          <option value="">Everyone&apos;s</option>
          <option value="1">My quotes</option>
        </select>
      </label>
      <label className="block font-semibold">
        State
        <select name="state" defaultValue={filter.state ?? ""} className={STAFF_FIELD}>
          <option value="">Every state</option>
          {QUOTE_STATES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-semibold">
        Category
        <select name="category" defaultValue={filter.category ?? ""} className={STAFF_FIELD}>
          <option value="">Every category</option>
          {QUOTE_APPLICATIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-dark w-full">
        Show
      </button>
    </form>
  );
}

/** How many requests stand in each state (in the chosen category), each a link to that state. */
export function QuoteStateCounts({
  filter,
  counts,
}: {
  filter: QuoteDeskFilter;
  counts: Record<QuoteState, number>;
}) {
  return (
    <nav aria-label="Quote requests by state">
      <ul className="flex flex-wrap gap-2">
        {QUOTE_STATES.map((s) => {
          const current = filter.state === s.value;
          return (
            <li key={s.value}>
              <a
                href={quoteListHref({ ...filter, state: current ? null : s.value })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-2 rounded-lg border-2 px-3 font-semibold ${
                  current
                    ? "border-ink-900 bg-ink-900 text-white dark:border-gray-100 dark:bg-gray-100 dark:text-ink-900"
                    : "border-gray-300 text-ink-900 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
                }`}
              >
                {s.label}
                <span>{counts[s.value]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
