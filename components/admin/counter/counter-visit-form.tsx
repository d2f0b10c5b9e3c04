import { STAFF_FIELD } from "@/components/admin/staff-field";
import { VISIT_LABELS, type CounterPage } from "@/lib/appointments/counter-page";

/**
 * The visit a counter booking is for: store, service and anything done with it, how the customer
 * comes, the day and (for tires) the size. A plain GET form, so the free times below follow the
 * address, work without JavaScript and can be bookmarked ("Bristol, alignment").
 */
export function CounterVisitForm({ page }: { page: CounterPage }) {
  const { store, service } = page;
  return (
    <form action="/admin/appointments/new" method="get" className="card space-y-4 p-4 sm:p-6">
      <h2 className="text-xl font-bold text-ink-900 dark:text-white">1. The visit</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <label className="block font-semibold">
          Store
          <select name="store" defaultValue={store?.slug ?? ""} className={STAFF_FIELD} required>
            {!store && <option value="">Choose a store</option>}
            {page.stores.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-semibold">
          Service
          <select name="service" defaultValue={service?.slug ?? ""} className={STAFF_FIELD} required>
            {!service && <option value="">Choose a service</option>}
            {page.services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name} ({s.durationMinutes} min)
              </option>
            ))}
          </select>
        </label>
        {page.days.length > 0 && (
          <label className="block font-semibold">
            Day
            <select name="date" defaultValue={page.date} className={STAFF_FIELD}>
              {page.days.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {service && page.visitChoices.length > 1 && (
        <fieldset>
          <legend className="font-semibold">The customer</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {page.visitChoices.map((v) => (
              <label key={v} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="visit"
                  value={v}
                  defaultChecked={page.visit === v}
                  className="size-5"
                />
                {VISIT_LABELS[v]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {page.addOnChoices.length > 0 && (
        <fieldset>
          <legend className="font-semibold">Also in the same visit</legend>
          <div className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {page.addOnChoices.map((s) => (
              <label key={s.slug} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="addOn"
                  value={s.slug}
                  defaultChecked={page.addOns.includes(s.slug)}
                  className="size-5"
                />
                {s.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {page.tiresWanted && (
        <label className="block max-w-xs font-semibold">
          Tire size (to pick tires from stock)
          <input
            name="size"
            defaultValue={page.size}
            placeholder="225/65R17"
            autoComplete="off"
            className={STAFF_FIELD}
          />
        </label>
      )}
      {Object.entries(page.prefill).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-dark">
        {service ? "Show free times" : "Continue"}
      </button>
    </form>
  );
}
