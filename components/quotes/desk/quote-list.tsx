import Link from "next/link";
import type { QuoteDeskRecord } from "@/lib/db";
import { applicationLabel, isQuoteApplication } from "@/lib/quotes/applications";
import { deskTime } from "@/lib/quotes/quote-desk-text";
import { QuoteStateBadge } from "./quote-state-badge";

const categoryText = (application: string) =>
  isQuoteApplication(application) ? applicationLabel(application) : application;

/** One card per request, newest first: what, for whom, where it stands; the reference opens it. */
export function QuoteList({ quotes }: { quotes: QuoteDeskRecord[] }) {
  return (
    <ul className="grid items-start gap-4 lg:grid-cols-2">
      {quotes.map((q) => (
        <li key={q.reference} className="card space-y-2 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              href={`/admin/quotes/${q.reference}`}
              prefetch={false}
              className="text-lg font-bold text-ink-900 underline underline-offset-4 dark:text-white"
            >
              {q.reference}
            </Link>
            <QuoteStateBadge state={q.state} />
          </div>
          <p className="font-semibold text-gray-900 dark:text-gray-100">
            {q.quantity} × {q.product}
            {q.size && !q.product.includes(q.size) ? ` (${q.size})` : ""}
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
            <dt className="font-semibold">Customer</dt>
            <dd className="break-words">{q.company ? `${q.name}, ${q.company}` : q.name}</dd>
            <dt className="font-semibold">Category</dt>
            <dd>{categoryText(q.application)}</dd>
            <dt className="font-semibold">Received</dt>
            <dd>{deskTime(q.createdAt)}</dd>
            <dt className="font-semibold">Assignee</dt>
            <dd className="break-words">{q.assignee || "Nobody yet"}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
