import Link from "next/link";
import { MyStoreCallLink } from "@/components/locations/my-store-call-link";
import { BrokenDown } from "@/components/road-service/broken-down";
import { brand, telHref } from "@/data/brand";
import type { SearchHit, SiteSearch } from "@/lib/search/site-search";
import { SearchForm } from "./search-form";
import { SearchHitCard } from "./search-hit-card";

/** What the list below the box is, in words: "Choose your 2022 Ford F-150", "Closest matches". */
export function resultsHeading(search: SiteSearch): string {
  const count = search.results.length;
  const subject = search.subject;
  switch (search.kind) {
    case "size":
      return search.notice ? "The nearest sizes we sell" : `${subject} tires`;
    case "vehicle":
      return count === 1 ? `Your ${subject}` : `Choose your ${subject}`;
    case "product":
      return search.lineSizes
        ? `${subject}: choose your size (${search.lineSizes.length})`
        : "Which tire did you mean?";
    case "brand":
      return count === 0 ? `${subject} tires` : `Everything we list from ${subject}`;
    case "category":
      return "Which kind did you mean?";
    case "service":
      return "Repairs at our stores";
    case "site":
      return count === 1 ? "Best match" : "Best matches";
    case "none":
      return "Closest matches";
  }
}

const MESSAGE_CLASS = "mt-4 rounded-xl border-l-4 p-4";

/**
 * The /search page's body: the box (filled in), what the text was taken for, the places it leads,
 * and always the phone number, so no search ends on an empty page.
 */
export function SearchResults({ search, problem }: { search: SiteSearch | null; problem: string | null }) {
  const query = search?.query ?? "";
  // Road service is the answer, shown ahead of the list with its call and its request; the rest
  // (a flat repair, tires the words also named) follows.
  const roadService = search?.results.some((hit) => hit.type === "road-service") ?? false;
  const hits = search?.results.filter((hit) => hit.type !== "road-service") ?? [];
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="section-title">{search ? `Search results for “${query}”` : "Search"}</h1>
      <p className="section-lead">
        Type a tire size (225/65R17, 11R22.5, 18.4-38), a brand, a tire name or your vehicle (2019 Honda Civic
        LX); a service (alignment, oil change); a town or ZIP code for the nearest store; or a question such
        as hours, financing or returns.
      </p>
      <div className="mt-6 max-w-2xl">
        <SearchForm query={query} />
      </div>

      {problem && (
        <p
          role="alert"
          className={`${MESSAGE_CLASS} border-red-700 bg-red-50 font-semibold text-red-900 dark:bg-red-950/40 dark:text-red-200`}
        >
          {problem}
        </p>
      )}
      {search?.notice && (
        <p
          className={`${MESSAGE_CLASS} border-brand-400 bg-brand-50 text-ink-900 dark:bg-gray-900 dark:text-gray-100`}
        >
          {search.notice} Call us at{" "}
          <a href={telHref(brand.phone)} className="font-semibold whitespace-nowrap underline">
            {brand.phone}
          </a>{" "}
          and we&apos;ll find what fits.
        </p>
      )}

      {roadService && <BrokenDown titleAs="h2" className="mt-8 max-w-3xl" />}

      {search && hits.length > 0 && (
        <section aria-labelledby="search-results-title" className="mt-10">
          <h2 id="search-results-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
            {resultsHeading(search)}
          </h2>
          {search.kind === "none" && (
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              We couldn&apos;t find anything called “{query}”. Were you looking for one of these?
            </p>
          )}
          {search.kind === "size" && search.notice && (
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Fit a different size only after checking with us: it has to match your wheels and your
              vehicle&apos;s load rating.
            </p>
          )}
          {search.lineSizes ? (
            <>
              <SizeChips hits={search.lineSizes} />
              {hits.length > 1 && (
                <>
                  <h3 className="mt-10 text-xl font-bold text-ink-900 dark:text-white">Also matching</h3>
                  <HitList hits={hits.slice(1)} />
                </>
              )}
            </>
          ) : (
            <HitList hits={hits} />
          )}
        </section>
      )}

      <aside
        aria-labelledby="search-help-title"
        className="mt-12 flex flex-col gap-4 rounded-xl bg-ink-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="search-help-title" className="text-xl font-extrabold">
            Can&apos;t find your tire?
          </h2>
          <p className="mt-1 text-gray-200">
            We sell far more than we list online. Call us and we&apos;ll find it, or browse{" "}
            <Link href="/tires" className="font-semibold text-white underline">
              all tires
            </Link>
            .
          </p>
        </div>
        <MyStoreCallLink className="btn-primary shrink-0" />
      </aside>
    </div>
  );
}

/** A tread's sizes: many short links, so they are listed compactly rather than as cards. */
function SizeChips({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {hits.map((hit) => {
        const size = hit.label.slice(hit.label.lastIndexOf(" ") + 1);
        return (
          <li key={hit.href}>
            <Link
              href={hit.href}
              prefetch={false}
              className="card flex min-h-11 flex-col px-3 py-2 hover:border-brand-400"
              data-testid="search-hit"
              data-type={hit.type}
            >
              <span className="sr-only">{hit.label.slice(0, -size.length)}</span>
              <span className="font-mono font-semibold text-ink-900 dark:text-white">{size}</span>
              <span className="text-sm text-gray-700 dark:text-gray-300">{hit.detail}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function HitList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {hits.map((hit) => (
        <li key={hit.href + hit.label}>
          <SearchHitCard hit={hit} />
        </li>
      ))}
    </ul>
  );
}
