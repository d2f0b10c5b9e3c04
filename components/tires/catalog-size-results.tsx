import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { BrokenDown } from "@/components/road-service/broken-down";
import { PhoneIcon, QuoteIcon } from "@/components/ui/icons";
import { brand, telHref } from "@/data/brand";
import {
  categoryLabel,
  categoryPagePath,
  formatPrice,
  type TireCategoryId,
} from "@/lib/tires/category-tires";
import { categoryQuoteHref } from "@/lib/tires/tire-actions";
import { catalogTireResult } from "@/lib/tires/search";
import type { SizeListing } from "@/lib/tires/size-listing";
import { catalogSizePageTitle } from "@/lib/tires/size-page";
import { CatalogSizeCard } from "./catalog-size-card";

function quoteCategories(listing: SizeListing): TireCategoryId[] {
  return listing.categories.filter((category): category is TireCategoryId => category !== "passenger");
}

/** The quote-only tires of a size, cheapest first, as cards. */
export function CatalogSizeList({ listing }: { listing: SizeListing }) {
  const results = [...listing.catalogTires]
    .sort((a, b) => a.price - b.price || a.brand.localeCompare(b.brand))
    .map(catalogTireResult);
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {results.map((tire) => (
        <li key={tire.id}>
          <CatalogSizeCard tire={tire} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A size page for tires sold by quote (commercial, farm, industrial, mining, OTR): the tires of
 * the size with their quote and call actions, and the category pages they come from.
 */
export function CatalogSizeResults({ listing }: { listing: SizeListing }) {
  const categories = quoteCategories(listing);
  const single = categories.length === 1 ? categories[0]! : null;
  const tires = listing.catalogTires;
  const lowest = Math.min(...tires.map((tire) => tire.price));
  const mixedConstruction = listing.label.includes(" and ");
  return (
    <>
      <PageHero
        eyebrow={categories.map(categoryLabel).join(" · ")}
        title={catalogSizePageTitle(listing)}
        lead={
          <>
            <p>
              {tires.length === 1 ? "1 tire" : `${tires.length} tires`} from {formatPrice(lowest)} each. We
              sell these by quote: our sales desk confirms price, delivery and fitting for your equipment.
            </p>
            {/* Beside the quote: a tire of this size may be flat on a machine right now. */}
            <BrokenDown tone="dark" className="mt-6">
              Quotes are for planned work; a machine that is down now needs road service.
            </BrokenDown>
          </>
        }
      >
        <Link href={single ? categoryQuoteHref(single) : "/quote"} className="btn-primary">
          <QuoteIcon size={18} />
          Request a quote
        </Link>
        <a href={telHref(brand.salesPhone)} className="btn-outline">
          <PhoneIcon size={18} />
          Call {brand.salesPhone}
        </a>
      </PageHero>

      <div className="container-page py-10 sm:py-14">
        <section aria-labelledby="size-results-title">
          <h2 id="size-results-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
            {tires.length === 1 ? "1 tire" : `${tires.length} tires`}
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            Prices are per tire, before mounting, fees and tax.
          </p>
          <CatalogSizeList listing={listing} />
        </section>
        <section
          aria-labelledby="size-notes-title"
          className="mt-10 rounded-xl bg-gray-50 p-4 text-sm text-gray-700 sm:p-5 dark:bg-gray-900/40 dark:text-gray-300"
        >
          <h2 id="size-notes-title" className="text-base font-bold text-ink-900 dark:text-white">
            About this size
          </h2>
          {mixedConstruction && (
            <p className="mt-2">
              Radial (R) and bias (-) tires of this size fit the same rim. Don&apos;t mix the two on one axle;
              each tire above shows its own construction.
            </p>
          )}
          <p className="mt-2">
            Availability varies by store and season. Request a quote and we&apos;ll confirm stock, freight and
            a fitting date, at our shop or by our service truck at your site.
          </p>
          <p className="mt-2">
            More tires for this work:{" "}
            {categories.map((category, index) => (
              <span key={category}>
                {index > 0 && ", "}
                <Link
                  href={categoryPagePath(category)}
                  className="font-semibold underline underline-offset-4"
                >
                  {categoryLabel(category)} tires
                </Link>
              </span>
            ))}
            .
          </p>
        </section>
      </div>
    </>
  );
}
