import { connection } from "next/server";
import { AppointmentDayList } from "@/components/admin/appointment-day-list";
import { AppointmentFilters } from "@/components/admin/appointment-filters";
import { PageHero } from "@/components/content/page-hero";
import { Toaster } from "@/components/ui/toaster";
import { ADMIN_LIST_LIMIT, loadAdminAppointments } from "@/lib/appointments/admin-list";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Appointments",
  description: "Internal: the stores' upcoming appointment requests, to confirm, decline, move or mark.",
  path: "/admin/appointments",
  noIndex: true,
});

/**
 * The stores' appointments by day and store, for managers at the counter: filter by store, state
 * and days; answer or mark each one. Behind STATUS_PASSWORD (proxy.ts), closed without it in
 * production. Rendered per request: it is the live book.
 */
export default async function AdminAppointmentsPage({ searchParams }: PageProps<"/admin/appointments">) {
  await connection();
  const { filter, list } = await loadAdminAppointments(await searchParams);
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Appointments"
        lead="Requests to answer and the days ahead, store by store. Confirming, declining or moving e-mails the customer."
      />
      <div className="container-page space-y-8 py-8 sm:py-12">
        <AppointmentFilters filter={filter} />
        <p role="status" className="font-semibold text-gray-800 dark:text-gray-200">
          {list.total === 0
            ? "No appointments match these filters."
            : `${list.total} appointment${list.total === 1 ? "" : "s"}${list.truncated ? ` (the first ${ADMIN_LIST_LIMIT}; narrow the filters to see the rest)` : ""}.`}
        </p>
        <AppointmentDayList days={list.days} />
        <Toaster />
      </div>
    </>
  );
}
