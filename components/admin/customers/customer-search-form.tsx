import { STAFF_FIELD } from "@/components/admin/staff-field";

/** "Find a customer": a plain GET form, so a search is an address staff can share or bookmark. */
export function CustomerSearchForm({ typed }: { typed: string }) {
  return (
    <form
      action="/admin/customers"
      method="get"
      role="search"
      className="card flex flex-wrap items-end gap-3 p-4"
    >
      <label className="block min-w-0 flex-1 basis-64 font-semibold">
        Name, phone, e-mail, reference or vehicle
        <input
          type="search"
          name="q"
          defaultValue={typed}
          maxLength={100}
          autoComplete="off"
          placeholder="Crowder, (276) 555-0188, AT-7K4Q-9ZPM, F-150"
          className={STAFF_FIELD}
        />
      </label>
      <button type="submit" className="btn-dark">
        Find
      </button>
    </form>
  );
}
