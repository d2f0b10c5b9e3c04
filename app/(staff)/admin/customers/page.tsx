import { connection } from "next/server";
import { CustomerRecordView } from "@/components/admin/customers/customer-record-view";
import { CustomerSearchForm } from "@/components/admin/customers/customer-search-form";
import { FoundCustomers } from "@/components/admin/customers/found-customers";
import { PageHero } from "@/components/content/page-hero";
import { customerRecord, findCustomers } from "@/lib/appointments/customer-lookup";
import { staffPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Find a customer",
  description:
    "Internal: find a customer by name, phone, e-mail, reference or vehicle, and see their history.",
  path: "/admin/customers",
  noIndex: true,
});

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/**
 * Find a customer (`?q=`), or one customer's page (`?phone=`): their visits at the member's
 * stores, their quotes (for the sales desk), and every mail and text sent about them. For staff
 * with the Staff.Store or Staff.Sales role; rendered per request from the live records.
 */
export default async function CustomersPage({ searchParams }: PageProps<"/admin/customers">) {
  await connection();
  const member = await staffPage("/admin/customers", ["Staff.Store", "Staff.Sales"]);
  const query = await searchParams;
  const typed = one(query.q);
  const phone = one(query.phone);
  const record = phone ? await customerRecord(phone, member) : null;
  const found = !phone && typed ? await findCustomers(typed, member) : null;
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Find a customer"
        lead="By name, phone number in any format, e-mail, appointment or quote reference, or vehicle. A customer's page shows their visits, quotes, tires held and the messages sent to them."
      />
      <div className="container-page space-y-6 py-8 sm:py-12">
        <CustomerSearchForm typed={typed} />
        {phone ? (
          record ? (
            <CustomerRecordView record={record} />
          ) : (
            <p role="status">Nobody with that phone number at your stores.</p>
          )
        ) : found ? (
          found.ok ? (
            <>
              <p role="status" className="font-semibold">
                {found.customers.length === 0
                  ? `Nobody found for "${typed}".`
                  : `${found.customers.length} customer${found.customers.length === 1 ? "" : "s"} found.`}
              </p>
              <FoundCustomers customers={found.customers} />
            </>
          ) : (
            <p role="status" className="font-semibold text-red-800 dark:text-red-300">
              {found.message}
            </p>
          )
        ) : null}
      </div>
    </>
  );
}
