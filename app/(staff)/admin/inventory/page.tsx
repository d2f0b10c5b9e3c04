import { connection } from "next/server";
import { StockRows, StockSearch, StockTotals } from "@/components/admin/inventory/stock-table";
import { StockUpload } from "@/components/admin/inventory/stock-upload";
import { noticeFromParams, PageNotice } from "@/components/admin/page-notice";
import { PageHero } from "@/components/content/page-hero";
import { staffPage } from "@/lib/auth/staff-page";
import { getDatabase } from "@/lib/db";
import { countableLocations, countableLocationsText } from "@/lib/staff/stock-permissions";
import { readStockQuery, stockHref, stockTable } from "@/lib/stock/stock-table";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Tire stock",
  description: "Internal: tires on hand, held for appointments and free at each store and the warehouse.",
  path: "/admin/inventory",
  noIndex: true,
});

/**
 * Tire stock for staff: what each store and the warehouse has, holds for appointments and has
 * free, searched by size, brand or tread a page at a time, and the upload that keeps it true.
 * Store staff and operators see it and upload: operators for every location, a store's staff for
 * their own stores (requireStaff here and in the upload's action and API; stock-permissions.ts).
 * Rendered per request: it reads the live counts.
 */
export default async function AdminInventoryPage({ searchParams }: PageProps<"/admin/inventory">) {
  await connection();
  const member = await staffPage("/admin/inventory", "Staff.Store");
  // A manager of one store opens on it (their counts are what they came for); "All locations" stays one pick away.
  const home =
    !member.roles.includes("Staff.Operator") && member.storeIds.length === 1 ? member.storeIds[0]! : null;
  const params = await searchParams;
  const query = readStockQuery(params, home);
  const db = await getDatabase();
  const [levels, waiting] = await Promise.all([db.allStockLevels(), db.unmappedPartNumbers(0)]);
  const table = stockTable(levels, query);
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Tire stock"
        lead="On hand, held for appointments and free, at each store and the warehouse. Customers see what is free; an upload of the point-of-sale export keeps the counts true."
      />
      <div className="container-page space-y-10 py-8 sm:py-12">
        <StockUpload countable={countableLocationsText(member)} waiting={waiting.total} />
        <section aria-labelledby="stock-heading" className="space-y-6">
          <h2 id="stock-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
            Stock
          </h2>
          <StockSearch query={table.query} />
          <PageNotice id="stock-notice" notice={noticeFromParams(params)} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
            <StockTotals table={table} />
            <StockRows
              table={table}
              countable={countableLocations(member)}
              back={stockHref({ ...table.query, page: table.page })}
            />
          </div>
        </section>
      </div>
    </>
  );
}
