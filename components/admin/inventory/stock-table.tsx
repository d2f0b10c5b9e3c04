import { STOCK_LOCATION_IDS, stockLocationName } from "@/lib/inventory/stock-rules";
import {
  ALL_LOCATIONS,
  STOCK_PAGE_SIZE,
  stockHref,
  type StockQuery,
  type StockTable,
} from "@/lib/stock/stock-table";
import { STAFF_FIELD } from "@/components/admin/staff-field";
import { ShelfCountForm } from "./shelf-count-form";

const th = "px-2 py-2 text-left font-semibold whitespace-nowrap sm:px-3";
const num = "px-2 py-2 text-right tabular-nums sm:px-3";
const count = (n: number) => n.toLocaleString("en-US");

/** A plain GET form: the search lives in the address, so a manager can bookmark "my store, 225/65R17". */
export function StockSearch({ query }: { query: StockQuery }) {
  return (
    <form
      action="/admin/inventory"
      method="get"
      role="search"
      aria-label="Stock"
      className="card grid gap-4 p-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <label className="block font-semibold">
        Size, brand or tread
        <input
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={60}
          placeholder="225/65R17 or Michelin Defender"
          className={STAFF_FIELD}
        />
      </label>
      <label className="block font-semibold">
        Location
        <select name="location" defaultValue={query.location ?? ALL_LOCATIONS} className={STAFF_FIELD}>
          <option value={ALL_LOCATIONS}>All locations</option>
          {STOCK_LOCATION_IDS.map((id) => (
            <option key={id} value={id}>
              {stockLocationName(id)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-dark">
        Search
      </button>
    </form>
  );
}

/** The search's totals at each location; a location's name narrows the rows to it. */
export function StockTotals({ table }: { table: StockTable }) {
  const { query } = table;
  return (
    <div className="card overflow-hidden">
      <table className="w-full text-sm sm:text-base">
        <caption className="px-2 pt-3 pb-2 text-left font-semibold text-ink-900 sm:px-3 dark:text-gray-100">
          By location{table.searchedFor ? `, ${table.searchedFor}` : ""}
        </caption>
        <thead className="border-y border-gray-200 bg-gray-50 text-gray-700 dark:border-gray-800 dark:bg-gray-800 dark:text-gray-200">
          <tr>
            <th scope="col" className={th}>
              Location
            </th>
            <CountHeaders />
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {table.totals.map((t) => {
            const current = query.location === t.locationId;
            return (
              <tr key={t.locationId} className={current ? "bg-brand-50 dark:bg-gray-800" : undefined}>
                <th scope="row" className="px-2 py-2 text-left font-normal sm:px-3">
                  <a
                    href={stockHref({
                      q: query.q,
                      home: query.home,
                      location: current ? null : t.locationId,
                    })}
                    aria-current={current ? "page" : undefined}
                    className="font-semibold whitespace-nowrap text-ink-900 underline underline-offset-4 dark:text-gray-100"
                  >
                    {t.locationName}
                  </a>
                  <span className="block text-xs text-gray-600 dark:text-gray-400">
                    {count(t.lines)} {t.lines === 1 ? "product" : "products"}
                  </span>
                </th>
                <td className={num}>{count(t.onHand)}</td>
                <td className={num}>{count(t.held)}</td>
                <td className={`${num} font-semibold`}>{count(t.free)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One page of rows: each tire at each location, with on hand, held and free; at the locations the
 * member counts (`countable`), a row's count can be set or a delivery added (`back`: this page).
 */
export function StockRows({
  table,
  countable = [],
  back = "/admin/inventory",
}: {
  table: StockTable;
  countable?: readonly number[];
  back?: string;
}) {
  const first = (table.page - 1) * STOCK_PAGE_SIZE + 1;
  const last = first + table.rows.length - 1;
  const where = table.query.location === null ? "all locations" : stockLocationName(table.query.location);
  const what = table.searchedFor ? ` for ${table.searchedFor}` : "";
  return (
    <div className="space-y-3">
      <p className="font-semibold text-gray-800 dark:text-gray-200">
        {table.total === 0
          ? `No stock${what} at ${where}.`
          : `${count(first)}–${count(last)} of ${count(table.total)} ${table.total === 1 ? "row" : "rows"}${what} at ${where}.`}
      </p>
      {table.rows.length > 0 && (
        <div className="card overflow-hidden">
          <table className="w-full text-sm sm:text-base">
            <caption className="sr-only">
              Stock{what} at {where}, page {table.page} of {table.pages}
            </caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-700 dark:border-gray-800 dark:bg-gray-800 dark:text-gray-200">
              <tr>
                <th scope="col" className={th}>
                  Tire
                </th>
                {/* On a phone the location stands under the tire, so the counts keep their room. */}
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Location
                </th>
                <CountHeaders />
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {table.rows.map((r) => (
                <tr key={`${r.offerId}@${r.locationId}`} data-offer={r.offerId} data-location={r.locationId}>
                  <th scope="row" className="px-2 py-2 text-left font-normal sm:px-3">
                    <span className="font-semibold text-ink-900 dark:text-gray-100">
                      {r.brand} {r.name}
                    </span>{" "}
                    <span className="whitespace-nowrap">{r.size}</span>
                    <span className="block font-mono text-xs break-all text-gray-600 dark:text-gray-400">
                      {r.offerId}
                    </span>
                    <span className="mt-1 block font-semibold sm:hidden">{r.locationName}</span>
                    {countable.includes(r.locationId) ? (
                      <ShelfCountForm
                        locationId={r.locationId}
                        offerId={r.offerId}
                        onHand={r.onHand}
                        label={`${r.brand} ${r.name} ${r.size} at ${r.locationName}`}
                        back={back}
                      />
                    ) : null}
                  </th>
                  <td className="hidden px-2 py-2 sm:table-cell sm:px-3">{r.locationName}</td>
                  <td className={num}>{count(r.onHand)}</td>
                  <td className={num}>{count(r.held)}</td>
                  <td className={`${num} font-semibold`}>{count(r.free)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StockPager table={table} />
    </div>
  );
}

function StockPager({ table }: { table: StockTable }) {
  if (table.pages <= 1) return null;
  const { query } = table;
  return (
    <nav aria-label="Pages of stock" className="flex flex-wrap items-center gap-3">
      {table.page > 1 && (
        <a className="btn-outline-dark" href={stockHref({ ...query, page: table.page - 1 })}>
          Previous page
        </a>
      )}
      <span className="text-gray-700 dark:text-gray-300">
        Page {table.page} of {table.pages}
      </span>
      {table.page < table.pages && (
        <a className="btn-outline-dark" href={stockHref({ ...query, page: table.page + 1 })}>
          Next page
        </a>
      )}
    </nav>
  );
}

/** The three counts both tables end with: what is on the shelf, promised, and left to sell. */
function CountHeaders() {
  return (
    <>
      {["On hand", "Held", "Free"].map((label) => (
        <th key={label} scope="col" className={`${th} text-right`}>
          {label}
        </th>
      ))}
    </>
  );
}
