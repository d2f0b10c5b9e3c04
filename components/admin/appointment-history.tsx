import type { AdminRow } from "@/lib/appointments/admin-list";

/**
 * Who confirmed the request, and every change in a disclosure: when, what, who and from which
 * address. A native details element, so it opens without JavaScript too.
 */
export function AppointmentHistory({ row }: { row: AdminRow }) {
  return (
    <div className="space-y-2 text-sm">
      {row.confirmedBy && <p className="font-semibold text-gray-800 dark:text-gray-200">{row.confirmedBy}</p>}
      {row.history.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer font-semibold underline decoration-1 underline-offset-2">
            History<span className="sr-only"> of {row.appointment.reference}</span>
          </summary>
          <ol className="mt-2 space-y-2 border-l-2 border-gray-300 pl-3 dark:border-gray-600">
            {row.history.map((line) => (
              <li key={line.id}>
                <p>
                  <span className="font-semibold">{line.what}</span>
                </p>
                <p className="text-gray-700 dark:text-gray-300">
                  {line.when} · {line.who} · <span className="break-all">from {line.from}</span>
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
