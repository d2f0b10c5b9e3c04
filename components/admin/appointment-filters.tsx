import { bookableLocations } from "@/data/locations";
import { ADMIN_DAY_CHOICES, ADMIN_STATUS_FILTERS, type AdminFilter } from "@/lib/appointments/admin-list";

const field =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100";

/** A plain GET form: the filters live in the address, so a manager can bookmark "my store, today". */
export function AppointmentFilters({ filter }: { filter: AdminFilter }) {
  const store = bookableLocations.find((l) => l.id === filter.storeId)?.slug ?? "";
  return (
    <form method="get" className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <label className="block font-semibold">
        Store
        <select name="store" defaultValue={store} className={field}>
          <option value="">All stores</option>
          {[...bookableLocations]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
        </select>
      </label>
      <label className="block font-semibold">
        State
        <select name="status" defaultValue={filter.status} className={field}>
          {ADMIN_STATUS_FILTERS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block font-semibold">
        From
        <input type="date" name="from" defaultValue={filter.from} className={field} />
      </label>
      <label className="block font-semibold">
        Days
        <select name="days" defaultValue={String(filter.days)} className={field}>
          {ADMIN_DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? "That day" : `${d} days`}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-dark w-full">
        Show
      </button>
    </form>
  );
}
