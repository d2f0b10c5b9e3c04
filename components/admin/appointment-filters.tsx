import { STAFF_FIELD } from "@/components/admin/staff-field";
import {
  ADMIN_DAY_CHOICES,
  ADMIN_STATUS_FILTERS,
  ADMIN_VIEWS,
  adminHref,
  type AdminAddress,
  type AdminFilter,
} from "@/lib/appointments/admin-list";

/** List or day by bay, as links: the view is part of the address, and each link keeps the filters. */
export function AdminViewSwitch({ address }: { address: AdminAddress }) {
  return (
    <nav aria-label="Views">
      <ul className="inline-flex rounded-lg border-2 border-ink-900 p-0.5 dark:border-gray-200">
        {ADMIN_VIEWS.map((view) => {
          const current = view.value === address.view;
          return (
            <li key={view.value}>
              <a
                href={adminHref({ ...address, view: view.value })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-4 font-semibold ${
                  current
                    ? "bg-ink-900 text-white dark:bg-gray-100 dark:text-ink-900"
                    : "text-ink-900 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800"
                }`}
              >
                {view.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A plain GET form: the filters live in the address, so a manager can bookmark "my store, today".
 * The day view is one store's one day; it carries the list's state and days along unchanged.
 */
export function AppointmentFilters({
  filter,
  address,
  stores,
}: {
  filter: AdminFilter;
  address: AdminAddress;
  /** The stores the signed-in member acts for, by name. */
  stores: readonly { slug: string; name: string }[];
}) {
  const day = address.view === "day";
  return (
    <form
      action="/admin/appointments"
      method="get"
      className={`card grid gap-4 p-4 sm:grid-cols-2 lg:items-end ${day ? "lg:grid-cols-3" : "lg:grid-cols-5"}`}
    >
      <label className="block font-semibold">
        Store
        <select name="store" defaultValue={address.store} className={STAFF_FIELD}>
          {!day && <option value="">{stores.length === 1 ? "My store" : "All my stores"}</option>}
          {stores.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {day ? (
        <>
          <input type="hidden" name="view" value="day" />
          <input type="hidden" name="status" value={filter.status} />
          <input type="hidden" name="days" value={filter.days} />
        </>
      ) : (
        <label className="block font-semibold">
          State
          <select name="status" defaultValue={filter.status} className={STAFF_FIELD}>
            {ADMIN_STATUS_FILTERS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="block font-semibold">
        {day ? "Day" : "From"}
        <input type="date" name="from" defaultValue={address.from} className={STAFF_FIELD} />
      </label>
      {!day && (
        <label className="block font-semibold">
          Days
          <select name="days" defaultValue={String(filter.days)} className={STAFF_FIELD}>
            {ADMIN_DAY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d === 1 ? "That day" : `${d} days`}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn-dark w-full">
        Show
      </button>
    </form>
  );
}
