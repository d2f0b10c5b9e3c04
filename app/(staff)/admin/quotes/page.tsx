import { connection } from "next/server";
import { PageHero } from "@/components/content/page-hero";
import { QuoteFilters, QuoteStateCounts, quoteListHref } from "@/components/quotes/desk/quote-filters";
import { QuoteList } from "@/components/quotes/desk/quote-list";
import { staffPage } from "@/lib/auth/staff-page";
import {
  quoteDeskList,
  readQuoteFilter,
  type QuoteDeskFilter,
  type QuoteDeskList,
} from "@/lib/quote-requests/quote-desk";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Quote requests",
  description: "Internal: the sales desk's quote requests, to assign, quote and close.",
  path: "/admin/quotes",
  noIndex: true,
});

/**
 * The sales desk's quote requests, newest first, filtered by state and category. Sales staff
 * (and operators) only. Rendered per request: it is the live desk.
 */
export default async function AdminQuotesPage({ searchParams }: PageProps<"/admin/quotes">) {
  await connection();
  const member = await staffPage("/admin/quotes", "Staff.Sales");
  const filter = readQuoteFilter(await searchParams);
  const list = await quoteDeskList(filter, undefined, member);
  return (
    <>
      <PageHero
        eyebrow="Internal · Sales desk"
        title="Quote requests"
        lead="Requests for commercial, farm, industrial, mining and OTR tires. Open one to assign it, note what you found and e-mail the customer the quote."
      />
      <div className="container-page space-y-8 py-8 sm:py-12">
        <QuoteFilters filter={filter} />
        <QuoteStateCounts filter={filter} counts={list.counts} />
        <p role="status" className="font-semibold text-gray-800 dark:text-gray-200">
          {listSummary(list, filter)}
        </p>
        <QuoteList quotes={list.quotes} />
        <QuotePages list={list} filter={filter} />
      </div>
    </>
  );
}

function listSummary(list: QuoteDeskList, filter: QuoteDeskFilter): string {
  const n = list.quotes.length;
  const first = filter.after === null;
  if (n === 0)
    return first ? "No quote requests match these filters." : "No more quote requests match these filters.";
  const where = first ? "" : " after the earlier pages";
  return `${n} quote request${n === 1 ? "" : "s"}${where}${list.next ? "; older ones on the next page" : ""}.`;
}

/** Plain links to the next and the first page, so paging needs no script. */
function QuotePages({ list, filter }: { list: QuoteDeskList; filter: QuoteDeskFilter }) {
  const first = filter.after === null;
  if (first && !list.next) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap gap-2">
      {!first && (
        <a className="btn-outline-dark" href={quoteListHref(filter)}>
          First page
        </a>
      )}
      {list.next && (
        <a className="btn-dark" href={quoteListHref(filter, list.next)}>
          Next page
        </a>
      )}
    </nav>
  );
}
