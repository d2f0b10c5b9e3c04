import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { MyStoreCallLink } from "@/components/locations/my-store-call-link";
import { CalendarIcon } from "@/components/ui/icons";
import { brand } from "@/data/brand";
import { formatPrice } from "@/lib/tires/category-tires";
import { storeTimeZones } from "@/lib/inventory/stock-stores";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import type { SearchFilters } from "@/lib/tires/filters";
import { carriedVehicleQuery, installationScheduleHref } from "@/lib/scheduling/schedule-link-parts";
import { isPassengerResult, searchBySize, type VehicleSearch } from "@/lib/tires/search";
import { formatSize, sizeSlug, type TireSize } from "@/lib/tires/size";
import { applyServiceFilter } from "@/lib/tires/service-filter";
import { listSummary } from "@/lib/tires/size-summary";
import { filterHref, sizePagePath, sizePageTitle } from "@/lib/tires/size-page";
import { vehicleLabel } from "@/lib/tires/vehicle-query";
import { CompareBar } from "./compare/compare-picker";
import { ServiceFilterLine } from "./service-filter-line";
import { RESULTS_ANCHOR, SizeFilterPanel } from "./size-filter-panel";
import { StockList } from "./stock/stock-list";
import { TireOfferCard } from "./tire-offer-card";

/** "$25" for a round amount, "$25.50" otherwise. */
function wholeDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : formatPrice(amount);
}

/** The same width, ratio and rim in the other construction (LT ↔ passenger), if we sell it. */
function otherConstruction(size: TireSize): TireSize | null {
  const other: TireSize = { ...size, prefix: size.prefix === "LT" ? null : "LT" };
  return passengerCatalog.bySize(formatSize(other)).length > 0 ? other : null;
}

/**
 * A size page's body: hero, notes, filters and the priced list. Rendered on the server only. With
 * a vehicle (opened from the vehicle finder), says so and carries it in every link.
 */
export function SizeResults({
  size,
  filters,
  vehicle = null,
}: {
  size: TireSize;
  filters: SearchFilters;
  vehicle?: VehicleSearch | null;
}) {
  const canonical = formatSize(size);
  const slug = sizeSlug(size);
  const offers = passengerCatalog.bySize(canonical);
  const search = searchBySize(size, filters);
  // Quote-only tires of the same size are listed apart, below (see the size page).
  const matching = search.results.filter(isPassengerResult);
  // Tires rated below the customer's own (load index or speed typed with the size) are set apart.
  const { listed: results, lower, hidden } = applyServiceFilter(matching, filters.service);
  const { suggestion } = search;
  const other = otherConstruction(size);
  const { pricePerTire, includes } = brand.tireInstallation;

  return (
    <>
      <PageHero
        eyebrow={vehicle ? `Fits your ${vehicleLabel(vehicle)}` : "Shop by size"}
        title={sizePageTitle(size)}
        lead={
          <p>
            {listSummary(results, offers.length)} Please check your size on the placard inside the
            driver&apos;s door or on your tires&apos; sidewall.
          </p>
        }
      >
        <Link href={installationScheduleHref(null, vehicle)} className="btn-primary">
          <CalendarIcon size={18} />
          Book Installation
        </Link>
        <MyStoreCallLink className="btn-outline" />
      </PageHero>

      <div className="container-page py-10 sm:py-14">
        <div className="gap-8 lg:grid lg:grid-cols-[17rem_1fr] lg:items-start">
          <SizeFilterPanel slug={slug} filters={filters} offers={offers} vehicle={vehicle} />
          <section
            id={RESULTS_ANCHOR}
            aria-labelledby="size-results-title"
            className="mt-8 scroll-mt-24 lg:mt-0"
          >
            <h2 id="size-results-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
              {results.length === offers.length
                ? `${results.length} tires`
                : `${results.length} of ${offers.length} tires`}
            </h2>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              Set-of-4 prices include installation at {wholeDollars(pricePerTire)} a tire.
            </p>
            {filters.service && (
              <ServiceFilterLine
                slug={slug}
                filters={filters}
                service={filters.service}
                lowerCount={lower.size}
                vehicle={vehicle}
              />
            )}
            {results.length > 0 ? (
              // One stock request for the whole list, at the visitor's store, after the page loads.
              <StockList offerIds={results.map((tire) => tire.id)} timeZones={storeTimeZones()}>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {results.map((tire) => (
                    <li key={tire.id}>
                      <TireOfferCard tire={tire} vehicle={vehicle} lowerRating={lower.has(tire)} />
                    </li>
                  ))}
                </ul>
              </StockList>
            ) : hidden > 0 ? null : (
              <div className="mt-4 card p-5">
                <p className="text-gray-700 dark:text-gray-300">{suggestion}</p>
                <Link
                  href={filterHref(slug, { sort: "price-asc" }, {}, vehicle)}
                  prefetch={false}
                  className="btn-dark mt-4 text-sm"
                >
                  Show all {offers.length} tires
                </Link>
              </div>
            )}
            <CompareBar vehicleQuery={carriedVehicleQuery(vehicle)} />
          </section>
        </div>
        <section
          aria-labelledby="size-notes-title"
          className="mt-10 rounded-xl bg-gray-50 p-4 text-sm text-gray-700 sm:p-5 dark:bg-gray-900/40 dark:text-gray-300"
        >
          <h2 id="size-notes-title" className="text-base font-bold text-ink-900 dark:text-white">
            About these prices
          </h2>
          <p className="mt-2">
            Prices are per tire. A set of 4 installed includes our {wholeDollars(pricePerTire)}-per-tire
            installation package: {includes.join(", ").toLowerCase()}.
          </p>
          <p className="mt-2">
            Stock is shown for a set of 4 at your store, and changes as tires sell. Booking an installation
            sets your tires aside.
          </p>
          {other && (
            <p className="mt-2">
              {size.prefix === "LT"
                ? "Passenger-rated tires in this size: "
                : "Light-truck (LT) tires in this size: "}
              <Link href={sizePagePath(other)} className="font-semibold underline underline-offset-4">
                {formatSize(other)}
              </Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
