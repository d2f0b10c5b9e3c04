import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { FeatureList } from "@/components/content/feature-list";
import { BrokenDown } from "@/components/road-service/broken-down";
import { JsonLd } from "@/components/seo/json-ld";
import { CalendarIcon, QuoteIcon } from "@/components/ui/icons";
import { SvgImage } from "@/components/ui/svg-image";
import { categoryLabel, categoryPagePath, formatPrice, type Tire } from "@/lib/tires/category-tires";
import { isQuoteOnly, tireQuoteHref, tireServiceHref } from "@/lib/tires/tire-actions";
import { commercialTireSchema } from "@/lib/seo/tire-product-json-ld";

/** The product page of a commercial, farm, industrial, mining or off-road tire: sold by quote. */
export function CommercialTireDetails({ tire }: { tire: Tire }) {
  const categoryPath = categoryPagePath(tire.category);
  const quoteHref = tireQuoteHref(tire);
  return (
    <article className="container-page py-10 sm:py-14">
      <Breadcrumbs
        items={[
          { label: "Tires", href: "/tires" },
          { label: categoryLabel(tire.category), href: categoryPath },
          { label: tire.name },
        ]}
      />

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <SvgImage
          src={tire.imageUrl}
          alt={`${tire.brand} ${tire.name} tread`}
          width={320}
          height={320}
          priority
          className="mx-auto aspect-square w-full max-w-md rounded-2xl bg-gray-50 object-contain p-8 dark:bg-gray-800"
        />
        <div>
          <p className="text-sm font-bold tracking-wider text-gray-600 uppercase dark:text-gray-400">
            {tire.brand}
          </p>
          <h1 className="mt-1 text-3xl font-black tracking-tight text-ink-900 sm:text-4xl dark:text-white">
            {tire.name}
          </h1>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Size</dt>
              <dd className="font-mono font-semibold">{tire.size}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Category</dt>
              <dd className="font-semibold">{categoryLabel(tire.category)}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-600 dark:text-gray-400">Application</dt>
              <dd className="font-semibold">{tire.application}</dd>
            </div>
          </dl>
          <p className="mt-6 text-3xl font-black text-ink-900 dark:text-white">
            {formatPrice(tire.price)}{" "}
            <span className="text-base font-medium text-gray-600 dark:text-gray-400">per tire</span>
          </p>
          <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{tire.description}</p>
          <h2 className="mt-6 text-lg font-bold text-ink-900 dark:text-white">Features</h2>
          <FeatureList items={tire.features} className="mt-3" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* A store visit fits truck, farm and industrial tires; the biggest are fitted on site. */}
            {isQuoteOnly(tire) ? (
              <>
                <Link href={quoteHref} className="btn-primary">
                  <QuoteIcon size={18} />
                  Request a quote
                </Link>
                <Link href={quoteHref} className="btn-dark">
                  Request Information
                </Link>
              </>
            ) : (
              <>
                <Link href={quoteHref} className="btn-primary">
                  <QuoteIcon size={18} />
                  Request Information
                </Link>
                <Link href={tireServiceHref(tire)} className="btn-dark">
                  <CalendarIcon size={18} />
                  Schedule Service
                </Link>
              </>
            )}
            <Link href={categoryPath} className="btn-outline-dark">
              More {categoryLabel(tire.category)} Tires
            </Link>
          </div>
          <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">
            Price is per tire, before mounting, fees and tax. Availability varies by store.
          </p>
          {/* Someone looking up the tire that just blew may need a crew before a quote. */}
          <BrokenDown className="mt-8" />
        </div>
      </div>

      <JsonLd data={commercialTireSchema(tire)} />
    </article>
  );
}
