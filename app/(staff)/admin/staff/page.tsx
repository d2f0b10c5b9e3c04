import { connection } from "next/server";
import { PageHero } from "@/components/content/page-hero";
import { StaffEntryForm } from "@/components/staff/staff-entry-form";
import { StaffListTable } from "@/components/staff/staff-list-table";
import { readStaffList } from "@/lib/auth/staff-list";
import { staffPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Staff list",
  description: "Internal: which stores each staff account acts for.",
  path: "/admin/staff",
  noIndex: true,
});

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Operators keep the staff list: which stores each Microsoft 365 account acts for. Roles are not
 * set here but in the company's Entra app (Staff.Store, Staff.Sales, Staff.Operator).
 */
export default async function StaffListPage({ searchParams }: PageProps<"/admin/staff">) {
  await connection();
  await staffPage("/admin/staff", "Staff.Operator");
  const [entries, query] = await Promise.all([readStaffList(), searchParams]);
  const saved = one(query.saved);
  const problem = one(query.problem);
  return (
    <>
      <PageHero
        eyebrow="Internal · Operators"
        title="Staff list"
        lead="Which stores each person acts for. Store staff see and answer their own stores' appointments only; a change applies to their next page."
      />
      <div className="container-page grid gap-10 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <section aria-labelledby="list-heading" className="space-y-4">
          <h2 id="list-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
            {entries.length} {entries.length === 1 ? "person" : "people"}
          </h2>
          {saved ? (
            <p
              role="status"
              className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
            >
              {saved}
            </p>
          ) : null}
          {problem ? (
            <p
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
            >
              {problem}
            </p>
          ) : null}
          <StaffListTable entries={entries} />
        </section>
        <section
          aria-labelledby="add-heading"
          className="space-y-4 rounded-xl border border-gray-200 p-4 sm:p-6 dark:border-gray-700"
        >
          <h2 id="add-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
            Add a person
          </h2>
          <p className="text-gray-700 dark:text-gray-300">
            Use their Microsoft 365 sign-in address. They also need the Staff.Store role in the company&apos;s
            Entra app to sign in.
          </p>
          <StaffEntryForm />
        </section>
      </div>
    </>
  );
}
