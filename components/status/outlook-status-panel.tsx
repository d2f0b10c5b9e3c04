"use client";

import useSWR from "swr";
import { cachedReadOptions, fetchJson } from "@/lib/http/fetch-json";
import { CheckState, IntegrationBadge, RefreshButton, Spinner } from "./status-primitives";
import type { OutlookStatusResponse } from "./status-types";

const STATUS_PATH = "/api/outlook/status";

interface CheckedStatus {
  status: OutlookStatusResponse;
  /** When this browser received the answer: a cached read can be up to five minutes old. */
  checkedAt: number;
}

const fetchStatus = async (path: string): Promise<CheckedStatus> => ({
  status: await fetchJson<OutlookStatusResponse>(path),
  checkedAt: Date.now(),
});

// On the stores' clock (all of them keep Eastern time), not the reader's or the server's.
const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
});

/** The Microsoft 365 connection as the server sees it, with a manual Refresh. */
export function OutlookStatusPanel() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(STATUS_PATH, fetchStatus, {
    ...cachedReadOptions,
    // SPEC §8: a failed status read is only logged; the badge then says Unknown.
    onError: (reason: unknown) => console.error("Could not load the calendar integration status.", reason),
  });
  // After a failed refresh SWR still holds the previous answer; showing it would claim a state
  // nobody has confirmed, so an error always reads as Unknown.
  const current = error ? undefined : data;
  const status = current?.status;

  return (
    <section aria-labelledby="connection-title" className="card p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="connection-title" className="text-xl font-bold text-ink-900 dark:text-white">
            Microsoft 365 connection
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {isLoading ? (
              <span className="inline-flex items-center gap-2 rounded-full border border-gray-300 px-3 py-1 font-semibold text-gray-700 dark:border-gray-600 dark:text-gray-200">
                <Spinner />
                Checking…
              </span>
            ) : (
              <IntegrationBadge status={status?.status} />
            )}
            <p role="status" className="text-sm text-gray-600 dark:text-gray-300">
              {isLoading
                ? "Checking the connection…"
                : current
                  ? `Checked at ${timeFormat.format(current.checkedAt)} ET`
                  : ""}
            </p>
          </div>
        </div>
        <RefreshButton refreshing={isValidating} onRefresh={() => void mutate()} />
      </div>

      {!isLoading && (
        <p className="mt-4 max-w-3xl text-gray-800 dark:text-gray-200">
          {status ? status.message : "The status could not be read. Press Refresh to try again."}
        </p>
      )}

      {status && (
        <>
          <ConnectionDetails status={status} />
          {!status.credentialsConfigured && <RequiredSecrets status={status} />}
          <CalendarSyncSummary sync={status.calendarSync} />
        </>
      )}
    </section>
  );
}

function ConnectionDetails({ status }: { status: OutlookStatusResponse }) {
  const rows: [string, string][] = [];
  // Identifiers only: the API never sends the client secret, and neither does this page.
  if (status.credentialsConfigured && status.tenantId) rows.push(["Tenant ID", status.tenantId]);
  if (status.credentialsConfigured && status.clientId) rows.push(["Client ID", status.clientId]);
  const errorCode = "errorCode" in status ? status.errorCode : null;
  // Graph's messages often end with the code already; printing it twice adds nothing.
  const showCode = Boolean(errorCode && !status.error?.includes(errorCode));
  if (rows.length === 0 && !status.error) return null;
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="font-mono text-sm break-all text-ink-900 sm:pt-0.5 dark:text-gray-100">{value}</dd>
        </div>
      ))}
      {status.error && (
        <div className="contents">
          <dt className="font-semibold text-gray-700 dark:text-gray-300">Connection error</dt>
          <dd className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100">
            <span className="break-words">{status.error}</span>
            {showCode && <span className="mt-1 block font-mono text-sm">Code: {errorCode}</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}

function RequiredSecrets({ status }: { status: OutlookStatusResponse }) {
  const missing = new Set<string>(status.missingSecrets);
  return (
    <div className="mt-6">
      <h3 className="font-bold text-ink-900 dark:text-white">Required settings</h3>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        Set all of these on the web server, then restart it (see the setup steps below).
      </p>
      <ul className="mt-3 space-y-2" aria-label="Required settings">
        {status.requiredSecrets.map((name) => (
          <li key={name} className="flex flex-wrap items-center gap-3">
            <code className="rounded bg-gray-100 px-2 py-0.5 font-mono text-sm text-ink-900 dark:bg-gray-800 dark:text-gray-100">
              {name}
            </code>
            <CheckState value={!missing.has(name)} label={missing.has(name) ? "Missing" : "Set"} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CalendarSyncSummary({ sync }: { sync: OutlookStatusResponse["calendarSync"] }) {
  const figures: [string, number][] = [
    ["Waiting or being retried", sync.pending],
    ["Failed", sync.failed],
    ["Upcoming, in store calendars", sync.created],
  ];
  return (
    <div className="mt-6 border-t border-gray-200 pt-5 dark:border-gray-800">
      <h3 className="font-bold text-ink-900 dark:text-white">Calendar writes</h3>
      <p className="mt-1 max-w-3xl text-gray-700 dark:text-gray-300">
        Each appointment request is saved first and then added to the store calendar. A write that fails is
        retried automatically, after 1, 2, 4 … minutes and then hourly.
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 px-4 py-3 dark:border-gray-700">
            <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="text-2xl font-bold text-ink-900 tabular-nums dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-gray-700 dark:text-gray-300">
        <span className="font-semibold">Last calendar error:</span>{" "}
        <span className="break-words">{sync.lastError ?? "None"}</span>
      </p>
    </div>
  );
}
