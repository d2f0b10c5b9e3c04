import Link from "next/link";
import { TireCardTitle } from "@/components/tires/tire-card-parts";
import { CompareCheckbox } from "@/components/tires/compare/compare-picker";
import { StockLine } from "@/components/tires/stock/stock-list";
import { PRICE_TIER_LABELS } from "@/data/tires/passenger";
import { formatPrice } from "@/lib/tires/category-tires";
import { CalendarIcon } from "@/components/ui/icons";
import { installationScheduleHref } from "@/lib/scheduling/schedule-link-parts";
import { productHref } from "@/lib/tires/product-link";
import type { TireResult, VehicleSearch } from "@/lib/tires/search";
import { TYPE_LABELS, installedSetPrice } from "@/lib/tires/size-page";
import { setTotalsByStore } from "@/lib/tires/store-estimates";
import { serviceDescription, warrantyText } from "@/lib/tires/specs";

export const LOWER_RATING_TEXT = "Lower load or speed rating than your tire";

/**
 * One tire of a size list: what it is, its sidewall specs, price per tire and per installed set,
 * and its stock at the visitor's store (inside the list's StockList). `lowerRating` marks a tire
 * rated below the load index or speed rating the customer typed, listed because they asked.
 */
export function TireOfferCard({
  tire,
  vehicle,
  lowerRating = false,
}: {
  tire: TireResult;
  vehicle: VehicleSearch | null;
  lowerRating?: boolean;
}) {
  const headingId = `offer-${tire.id}`;
  return (
    <article
      className="card flex h-full flex-col p-5"
      aria-labelledby={headingId}
      data-testid="tire-offer"
      data-price={tire.price}
      data-lower-rating={lowerRating ? "true" : undefined}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {TYPE_LABELS[tire.type]}
        </span>
        <span className="rounded-full bg-brand-100 px-2.5 py-1 text-ink-900 dark:bg-brand-700/40 dark:text-brand-100">
          {PRICE_TIER_LABELS[tire.tier]}
        </span>
      </div>
      {lowerRating && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200">
          {LOWER_RATING_TEXT}
        </p>
      )}
      <TireCardTitle
        headingId={headingId}
        brand={tire.brand}
        name={tire.name}
        href={productHref(tire.url, vehicle)}
        specs={[
          ["Size", tire.size, true],
          ["Load / speed", serviceDescription(tire), true],
          ["Warranty", warrantyText(tire.warrantyMiles)],
        ]}
      />
      <div className="mt-auto pt-4">
        <p className="text-2xl font-black text-ink-900 dark:text-white">
          {formatPrice(tire.price)}
          <span className="ml-1 text-sm font-medium text-gray-600 dark:text-gray-400">per tire</span>
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Set of 4 installed: <strong>{formatPrice(installedSetPrice(tire.price))}</strong>
        </p>
        <StockLine
          offerId={tire.id}
          className="mt-3"
          outTheDoor={setTotalsByStore(tire.price)}
          outTheDoorClassName="text-sm text-gray-700 dark:text-gray-300"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-gray-200 pt-3 dark:border-gray-800">
          <CompareCheckbox tire={{ id: tire.id, label: `${tire.brand} ${tire.name}` }} />
          <Link
            href={installationScheduleHref(tire.id, vehicle)}
            prefetch={false}
            className="btn-dark min-h-11 px-3.5 py-2 text-sm"
          >
            <CalendarIcon size={16} />
            Schedule Installation
            <span className="sr-only">
              {" "}
              of {tire.brand} {tire.name}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}
