import { CheckState } from "./status-primitives";

export interface StoreAccountRow {
  name: string;
  email: string;
  status: string;
  /** ISO time of the check; null when the server could not be asked. */
  lastChecked: string | null;
  message: string;
}

const STATUS_LABELS: Record<string, string> = {
  active: "Active",
  error: "Error",
  not_configured: "Not configured",
  pending: "Pending",
};

// On the stores' clock (all of them keep Eastern time), wherever the page is rendered or read.
const checkedFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "medium",
});

function LastChecked({ value }: { value: string | null }) {
  return value ? <time dateTime={value}>{checkedFormat.format(new Date(value))} ET</time> : <>Not checked</>;
}

/**
 * One row per store mailbox. From the small breakpoint up, a real table so screen readers can move
 * by row and column; on a phone, one card per store (a five-column table would squeeze the
 * addresses into a letter per line). Only one of the two is displayed, so only one is announced.
 */
export function StoreAccountsTable({ rows }: { rows: readonly StoreAccountRow[] }) {
  return (
    <>
      <ul aria-label={`Store calendar accounts (${rows.length})`} className="space-y-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.email} data-testid="store-account-card" className="card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink-900 dark:text-white">{row.name}</p>
              <CheckState value={row.status} label={STATUS_LABELS[row.status] ?? "Unknown"} />
            </div>
            <p className="mt-1 font-mono text-sm break-all text-gray-800 dark:text-gray-200">{row.email}</p>
            <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">{row.message}</p>
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              Last checked: <LastChecked value={row.lastChecked} />
            </p>
          </li>
        ))}
      </ul>
      {/* Focusable so keyboard users can scroll it when the columns do not fit. */}
      <div
        role="region"
        aria-labelledby="store-accounts-caption"
        tabIndex={0}
        className="card hidden overflow-x-auto sm:block"
      >
        <table className="w-full text-left text-sm">
          <caption
            id="store-accounts-caption"
            className="px-4 pt-4 pb-2 text-left text-gray-700 dark:text-gray-300"
          >
            Store calendar accounts ({rows.length})
          </caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-ink-900 dark:border-gray-800 dark:bg-gray-800/60 dark:text-white">
            <tr>
              {["Store", "Email", "Status", "Last checked", "Message"].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
            {rows.map((row) => (
              <tr key={row.email} className="align-top">
                <th
                  scope="row"
                  className="px-4 py-3 font-semibold whitespace-nowrap text-ink-900 dark:text-white"
                >
                  {row.name}
                </th>
                <td className="px-4 py-3 font-mono break-all text-gray-800 dark:text-gray-200">
                  {row.email}
                </td>
                <td className="px-4 py-3">
                  <CheckState value={row.status} label={STATUS_LABELS[row.status] ?? "Unknown"} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-800 dark:text-gray-200">
                  <LastChecked value={row.lastChecked} />
                </td>
                <td className="min-w-56 px-4 py-3 text-gray-800 dark:text-gray-200">{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
