import type { CustomerRecord } from "@/lib/appointments/customer-lookup";
import { counterHref } from "@/lib/appointments/counter-page";

const STORE_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const when = (at: number) => `${STORE_CLOCK.format(at)} ET`;

function messageState(m: CustomerRecord["messages"][number], now: number): string {
  if (m.sentAt !== null) return "sent";
  if (m.failedAt !== null) return "not delivered";
  return m.notBefore > now ? `to be sent ${when(m.notBefore)}` : "sending";
}

/** One customer over time: their visits, quotes and the messages sent about them. */
export function CustomerRecordView({ record }: { record: CustomerRecord }) {
  return (
    <article aria-labelledby="customer-name" className="space-y-8">
      <header className="space-y-1">
        <h2 id="customer-name" className="text-2xl font-bold text-ink-900 dark:text-white">
          {record.name}
        </h2>
        <p>
          <a className="font-semibold underline" href={`tel:+1${record.phone}`}>
            {record.phoneLabel}
          </a>
          {record.emails.map((email) => (
            <span key={email}>
              {" · "}
              <a className="underline" href={`mailto:${email}`}>
                {email}
              </a>
            </span>
          ))}
        </p>
        <p>
          <a
            className="btn-outline-dark mt-2"
            href={counterHref({
              firstName: record.name.split(" ")[0],
              lastName: record.name.split(" ").slice(1).join(" "),
              phone: record.phoneLabel,
              email: record.emails[0],
            })}
          >
            New appointment
          </a>
        </p>
      </header>

      <section aria-labelledby="visits-heading" className="space-y-3">
        <h3 id="visits-heading" className="text-xl font-bold">
          Visits ({record.visits.length})
        </h3>
        {record.visits.length === 0 ? (
          <p>No visits at your stores.</p>
        ) : (
          <ol className="space-y-2">
            {record.visits.map((v) => (
              <li key={v.reference} className="card p-3">
                <p className="font-semibold">
                  {v.when} · {v.store} · {v.services}
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  <span className="font-semibold">{v.status}</span>
                  {v.vehicle ? ` · ${v.vehicle}` : ""} ·{" "}
                  <a className="underline" href={v.dayHref}>
                    {v.reference} on the day
                  </a>
                </p>
                {v.tires ? <p className="text-sm">{v.tires}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {record.quotes.length > 0 && (
        <section aria-labelledby="quotes-heading" className="space-y-3">
          <h3 id="quotes-heading" className="text-xl font-bold">
            Quotes ({record.quotes.length})
          </h3>
          <ol className="space-y-2">
            {record.quotes.map((q) => (
              <li key={q.reference} className="card p-3">
                <p className="font-semibold">
                  <a className="underline" href={q.href}>
                    {q.reference}
                  </a>{" "}
                  · {q.product}
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {q.state} · asked {when(q.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="messages-heading" className="space-y-3">
        <h3 id="messages-heading" className="text-xl font-bold">
          Messages ({record.messages.length})
        </h3>
        {record.messages.length === 0 ? (
          <p>Nothing has been sent.</p>
        ) : (
          <ol className="space-y-2">
            {record.messages.map((m, i) => (
              <li
                key={`${m.reference}-${m.createdAt}-${i}`}
                className="border-l-4 border-gray-300 pl-3 dark:border-gray-600"
              >
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {when(m.createdAt)} · {m.channel === "mail" ? "E-mail" : "Text"} to {m.to} · {m.reference} ·{" "}
                  {messageState(m, record.readAt)}
                </p>
                <p>{m.words}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
