import { STATUS_LABELS } from "@/components/appointments/appointment-summary";
import type { AdminDay, AdminRow } from "@/lib/appointments/admin-list";
import { formatAppointmentDate } from "@/lib/scheduling/format";
import { AdminAppointmentActions } from "./admin-appointment-actions";
import { AppointmentFacts, AppointmentVisit, appointmentLabel } from "./appointment-facts";
import { AppointmentHistory } from "./appointment-history";

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
  return (
    <li
      className="card space-y-3 p-4"
      aria-label={`${a.timeLabel}, ${a.customerName}, ${STATUS_LABELS[a.status].short}`}
    >
      <AppointmentVisit row={row} />
      <AppointmentFacts row={row} />
      <AppointmentHistory row={row} />
      <AdminAppointmentActions
        reference={a.reference}
        status={a.status}
        started={row.started}
        current={{ date: a.date, time: a.time }}
        earliest={a.tiresReadyBy}
        visit={a.visit}
        today={row.today}
        textsTo={row.customer.textsTo}
        label={appointmentLabel(row)}
      />
    </li>
  );
}
