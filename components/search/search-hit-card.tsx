import Link from "next/link";
import { OpeningStatus } from "@/components/locations/opening-status";
import { CalendarIcon, PhoneIcon, QuoteIcon } from "@/components/ui/icons";
import type { SearchHit } from "@/lib/search/site-search";

const TYPE_LABELS: Readonly<Record<SearchHit["type"], string>> = {
  size: "Size",
  tire: "Tire",
  line: "Tire line",
  brand: "Brand",
  category: "Category",
  vehicle: "Vehicle",
  service: "Service",
  "road-service": "Road service",
  store: "Store",
  page: "Page",
  help: "Help",
};

/**
 * One place a search leads: what it is, a line about it, and its actions (a quote tire's quote
 * and call, a service's booking). Road service is not a card: the results page shows it as its answer.
 */
export function SearchHitCard({ hit }: { hit: SearchHit }) {
  const quote = hit.actions?.find((action) => action.kind === "quote");
  const book = hit.actions?.find((action) => action.kind === "book");
  const call = hit.actions?.find((action) => action.kind === "call");
  return (
    <article className="card flex h-full flex-col p-4" data-testid="search-hit" data-type={hit.type}>
      <p className="text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
        {TYPE_LABELS[hit.type]}
      </p>
      <h3 className="mt-1 text-lg font-bold text-ink-900 dark:text-white">
        <Link
          href={hit.href}
          prefetch={false}
          className="underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:hover:decoration-white"
        >
          {hit.label}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{hit.detail}</p>
      {hit.opening && (
        <OpeningStatus
          hours={hit.opening.hours}
          timeZone={hit.opening.timeZone}
          placeholder={hit.opening.usual}
          className="mt-2 min-h-10 text-sm font-semibold text-ink-900 dark:text-gray-100"
        />
      )}
      {(quote || book || call) && (
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-3">
          {quote && (
            <Link href={quote.href} prefetch={false} className="btn-primary min-h-11 px-3.5 py-2 text-sm">
              <QuoteIcon size={16} />
              {quote.label}
              <span className="sr-only"> for the {hit.label}</span>
            </Link>
          )}
          {book && (
            <Link href={book.href} prefetch={false} className="btn-primary min-h-11 px-3.5 py-2 text-sm">
              <CalendarIcon size={16} />
              {book.label}
            </Link>
          )}
          {call && (
            <a
              href={call.href}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ink-900 underline underline-offset-4 dark:text-gray-100"
            >
              <PhoneIcon size={16} />
              {call.label}
            </a>
          )}
        </div>
      )}
    </article>
  );
}
