import type { ReactNode } from "react";
import type { QuoteDeskRecord } from "@/lib/db";
import { formatPrice } from "@/lib/core/price";
import { applicationLabel, isQuoteApplication } from "@/lib/quotes/applications";
import { deskTime, quotedTotalText } from "@/lib/quotes/quote-desk-text";
import { formatPhone } from "@/lib/core/phone";

/** Everything the customer sent, as they sent it (the tire as the catalog offered it then). */
export function QuoteDetails({ quote: q }: { quote: QuoteDeskRecord }) {
  const rows: [string, ReactNode][] = [
    ["Reference", q.reference],
    ["Received", deskTime(q.createdAt)],
    ["Tire", q.product],
    ...(q.size ? ([["Size", q.size]] as [string, ReactNode][]) : []),
    ["Quantity", String(q.quantity)],
    ["Category", isQuoteApplication(q.application) ? applicationLabel(q.application) : q.application],
    ...(q.pricePerTireCents !== null
      ? ([["Catalog price", `${formatPrice(q.pricePerTireCents / 100)} per tire`]] as [string, ReactNode][])
      : []),
    ["Name", q.name],
    ...(q.company ? ([["Company", q.company]] as [string, ReactNode][]) : []),
    [
      "E-mail",
      <a key="email" href={`mailto:${q.email}`} className="underline underline-offset-4">
        {q.email}
      </a>,
    ],
    [
      "Phone",
      <a key="phone" href={`tel:${q.phone}`} className="underline underline-offset-4">
        {formatPhone(q.phone)}
      </a>,
    ],
    ["Message", q.message ? <span className="whitespace-pre-wrap">{q.message}</span> : "None"],
    ...(q.quotedTotalCents !== null
      ? ([["Quoted total", quotedTotalText(q.quotedTotalCents)]] as [string, ReactNode][])
      : []),
    ...(q.assignee ? ([["Assignee", q.assignee]] as [string, ReactNode][]) : []),
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-900 dark:text-gray-100">{label}</dt>
          <dd className="mb-2 break-words text-gray-800 sm:mb-0 dark:text-gray-200">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
