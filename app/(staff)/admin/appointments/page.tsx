import { connection } from "next/server";
import { AppointmentDayList } from "@/components/admin/appointment-day-list";
import { AppointmentDayView } from "@/components/admin/appointment-day-view";
import { AdminViewSwitch, AppointmentFilters } from "@/components/admin/appointment-filters";
import { PageHero } from "@/components/content/page-hero";
import { Toaster } from "@/components/ui/toaster";
import {
  adminHref,
  loadAdminPage,
  splitForAnswer,
  type AdminAddress,
  type AdminDayView,
  type AdminList,
} from "@/lib/appointments/admin-list";
import { counterHref } from "@/lib/appointments/counter-page";
import { staffPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Appointments",
  description:
    "Internal: the stores' upcoming appointment requests, to confirm, decline, propose another time, cancel or mark.",
  path: "/admin/appointments",
  noIndex: true,
});

/**
 * The stores' appointments for managers at the counter: as a list by day and store (filter by
 * store, state and days), or one store's day bay by bay; answer, mark or move each one. For
 * signed-in staff with the Staff.Store role, who see their own stores (operators: every store);
 * each change is recorded under their name. Rendered per request: it is the live book.
 */
export default async function AdminAppointmentsPage({ searchParams }: PageProps<"/admin/appointments">) {
  await connection();
  const member = await staffPage("/admin/appointments", "Staff.Store");
  const query = await searchParams;
  const { filter, address, stores, book } = await loadAdminPage(query, member);
  const booked = typeof query.booked === "string" ? query.booked.slice(0, 400) : null;
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Appointments"
        lead="Requests to answer and the days ahead, store by store. Confirming, declining, cancelling or proposing another time e-mails the customer (a proposed time moves nothing until they accept it); moving to another bay does not."
      />
      <div className="container-page space-y-8 py-8 sm:py-12">
        {booked ? (
          <p
            id="booked"
            role="status"
            className="scroll-mt-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-3 font-semibold text-green-900 dark:bg-green-950/40 dark:text-green-200"
          >
            {booked}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <AdminViewSwitch address={address} />
          <div className="flex flex-wrap gap-2">
            {book.view === "day" ? (
              <a
                className="btn-outline-dark"
                href={`/admin/appointments/sheet?${new URLSearchParams({ store: address.store, from: book.day.date })}`}
              >
                Day sheet
              </a>
            ) : null}
            <a
              className="btn-primary"
              href={counterHref({
                store: address.store,
                date: book.view === "day" ? book.day.date : undefined,
              })}
            >
              New appointment
            </a>
          </div>
        </div>
        <AppointmentFilters filter={filter} address={address} stores={stores} />
        {book.view === "day" ? (
          <DayBook day={book.day} address={address} />
        ) : (
          <ListBook list={{ ...book.list, split: filter.status === "open" }} address={address} />
        )}
        <Toaster passThrough />
      </div>
    </>
  );
}

/**
 * The morning's first line: how many requests on this page wait for the store's answer, linking
 * to them alone. The cards stay in one list by time, so a card answered without JavaScript keeps
 * its answer where it was posted.
 */
function ToAnswer({ days, address }: { days: AdminList["days"]; address: AdminAddress }) {
  const waiting = splitForAnswer(days).toAnswer.reduce(
    (n, d) => n + d.stores.reduce((m, s) => m + s.rows.length, 0),
    0,
  );
  return (
    <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 font-semibold text-gray-900 dark:bg-amber-950/40 dark:text-gray-100">
      {waiting === 0 ? (
        "To answer: none on this page."
      ) : (
        <a className="underline" href={adminHref({ ...address, status: "requested" })}>
          To answer: {waiting} request{waiting === 1 ? "" : "s"}
        </a>
      )}
    </p>
  );
}

/** A page of the list; plain links to the next and the first page, so paging needs no script. */
function ListBook({ list, address }: { list: AdminList & { split: boolean }; address: AdminAddress }) {
  const plural = list.total === 1 ? "" : "s";
  return (
    <>
      <p role="status" className="font-semibold text-gray-800 dark:text-gray-200">
        {list.total === 0
          ? list.first
            ? "No appointments match these filters."
            : "No more appointments match these filters."
          : `${list.total} appointment${plural}${list.first ? "" : " after the earlier pages"}${list.next ? "; more on the next page" : ""}.`}
      </p>
      {list.split ? <ToAnswer days={list.days} address={address} /> : null}
      <AppointmentDayList days={list.days} />
      {(list.next || !list.first) && (
        <nav aria-label="Pages" className="flex flex-wrap gap-2">
          {!list.first && (
            <a className="btn-outline-dark" href={adminHref(address)}>
              First page
            </a>
          )}
          {list.next && (
            <a className="btn-dark" href={adminHref({ ...address, cursor: list.next })}>
              Next page
            </a>
          )}
        </nav>
      )}
    </>
  );
}

function DayBook({ day, address }: { day: AdminDayView; address: AdminAddress }) {
  const inBays = day.rows.length - day.dropOffs.references.length;
  const dropOffs = day.dropOffs.references.length;
  const counted = [
    `${inBays} appointment${inBays === 1 ? "" : "s"} in the bays`,
    `${dropOffs} drop-off${dropOffs === 1 ? "" : "s"}`,
  ].join(" and ");
  return (
    <section aria-labelledby="day-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="day-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
          {day.storeName} · {day.dateLabel}
        </h2>
        <nav aria-label="Other days" className="flex gap-2">
          <a className="btn-outline-dark" href={adminHref({ ...address, from: day.previousOpen })}>
            Previous open day
          </a>
          <a className="btn-outline-dark" href={adminHref({ ...address, from: day.nextOpen })}>
            Next open day
          </a>
        </nav>
      </div>
      <p role="status" className="font-semibold text-gray-800 dark:text-gray-200">
        {day.closed ? `${day.closed} ` : ""}
        {day.rows.length === 0 ? "Nothing booked." : `${counted}.`}
      </p>
      <AppointmentDayView day={day} />
    </section>
  );
}
