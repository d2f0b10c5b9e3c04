import Link from "next/link";
import type { TireOffer } from "@/lib/tires/passenger-tires";
import { SORT_LABELS, SORT_ORDERS, type SearchFilters } from "@/lib/tires/filters";
import type { VehicleSearch } from "@/lib/tires/search";
import { TYPE_LABELS, filterHref, hasActiveFilters, sizeFacets } from "@/lib/tires/size-page";

interface Option {
  label: string;
  href: string;
  active: boolean;
}

const CHIP =
  "inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900 dark:focus-visible:outline-gray-100";
const CHIP_ON =
  "border-ink-900 bg-ink-900 text-white dark:border-gray-100 dark:bg-gray-100 dark:text-ink-900";
const CHIP_OFF =
  "border-gray-300 text-gray-800 hover:border-ink-900 dark:border-gray-700 dark:text-gray-200 dark:hover:border-gray-300";

function OptionGroup({ id, title, options }: { id: string; title: string; options: Option[] }) {
  return (
    <div role="group" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-bold text-ink-900 dark:text-white">
        {title}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            {/* Each filter is its own server-rendered page: no prefetching of every combination. */}
            <Link
              href={option.href}
              prefetch={false}
              aria-current={option.active ? "true" : undefined}
              className={`${CHIP} ${option.active ? CHIP_ON : CHIP_OFF}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where a filter link lands: the results' heading (see size-results.tsx). */
export const RESULTS_ANCHOR = "size-results";
const RESULTS = `#${RESULTS_ANCHOR}`;

/**
 * Sort and filter links for a size page. Plain links, so they work without JavaScript; folded
 * away on phones (the summary says when filters are on, so the results are not pushed down), and
 * always shown beside the list on wide screens.
 */
export function SizeFilterPanel({
  slug,
  filters,
  offers,
  vehicle,
}: {
  slug: string;
  filters: SearchFilters;
  offers: readonly TireOffer[];
  vehicle: VehicleSearch | null;
}) {
  const { types, brands, bands } = sizeFacets(offers);
  // Each choice lands on the results it gives, not on the page's hero again.
  const href = (change: Partial<SearchFilters>) => `${filterHref(slug, filters, change, vehicle)}${RESULTS}`;
  const active = hasActiveFilters(filters);

  return (
    <details
      className="group card p-4 lg:[&::details-content]:[content-visibility:visible]"
      data-testid="size-filters"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between font-bold text-ink-900 lg:hidden dark:text-white">
        <span>
          Filter and sort
          {active ? (
            <span className="font-normal text-gray-700 dark:text-gray-300"> · filters on</span>
          ) : null}
        </span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <nav aria-label="Filter and sort tires" className="mt-4 space-y-5 lg:mt-0">
        <OptionGroup
          id="filter-sort"
          title="Sort by"
          options={SORT_ORDERS.map((sort) => ({
            label: SORT_LABELS[sort],
            href: href({ sort }),
            active: filters.sort === sort,
          }))}
        />
        <OptionGroup
          id="filter-type"
          title="Tire type"
          options={[
            { label: "All types", href: href({ type: undefined }), active: filters.type === undefined },
            ...types.map((type) => ({
              label: TYPE_LABELS[type],
              href: href({ type }),
              active: filters.type === type,
            })),
          ]}
        />
        <OptionGroup
          id="filter-brand"
          title="Brand"
          options={[
            { label: "All brands", href: href({ brand: undefined }), active: filters.brand === undefined },
            ...brands.map(({ id, name }) => ({
              label: name,
              href: href({ brand: id }),
              active: filters.brand === id,
            })),
          ]}
        />
        <OptionGroup
          id="filter-price"
          title="Price per tire"
          options={[
            {
              label: "Any price",
              href: href({ minPrice: undefined, maxPrice: undefined }),
              active: filters.minPrice === undefined && filters.maxPrice === undefined,
            },
            ...bands.map((band) => ({
              label: band.label,
              href: href({ minPrice: band.minPrice, maxPrice: band.maxPrice }),
              active: filters.minPrice === band.minPrice && filters.maxPrice === band.maxPrice,
            })),
          ]}
        />
        {active && (
          <Link
            href={`${filterHref(slug, { sort: filters.sort }, {}, vehicle)}${RESULTS}`}
            prefetch={false}
            className="inline-block text-sm font-semibold underline underline-offset-4"
          >
            Clear all filters
          </Link>
        )}
      </nav>
    </details>
  );
}
