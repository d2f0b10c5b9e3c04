import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { StockList } from "@/components/tires/stock/stock-list";
import { SearchIcon } from "@/components/ui/icons";
import { storeTimeZones } from "@/lib/inventory/stock-stores";
import { mostFittedSizes } from "@/lib/tires/fitment";
import { describeVehicle, type LinkedVehicle } from "@/lib/scheduling/schedule-link-parts";
import type { CompareSelection } from "@/lib/tires/compare";
import { MAX_COMPARE } from "@/lib/tires/compare-link";
import { parseSizeQuery, sizeSlug } from "@/lib/tires/size";
import { sizePagePath } from "@/lib/tires/size-page";
import { productName } from "@/lib/tires/product";
import { CompareNarrow } from "./compare-narrow";
import { CompareTable } from "./compare-table";

const POPULAR_SIZES = 8;

function sizePathOf(size: string): string {
  const parsed = parseSizeQuery(size);
  return parsed.ok ? sizePagePath(sizeSlug(parsed.size)) : "/tires";
}

/** The comparison page's body: notes on what was left out, the table, or a way to start. */
export function CompareView({
  selection,
  vehicle = null,
}: {
  selection: CompareSelection;
  /** The vehicle the comparison was opened for, passed on by its links. */
  vehicle?: LinkedVehicle | null;
}) {
  const { products, unknown, dropped } = selection;
  const sizes = [...new Set(products.map((p) => p.offer.size))];
  return (
    <>
      <PageHero
        eyebrow={vehicle ? `For your ${describeVehicle(vehicle)}` : "Compare tires"}
        title={
          products.length > 0
            ? `Compare ${products.length} ${products.length === 1 ? "Tire" : "Tires"}`
            : "Compare Tires"
        }
        lead={
          <p>
            Up to {MAX_COMPARE} tires side by side: price, installed set price, specifications and warranty.
          </p>
        }
      />
      <div className="container-page py-10 sm:py-14">
        {(unknown.length > 0 || dropped.length > 0) && (
          <div
            role="status"
            className="mb-6 space-y-2 rounded-xl border-2 border-brand-400 bg-brand-50 p-4 text-ink-900 dark:bg-gray-900 dark:text-gray-100"
          >
            {unknown.length > 0 && (
              <p>
                We couldn&apos;t find {unknown.length === 1 ? "this tire" : "these tires"}, so{" "}
                {unknown.length === 1 ? "it is" : "they are"} left out:{" "}
                {unknown.map((id, i) => (
                  <span key={id}>
                    {i > 0 && ", "}
                    <code className="break-all">{id}</code>
                  </span>
                ))}
                .
              </p>
            )}
            {dropped.length > 0 && (
              <p>
                You can compare up to {MAX_COMPARE} tires at a time, so the first {MAX_COMPARE} are shown.
                Left out:{" "}
                {dropped.map((p, i) => (
                  <span key={p.offer.id}>
                    {i > 0 && ", "}
                    <Link href={p.offer.url} className="font-semibold underline underline-offset-4">
                      {productName(p.offer)}
                    </Link>
                  </span>
                ))}
                .
              </p>
            )}
          </div>
        )}

        {products.length === 0 ? (
          <section aria-labelledby="compare-empty-title" className="card max-w-2xl p-6">
            <h2 id="compare-empty-title" className="text-xl font-bold text-ink-900 dark:text-white">
              No tires to compare yet
            </h2>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Look up your tire size, or your vehicle&apos;s, then tick &ldquo;Compare&rdquo; on up to{" "}
              {MAX_COMPARE} tires and choose &ldquo;Compare&rdquo; at the bottom of the screen.
            </p>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row">
              <Link href="/tires#shop" className="btn-dark">
                <SearchIcon size={18} />
                Find Tires for My Vehicle
              </Link>
            </div>
            <h3 className="mt-6 text-sm font-bold text-ink-900 dark:text-white">
              Sizes found on the most vehicles
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {mostFittedSizes(POPULAR_SIZES).map((size) => (
                <li key={size}>
                  <Link
                    href={sizePathOf(size)}
                    className="inline-flex min-h-10 items-center rounded-full border border-gray-300 px-3.5 font-mono text-sm hover:border-ink-900 dark:border-gray-700 dark:hover:border-gray-300"
                  >
                    {size}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <>
            {/* One stock request for the table's tires, at the visitor's store. */}
            <StockList offerIds={products.map((p) => p.offer.id)} timeZones={storeTimeZones()}>
              <CompareNarrow products={products} vehicle={vehicle} />
              <CompareTable products={products} vehicle={vehicle} />
            </StockList>
            <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">
              Set prices include installation. Stock is shown for a set of 4 at your store; booking an
              installation sets your tires aside.
            </p>
            <p className="mt-2 text-sm">
              {sizes.map((size) => (
                <Link
                  key={size}
                  href={sizePathOf(size)}
                  className="mr-4 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  {products.length < MAX_COMPARE ? `Add another ${size} tire` : `Back to ${size} tires`}
                </Link>
              ))}
            </p>
          </>
        )}
      </div>
    </>
  );
}
