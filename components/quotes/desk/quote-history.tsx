import type { QuoteEvent } from "@/lib/db";
import { deskTime, eventText } from "@/lib/quotes/quote-desk-text";

/** When, what, who and from where: every change the desk made, oldest first, after the request itself. */
export function QuoteHistory({ events, receivedAt }: { events: QuoteEvent[]; receivedAt: number }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
        History
      </h2>
      <ol className="space-y-3">
        <li className="card p-4">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <time dateTime={new Date(receivedAt).toISOString()}>{deskTime(receivedAt)}</time>
          </p>
          <p className="font-semibold text-gray-900 dark:text-gray-100">Received from the website</p>
        </li>
        {events.map((e) => (
          <li key={e.id} className="card p-4">
            <p className="text-sm text-gray-700 dark:text-gray-300">
              <time dateTime={new Date(e.at).toISOString()}>{deskTime(e.at)}</time>
            </p>
            <p className="font-semibold break-words whitespace-pre-wrap text-gray-900 dark:text-gray-100">
              {eventText(e.what, e.detail)}
            </p>
            <p className="text-sm break-words text-gray-700 dark:text-gray-300">
              By {e.actorName}
              {e.actorEmail && e.actorEmail.includes("@") ? ` (${e.actorEmail})` : ""}
              {e.origin ? ` from ${e.origin}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
