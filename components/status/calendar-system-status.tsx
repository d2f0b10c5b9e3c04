"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import useSWR from "swr";
import { jsonFetcher } from "@/lib/http/fetch-json";
import { MAIL_DELIVERY } from "@/lib/status/mail-delivery";
import { CheckState, RefreshButton, Spinner } from "./status-primitives";
import { StoreAccountsTable, type StoreAccountRow } from "./store-accounts-table";
import type { CalendarStatusResponse, StatusStore } from "./status-types";

const STATUS_PATH = "/api/calendar-status";

const INTEGRATION_TEXT: Record<string, { label: string; detail: string }> = {
  active: {
    label: "Active",
    detail: "Connected to Microsoft 365: time slots come from the store calendars.",
  },
  pending: {
    label: "Pending",
    detail: "Credentials are set but the connection fails: time slots fall back to simulated data.",
  },
  inactive: {
    label: "Inactive",
    detail: "No Microsoft 365 credentials: time slots are simulated and appointments stay in our database.",
  },
};
const UNKNOWN_INTEGRATION = {
  label: "Unknown",
  detail: "The status could not be read. Press Refresh to try again.",
};

const DATABASE_TEXT: Record<string, string> = {
  sqlite: "SQLite (embedded file)",
  postgres: "PostgreSQL",
};

const AZURE_SETTINGS = [
  { key: "tenantId", label: "Tenant ID", setting: "AZURE_TENANT_ID" },
  { key: "clientId", label: "Client ID", setting: "AZURE_CLIENT_ID" },
  { key: "clientSecret", label: "Client secret", setting: "AZURE_CLIENT_SECRET" },
] as const;

const PERMISSIONS = [
  {
    key: "calendarsReadWrite",
    role: "Calendars.ReadWrite",
    purpose:
      "Adds appointment requests to the store calendars (Calendars.ReadWrite.Shared in our specification).",
  },
  {
    key: "calendarsRead",
    role: "Calendars.Read",
    purpose: "Reads the store calendars to offer free times (Calendars.Read.Shared in our specification).",
  },
  { key: "userReadAll", role: "User.Read.All", purpose: "Looks up the store mailboxes." },
  { key: "mailSend", role: "Mail.Send", purpose: "Sends confirmation e-mails through Microsoft 365." },
] as const;

/** The second status page's body: fetched on load and on Refresh, never served from a stale cache. */
export function CalendarSystemStatus({ stores }: { stores: readonly StatusStore[] }) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<CalendarStatusResponse>(
    STATUS_PATH,
    jsonFetcher,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // Refresh is the retry: an automatic one would bring the spinner back unasked.
      shouldRetryOnError: false,
      // SPEC §8: a failed read is only logged; the checks below then read unknown or inactive.
      onError: (reason: unknown) => console.error("Could not load the calendar system status.", reason),
    },
  );
  const status = error ? undefined : data;

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center gap-3">
        <RefreshButton refreshing={isValidating} onRefresh={() => void mutate()} />
        <Link href="/" className="btn-outline-dark">
          Return to Home
        </Link>
      </div>

      {isLoading ? (
        <div
          role="status"
          className="card flex flex-col items-center gap-3 px-6 py-16 text-gray-700 dark:text-gray-200"
        >
          <Spinner className="size-10 border-4 text-brand-500" />
          <span className="font-semibold">Loading calendar status…</span>
        </div>
      ) : (
        <StatusDetails status={status} stores={stores} />
      )}
    </div>
  );
}

function StatusDetails({
  status,
  stores,
}: {
  status: CalendarStatusResponse | undefined;
  stores: readonly StatusStore[];
}) {
  const integration = (status && INTEGRATION_TEXT[status.calendarIntegration]) || UNKNOWN_INTEGRATION;
  const rows: StoreAccountRow[] =
    status?.storeAccounts ??
    stores.map((store) => ({ ...store, status: "unknown", lastChecked: null, message: "Not checked" }));

  return (
    <>
      <Block id="overview" title="Integration overview">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <OverviewItem term="Calendar integration">
            <CheckState value={status?.calendarIntegration} label={integration.label} />
            <p className="mt-2">{integration.detail}</p>
          </OverviewItem>
          <OverviewItem term="Email service">
            <CheckState
              value={status?.emailService}
              label={stateLabel(status?.emailService, "Active", "Inactive")}
            />
            <p className="mt-2">
              {(status && MAIL_DELIVERY[status.mailTransport]?.detail) || "Mail transport unknown."}
            </p>
          </OverviewItem>
          <OverviewItem term="Database">
            <p className="text-lg font-semibold text-ink-900 dark:text-white">
              {(status && DATABASE_TEXT[status.database]) || "Unknown"}
            </p>
            <p className="mt-1">Where appointment requests and queued e-mails are stored.</p>
          </OverviewItem>
        </dl>
        {status?.connectionError && (
          <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 break-words text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100">
            <span className="font-semibold">Connection error:</span> {status.connectionError}
          </p>
        )}
      </Block>

      <Block id="azure" title="Azure application configuration">
        <p className="mb-4 text-gray-700 dark:text-gray-300">
          Whether each setting is present on the server. Values are never shown.
        </p>
        <CheckList
          items={AZURE_SETTINGS.map((item) => ({
            key: item.key,
            name: item.label,
            detail: <code className="font-mono">{item.setting}</code>,
            value: status?.azureConfig[item.key],
            label: stateLabel(status?.azureConfig[item.key], "Configured", "Not configured"),
          }))}
        />
      </Block>

      <Block id="permissions" title="Permissions">
        <p className="mb-4 max-w-3xl text-gray-700 dark:text-gray-300">
          Read from the roles in the app&apos;s Microsoft 365 access token: application permissions with admin
          consent. Without working credentials none of them can be checked, so they show as Unknown.
        </p>
        <CheckList
          items={PERMISSIONS.map((item) => ({
            key: item.key,
            name: <code className="font-mono">{item.role}</code>,
            detail: item.purpose,
            value: status?.permissions[item.key],
            label: stateLabel(status?.permissions[item.key], "Granted", "Not granted"),
          }))}
        />
      </Block>

      <Block id="accounts" title="Store accounts">
        <StoreAccountsTable rows={rows} />
      </Block>
    </>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-bold text-ink-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OverviewItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="card p-5">
      <dt className="mb-2 font-bold text-ink-900 dark:text-white">{term}</dt>
      <dd className="text-gray-700 dark:text-gray-300">{children}</dd>
    </div>
  );
}

/** A yes/no check's word; without an answer (or one the server could not check) it is Unknown, not No. */
function stateLabel(value: boolean | null | undefined, yes: string, no: string): string {
  return value === undefined || value === null ? "Unknown" : value ? yes : no;
}

interface CheckItem {
  key: string;
  name: ReactNode;
  detail: ReactNode;
  value: unknown;
  label: string;
}

function CheckList({ items }: { items: CheckItem[] }) {
  return (
    <ul className="card divide-y divide-gray-200 dark:divide-gray-800">
      {items.map((item) => (
        <li
          key={item.key}
          data-check={item.key}
          className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
        >
          <div className="min-w-0">
            <p className="font-semibold text-ink-900 dark:text-white">{item.name}</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">{item.detail}</p>
          </div>
          <CheckState value={item.value} label={item.label} />
        </li>
      ))}
    </ul>
  );
}
