import { STATUS_LABELS } from "@/components/appointments/appointment-summary";
import type { AdminDay, AdminRow } from "@/lib/appointments/admin-list";
import { formatAppointmentDate, formatAppointmentTime } from "@/lib/scheduling/format";
import { minutesOf, timeOf } from "@/lib/scheduling/zoned-time";
import { AdminAppointmentActions } from "./admin-appointment-actions";

const formatPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{4})$/, "($1) $2-$3");

/** Day headings, a store heading under each, and one card per appointment (cards read on a phone). */
export function AppointmentDayList({ days }: { days: AdminDay[] }) {
  return (
    <div className="space-y-10">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="space-y-6">
          <h2 id={`day-${day.date}`} className="text-2xl font-bold text-ink-900 dark:text-white">
            {formatAppointmentDate(day.date)}
          </h2>
          {day.stores.map((store) => (
            <section key={store.storeId} aria-labelledby={`day-${day.date}-store-${store.storeId}`}>
              <h3
                id={`day-${day.date}-store-${store.storeId}`}
                className="text-lg font-bold text-gray-800 dark:text-gray-200"
              >
                {store.storeName} <span className="font-normal">· {store.rows.length}</span>
              </h3>
              <ul className="mt-3 grid items-start gap-4 lg:grid-cols-2">
                {store.rows.map((row) => (
                  <AppointmentCard key={row.appointment.reference} row={row} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

function AppointmentCard({ row }: { row: AdminRow }) {
  const a = row.appointment;
  const status = STATUS_LABELS[a.status];
  const end = formatAppointmentTime(timeOf(minutesOf(a.time) + a.durationMinutes));
  return (
    <li className="card space-y-3 p-4" aria-label={`${a.timeLabel}, ${a.customerName}, ${status.short}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold">
          {a.timeLabel}–{end} <span className="font-normal">· {a.serviceName}</span>
        </p>
        <span className={`rounded-full px-3 py-1 text-sm font-bold ${status.tone}`}>{status.short}</span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-gray-600 dark:text-gray-400">Customer</dt>
        <dd className="font-semibold">{a.customerName}</dd>
        <dt className="text-gray-600 dark:text-gray-400">Phone</dt>
        <dd>
          <a className="font-semibold underline" href={`tel:${row.customer.phone}`}>
            {formatPhone(row.customer.phone)}
          </a>
        </dd>
        <dt className="text-gray-600 dark:text-gray-400">E-mail</dt>
        <dd className="break-all">
          <a className="underline" href={`mailto:${row.customer.email}`}>
            {row.customer.email}
          </a>
        </dd>
        {row.customer.vehicle && (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Vehicle</dt>
            <dd>{row.customer.vehicle}</dd>
          </>
        )}
        {a.tires && (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Tires</dt>
            <dd>{a.tires}</dd>
          </>
        )}
        {row.customer.comments && (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Notes</dt>
            <dd className="break-words">{row.customer.comments}</dd>
          </>
        )}
        {row.declineReason && (
          <>
            <dt className="text-gray-600 dark:text-gray-400">Reason given</dt>
            <dd className="break-words">{row.declineReason}</dd>
          </>
        )}
        <dt className="text-gray-600 dark:text-gray-400">Reference</dt>
        <dd className="font-mono">{a.reference}</dd>
      </dl>
      <AdminAppointmentActions
        reference={a.reference}
        storeToken={row.storeToken}
        status={a.status}
        started={row.started}
        current={{ date: a.date, time: a.time }}
        label={`${a.customerName} at ${a.timeLabel}`}
      />
    </li>
  );
}
