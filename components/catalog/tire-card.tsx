import Link from "next/link";
import { QuoteIcon } from "@/components/ui/icons";
import { SvgImage } from "@/components/ui/svg-image";
import { formatPrice, type Tire } from "@/lib/tires/category-tires";
import { isQuoteOnly, tireQuoteHref } from "@/lib/tires/tire-actions";
import { tireTitle } from "@/lib/tires/tire-title";

/**
 * A catalog card: at most three features, price with two decimals, a Details link, and the quote
 * form with this tire filled in ("Request Information"; and "Request a quote" first for the tires
 * we sell only by quote).
 */
export function TireCard({ tire }: { tire: Tire }) {
  const quoteHref = tireQuoteHref(tire);
  return (
    // On a phone the card is a row (a small picture beside the words, no feature list), so a
    // category's dozen tires do not make a page many screens long; from sm up, the picture sits on top.
    <article
      className="card grid h-full grid-cols-[5.5rem_1fr] overflow-hidden sm:flex sm:flex-col"
      aria-labelledby={`tire-${tire.id}`}
    >
      <SvgImage
        src={tire.imageUrl}
        alt=""
        width={320}
        height={320}
        className="aspect-square w-full self-start bg-gray-50 object-contain p-2 sm:p-4 dark:bg-gray-800"
      />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
          {tire.brand}
        </p>
        <h3 id={`tire-${tire.id}`} className="mt-1 text-lg font-bold text-ink-900 dark:text-white">
          {tire.name}
        </h3>
        <p className="font-mono text-sm text-gray-700 dark:text-gray-300">{tire.size}</p>
        <ul className="mt-3 hidden flex-1 list-disc space-y-1 pl-5 text-sm text-gray-700 sm:block dark:text-gray-300">
          {tire.features.slice(0, 3).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className="mt-2 text-xl font-black text-ink-900 sm:mt-4 sm:text-2xl dark:text-white">
          {formatPrice(tire.price)}
          <span className="ml-1 text-sm font-medium text-gray-600 dark:text-gray-400">per tire</span>
        </p>
        {/* Stacked, full width: three side by side do not fit a card, and wrap raggedly. */}
        <div className="mt-3 grid grid-cols-2 gap-2 sm:mt-4 sm:grid-cols-1">
          {isQuoteOnly(tire) && (
            <Link href={quoteHref} className="btn-primary col-span-2 text-sm sm:col-span-1">
              <QuoteIcon size={16} />
              Request a quote<span className="sr-only">: {tireTitle(tire)}</span>
            </Link>
          )}
          <Link href={`/tires/details/${tire.id}`} className="btn-dark text-sm">
            Details
            <span className="sr-only">
              : {tire.brand} {tire.name}
            </span>
          </Link>
          <Link href={quoteHref} className="btn-outline-dark text-sm">
            Request Information<span className="sr-only">: {tire.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
