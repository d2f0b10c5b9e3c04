import { locations } from "@/data/locations";
import type { StaffListEntry } from "@/lib/auth/staff-list";
import { removeStaffEntryAction } from "@/lib/auth/staff-list-actions";
import { StaffEntryForm } from "./staff-entry-form";

const storeName = (id: number) => locations.find((l) => l.id === id)?.name ?? `Store ${id}`;
const when = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/New_York",
});

/** The staff list: one card per person, with their stores, who changed it last, and its forms. */
export function StaffListTable({ entries }: { entries: readonly StaffListEntry[] }) {
  if (entries.length === 0)
    return <p className="text-gray-700 dark:text-gray-300">Nobody is on the staff list yet.</p>;
  return (
    <ul className="space-y-4">
      {entries.map((entry) => (
        <li
          key={entry.email}
          className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-700 dark:bg-gray-900"
        >
          <h3 className="text-lg font-bold text-ink-900 dark:text-white">{entry.name}</h3>
          <p className="break-all text-gray-700 dark:text-gray-300">{entry.email}</p>
          <p className="mt-1 text-gray-800 dark:text-gray-200">
            {entry.storeIds.length ? entry.storeIds.map(storeName).join(", ") : "No store"}
            {entry.salesDesk ? " · Sales desk" : ""}
          </p>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {entry.updatedBy
              ? `Changed by ${entry.updatedBy} · ${when.format(entry.updatedAt)} ET`
              : "From the opening list"}
          </p>
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-400">
              Change {entry.name}&apos;s stores
            </summary>
            <div className="mt-4 space-y-6">
              <StaffEntryForm entry={entry} />
              <form action={removeStaffEntryAction}>
                <input type="hidden" name="email" value={entry.email} />
                <button type="submit" className="btn-outline-dark">
                  Remove {entry.name} from the list
                </button>
              </form>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
