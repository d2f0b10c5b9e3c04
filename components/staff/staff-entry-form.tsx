import { locations } from "@/data/locations";
import type { StaffListEntry } from "@/lib/auth/staff-list";
import { saveStaffEntryAction } from "@/lib/auth/staff-list-actions";
import { STAFF_FIELD } from "@/components/admin/staff-field";

/** Adds a person (no entry) or changes one person's stores: a plain form, posted to a server action. */
export function StaffEntryForm({ entry }: { entry?: StaffListEntry }) {
  return (
    <form
      action={saveStaffEntryAction}
      className="space-y-4"
      aria-label={entry ? `${entry.name}'s stores` : "Add a person"}
    >
      {entry ? (
        <input type="hidden" name="email" value={entry.email} />
      ) : (
        <label className="block font-semibold">
          Company e-mail
          <input name="email" type="email" required autoComplete="off" className={STAFF_FIELD} />
        </label>
      )}
      <label className="block font-semibold">
        Name
        <input name="name" required maxLength={80} defaultValue={entry?.name} className={STAFF_FIELD} />
      </label>
      <fieldset>
        <legend className="font-semibold">Stores</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {locations.map((l) => (
            <label key={l.id} className="flex min-h-10 items-center gap-2">
              <input
                type="checkbox"
                name="store"
                value={l.id}
                defaultChecked={entry?.storeIds.includes(l.id)}
                className="h-5 w-5 shrink-0"
              />
              {l.name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-10 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="salesDesk"
          value="yes"
          defaultChecked={entry?.salesDesk}
          className="h-5 w-5 shrink-0"
        />
        On the sales desk (quote requests can be assigned to them)
      </label>
      <button type="submit" className="btn-primary">
        {entry ? `Save ${entry.name}` : "Add to the staff list"}
      </button>
    </form>
  );
}
