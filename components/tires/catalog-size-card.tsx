import Link from "next/link";
import { TireCardTitle } from "@/components/tires/tire-card-parts";
import { PhoneIcon, QuoteIcon } from "@/components/ui/icons";
import { categoryLabel, formatPrice } from "@/lib/tires/category-tires";
import type { CatalogTireResult } from "@/lib/tires/search";

/**
 * A commercial, farm, industrial, mining or OTR tire in a size list: what it is and where it
 * works, its price per tire, and the actions its product page offers (a quote, or a call).
 */
export function CatalogSizeCard({ tire }: { tire: CatalogTireResult }) {
  const headingId = `catalog-${tire.id}`;
  const quote = tire.actions.find((action) => action.kind === "quote");
  const call = tire.actions.find((action) => action.kind === "call");
  return (
    <article
      className="card flex h-full flex-col p-5"
      aria-labelledby={headingId}
      data-testid="catalog-tire"
      data-category={tire.category}
    >
      <p className="self-start rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-200">
        {categoryLabel(tire.category)}
      </p>
      <TireCardTitle
        headingId={headingId}
        brand={tire.brand}
        name={tire.name}
        href={tire.url}
        specs={[
          ["Size", tire.size, true],
          ["Use", tire.application],
        ]}
      />
      <div className="mt-auto pt-4">
        <p className="text-2xl font-black text-ink-900 dark:text-white">
          {formatPrice(tire.price)}
          <span className="ml-1 text-sm font-medium text-gray-600 dark:text-gray-400">per tire</span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-gray-200 pt-3 dark:border-gray-800">
          {quote && (
            <Link href={quote.href} prefetch={false} className="btn-primary min-h-11 px-3.5 py-2 text-sm">
              <QuoteIcon size={16} />
              {quote.label}
              <span className="sr-only">
                {" "}
                for the {tire.brand} {tire.name} {tire.size}
              </span>
            </Link>
          )}
          {call && (
            <a
              href={call.href}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-900 underline underline-offset-4 dark:text-gray-100"
            >
              <PhoneIcon size={16} />
              {call.label}
              <span className="sr-only"> about the {tire.name}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
