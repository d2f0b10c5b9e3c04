import { randomUUID } from "node:crypto";
import { connection } from "next/server";
import { CounterBookingForm } from "@/components/admin/counter/counter-booking-form";
import { CounterVisitForm } from "@/components/admin/counter/counter-visit-form";
import { PageHero } from "@/components/content/page-hero";
import { loadCounterPage } from "@/lib/appointments/counter-page";
import { staffPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "New appointment",
  description:
    "Internal: book a caller or a walk-in at the counter, on the same bays, racks and trucks as the website.",
  path: "/admin/appointments/new",
  noIndex: true,
});

/**
 * Staff book a caller or a walk-in: first the visit (a GET form, so its free times follow the
 * address), then a free time and the customer. Booked at once, under the member's name, for the
 * stores they act for. Rendered per request: the free times are the live book.
 */
export default async function NewAppointmentPage({ searchParams }: PageProps<"/admin/appointments/new">) {
  await connection();
  const member = await staffPage("/admin/appointments/new", "Staff.Store");
  const page = await loadCounterPage(await searchParams, member);
  const dayLabel = page.days.find((d) => d.date === page.date)?.label ?? page.date;
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="New appointment"
        lead="Book a caller or a walk-in. It is booked at once under your name, on the same bays, racks and trucks the website books, and the customer is e-mailed or texted when they give an address or agree to texts."
      />
      <div className="container-page space-y-6 py-8 sm:py-12">
        <p>
          <a className="font-semibold underline" href="/admin/appointments">
            Back to appointments
          </a>
        </p>
        {page.stores.length === 0 ? (
          <p role="status">You don&apos;t book for any store yet. Ask an operator to add your stores.</p>
        ) : (
          <CounterVisitForm page={page} />
        )}
        {page.problem ? (
          <p role="status" className="font-semibold text-red-800 dark:text-red-300">
            {page.problem}
          </p>
        ) : null}
        {page.store && page.service && page.times ? (
          page.times.length === 0 ? (
            <p role="status" className="font-semibold text-gray-800 dark:text-gray-200">
              No free time on {dayLabel} for this visit. Choose another day above.
            </p>
          ) : (
            <CounterBookingForm
              store={page.store.slug}
              service={page.service.name}
              addOns={page.addOnChoices.filter((s) => page.addOns.includes(s.slug)).map((s) => s.name)}
              visit={page.visit}
              date={page.date}
              dayLabel={dayLabel}
              times={page.times}
              tires={page.tires}
              idempotencyKey={randomUUID()}
              prefill={page.prefill}
            />
          )
        ) : null}
      </div>
    </>
  );
}
