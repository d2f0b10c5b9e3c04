import { connection } from "next/server";
import { DaySheetTable } from "@/components/admin/day-sheet-table";
import { PrintButton } from "@/components/admin/print-button";
import { adminHref, loadAdminPage } from "@/lib/appointments/admin-list";
import { daySheet } from "@/lib/appointments/day-sheet";
import { staffPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Day sheet",
  description: "Internal: one store's day to print, lane by lane.",
  path: "/admin/appointments/sheet",
  noIndex: true,
});

/**
 * One store's day on paper (Letter): each bay, rack and truck with its visits (time, service,
 * customer, phone, vehicle, tires, notes), then the drop-offs. `?store=&from=` as the day view.
 */
export default async function DaySheetPage({ searchParams }: PageProps<"/admin/appointments/sheet">) {
  await connection();
  const member = await staffPage("/admin/appointments/sheet", "Staff.Store");
  const query = await searchParams;
  const { book, address } = await loadAdminPage({ ...query, view: "day" }, member);
  if (book.view !== "day")
    return (
      <div className="container-page py-8">
        <p role="status">Choose a store on the day view first.</p>
      </div>
    );
  const { day } = book;
  const sheet = daySheet(day);
  const booked = sheet.lanes.reduce((n, lane) => n + lane.lines.length, 0) + sheet.dropOffs.length;
  return (
    <div className="container-page space-y-4 py-6 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold print:text-[14pt]">
            {day.storeName} · {day.dateLabel}
          </h1>
          <p className="text-sm">
            Day sheet · open {day.openLabel} to {day.closeLabel}
            {day.closed ? ` · ${day.closed}` : ""} · {booked} booked
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <a className="btn-outline-dark" href={adminHref(address)}>
            Back to the day
          </a>
          <PrintButton label="Print day sheet" />
        </div>
      </header>
      <DaySheetTable lanes={sheet.lanes} dropOffs={sheet.dropOffs} />
    </div>
  );
}
