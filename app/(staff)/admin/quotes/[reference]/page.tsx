import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHero } from "@/components/content/page-hero";
import { QuoteChangeForm } from "@/components/quotes/desk/quote-change-form";
import { QuoteDetails } from "@/components/quotes/desk/quote-details";
import { QuoteCounterEstimate } from "@/components/quotes/desk/quote-counter-estimate";
import { QuoteHistory } from "@/components/quotes/desk/quote-history";
import { QuoteStateBadge } from "@/components/quotes/desk/quote-state-badge";
import { staffPage } from "@/lib/auth/staff-page";
import { quoteDetail, salesDeskNames } from "@/lib/quote-requests/quote-desk";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Quote request",
  description: "Internal: one quote request, its history and the sales desk's answer.",
  path: "/admin/quotes",
  noIndex: true,
});

/** One quote request: everything the customer sent, its history, and the desk's form. */
export default async function AdminQuotePage({ params }: PageProps<"/admin/quotes/[reference]">) {
  await connection();
  const { reference } = await params;
  const member = await staffPage(`/admin/quotes/${encodeURIComponent(reference)}`, "Staff.Sales");
  const found = await quoteDetail(reference);
  if (!found) notFound();
  const { quote, events } = found;
  const desk = await salesDeskNames();
  return (
    <>
      <PageHero eyebrow="Internal · Sales desk" title={`Quote request ${quote.reference}`} />
      <div className="container-page space-y-8 py-8 sm:py-12">
        <p>
          <Link href="/admin/quotes" prefetch={false} className="font-semibold underline underline-offset-4">
            All quote requests
          </Link>
        </p>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <section aria-labelledby="request-heading" className="card space-y-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="request-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
                What the customer sent
              </h2>
              <QuoteStateBadge state={quote.state} />
            </div>
            <QuoteDetails quote={quote} />
            <QuoteCounterEstimate quote={quote} />
          </section>
          <section aria-labelledby="answer-heading" className="card space-y-4 p-4 sm:p-6">
            <h2 id="answer-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
              Work on it
            </h2>
            <QuoteChangeForm
              version={`${quote.state}-${quote.updatedAt ?? 0}`}
              reference={quote.reference}
              state={quote.state}
              assignee={quote.assignee}
              note={quote.note}
              myName={member.name}
              salesDesk={desk}
              quotedTotal={quote.quotedTotalCents}
              customerEmail={quote.email}
            />
          </section>
        </div>
        <QuoteHistory events={events} receivedAt={quote.createdAt} />
      </div>
    </>
  );
}
