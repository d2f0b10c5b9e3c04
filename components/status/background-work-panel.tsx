"use client";

import { useState, type ReactNode } from "react";
import useSWR from "swr";
import { fetchJson, jsonFetcher } from "@/lib/http/fetch-json";
import type { CalendarItem, FailedMailItem, operationsStatus } from "@/lib/status/operations";
import { useMorePages } from "./more-pages";
import { CheckState, RefreshButton, Spinner } from "./status-primitives";

type Operations = Awaited<ReturnType<typeof operationsStatus>>;
const OPERATIONS_PATH = "/api/admin/operations";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function ageText(ms: number): string {
  if (ms < 60_000) return "less than a minute";
  const minutes = Math.round(ms / 60_000);
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `${Math.round(minutes / 60)} hours`;
}

/**
 * Background work on both status pages, from one API so the pages cannot disagree: e-mail
 * delivery, the outbox, calendar writes, the holds the site ended itself, open incidents, and
 * everything that failed for good, each with a Retry. Laid out as cards so it reads on a phone at
 * the counter.
 */
export function BackgroundWorkPanel() {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Operations>(OPERATIONS_PATH, jsonFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  return (
    <section aria-labelledby="background-work-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="background-work-title" className="text-2xl font-bold text-ink-900 dark:text-white">
          Background work
        </h2>
        <RefreshButton
          refreshing={isValidating}
          onRefresh={() => void mutate()}
          label="Refresh background work"
        />
      </div>
      {isLoading ? (
        <p role="status" className="flex items-center gap-2 text-gray-700 dark:text-gray-300">
          <Spinner /> Loading background work…
        </p>
      ) : error || !data ? (
        <p role="alert" className="text-red-800 dark:text-red-200">
          Background work could not be read: {error instanceof Error ? error.message : "no answer"}. Press
          Refresh to try again.
        </p>
      ) : (
        <OperationsDetails data={data} onChange={() => void mutate()} />
      )}
    </section>
  );
}

function OperationsDetails({ data, onChange }: { data: Operations; onChange: () => void }) {
  const { mail, queue, holdEnds, texts } = data;
  const ended = holdEnds.unansweredEnded + holdEnds.tiresReturned;
  const failedMail = useMorePages<FailedMailItem>("failed-mail", data.failedMail, data.failedMailNext);
  const failedCalendar = useMorePages<CalendarItem>(
    "failed-calendar-writes",
    data.failedCalendarWrites,
    data.failedCalendarWritesNext,
  );
  const conflicts = useMorePages<CalendarItem>(
    "calendar-conflicts",
    data.calendarConflicts,
    data.calendarConflictsNext,
  );
  return (
    <>
      {data.incidents.length > 0 && (
        <ul role="alert" className="space-y-2">
          {data.incidents.map((incident) => (
            <li
              key={incident.key}
              className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
            >
              <p className="font-semibold">{incident.title}</p>
              <p className="text-sm break-words">
                Since {new Date(incident.openedAt).toLocaleString("en-US")}: {incident.detail}
              </p>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="E-mail delivery">
          <CheckState value={mail.delivered} label={mail.label} />
          <p className="mt-2">{mail.detail}</p>
        </Fact>
        <Fact term="Outbox">
          <p className="text-lg font-semibold text-ink-900 dark:text-white">
            {queue.mailQueued} waiting · {queue.mailFailed} failed
          </p>
          <p className="mt-1">
            {queue.oldestDueMailAgeMs > 0
              ? `The oldest message due has waited ${ageText(queue.oldestDueMailAgeMs)}.`
              : "Nothing is overdue."}
          </p>
        </Fact>
        <Fact term="Texts">
          <CheckState value={texts.delivered} label={texts.label} />
          <p className="mt-2 text-lg font-semibold text-ink-900 dark:text-white">
            {texts.waiting} waiting · {texts.failed} failed
          </p>
          <p className="mt-1">{texts.detail}</p>
          <p className="mt-1">{plural(texts.optedOut, "number")} opted out (STOP).</p>
          {texts.recent.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm" aria-label="Newest texts">
              {texts.recent.map((t) => (
                <li key={t.id}>
                  {t.kind} to {t.to} · {new Date(t.queuedAt).toLocaleString("en-US")} · {t.state}
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact term="Calendar writes">
          <p className="text-lg font-semibold text-ink-900 dark:text-white">
            {queue.calendarPending} waiting · {queue.calendarFailed} failed
          </p>
          <p className="mt-1">
            {queue.oldestDueCalendarAgeMs > 0
              ? `The oldest write due has waited ${ageText(queue.oldestDueCalendarAgeMs)}.`
              : "Nothing is overdue."}
          </p>
          <p className="mt-1">
            New requests, moves and cancellations still to be written to store calendars.
          </p>
        </Fact>
        <Fact term="Holds ended by the site">
          <p className="text-lg font-semibold text-ink-900 dark:text-white">
            {ended} in {holdEnds.days} days · {holdEnds.unansweredDue + holdEnds.tiresDue} waiting
          </p>
          <p className="mt-1">
            {plural(holdEnds.unansweredEnded, "request")} cancelled unanswered when their time came;{" "}
            {plural(holdEnds.tiresReturned, "visit")} not marked completed or no-show had their tires put back
            in stock.
          </p>
        </Fact>
      </dl>

      <WorkList
        title="E-mails that failed for good"
        empty="None: every message was delivered or is still being tried."
        pages={failedMail}
        items={failedMail.items.map((m) => ({
          key: `mail-${m.id}`,
          kind: "mail" as const,
          id: m.id,
          // Without a staff sign-in the list names no one: the kind and reference instead of the
          // recipient and subject, and the error's class instead of its words.
          heading: m.subject ?? `${m.kind} e-mail${m.reference ? ` for ${m.reference}` : ""}`,
          lines: [
            ...(m.to ? [`To ${m.to}`] : []),
            `${m.attempts} attempt${m.attempts === 1 ? "" : "s"}; last error: ${m.error ?? m.errorClass ?? "unknown"}`,
            ...(m.to ? [] : [`Failed ${new Date(m.failedAt).toLocaleString("en-US")}`]),
          ],
        }))}
        onChange={onChange}
      />
      <WorkList
        title="Calendar writes that failed for good"
        empty="None."
        pages={failedCalendar}
        items={failedCalendar.items.map((a) => ({
          key: `calendar-${a.id}`,
          kind: "calendar" as const,
          id: a.id,
          heading: `${a.reference} · ${a.store}`,
          lines: [`${a.service}, ${a.when} (${a.status})`, `Error: ${a.error ?? a.errorClass ?? "unknown"}`],
        }))}
        onChange={onChange}
      />
      <WorkList
        title="Requests that clash with the store calendar"
        empty="None."
        pages={conflicts}
        items={conflicts.items.map((a) => ({
          key: `conflict-${a.id}`,
          id: a.id,
          heading: `${a.reference} · ${a.store}`,
          lines: [
            `${a.service}, ${a.when}`,
            `Calendar not checked at booking: ${a.conflict ?? "overlaps another event"} The store was e-mailed.`,
          ],
        }))}
        onChange={onChange}
      />
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="card p-5">
      <dt className="mb-2 font-bold text-ink-900 dark:text-white">{term}</dt>
      <dd className="text-gray-700 dark:text-gray-300">{children}</dd>
    </div>
  );
}

interface WorkItem {
  key: string;
  kind?: "mail" | "calendar";
  id: number;
  heading: string;
  lines: string[];
}

function WorkList({
  title,
  empty,
  items,
  pages,
  onChange,
}: {
  title: string;
  empty: string;
  items: WorkItem[];
  pages: { next: string | null; busy: boolean; error: string | null; showMore: () => Promise<void> };
  onChange: () => void;
}) {
  return (
    <div>
      <h3 className="font-bold text-ink-900 dark:text-white">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-gray-700 dark:text-gray-300">{empty}</p>
      ) : (
        <ul aria-label={title} className="card mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {items.map((item) => (
            <li
              key={item.key}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink-900 dark:text-white">{item.heading}</p>
                {item.lines.map((line) => (
                  <p key={line} className="text-sm break-words text-gray-700 dark:text-gray-300">
                    {line}
                  </p>
                ))}
              </div>
              {item.kind && (
                <RetryButton kind={item.kind} id={item.id} label={item.heading} onDone={onChange} />
              )}
            </li>
          ))}
        </ul>
      )}
      {pages.next && (
        <button
          type="button"
          className="btn-outline-dark mt-3 aria-disabled:cursor-progress"
          aria-disabled={pages.busy}
          onClick={() => void pages.showMore()}
        >
          {pages.busy && <Spinner />}
          Show more
        </button>
      )}
      {pages.error && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          More could not be read: {pages.error}
        </p>
      )}
    </div>
  );
}

function RetryButton({
  kind,
  id,
  label,
  onDone,
}: {
  kind: "mail" | "calendar";
  id: number;
  label: string;
  onDone: () => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  return (
    <div className="shrink-0">
      <button
        type="button"
        className="btn-dark aria-disabled:cursor-progress"
        aria-disabled={state.busy}
        aria-label={`Retry ${label}`}
        onClick={async () => {
          if (state.busy) return;
          setState({ busy: true });
          try {
            await fetchJson("/api/admin/retry", { method: "POST", body: JSON.stringify({ kind, id }) });
            setState({ busy: false });
            onDone();
          } catch (error) {
            setState({ busy: false, error: error instanceof Error ? error.message : "Retry failed." });
          }
        }}
      >
        {state.busy && <Spinner />}
        Retry
      </button>
      {state.error && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          {state.error}
        </p>
      )}
    </div>
  );
}
