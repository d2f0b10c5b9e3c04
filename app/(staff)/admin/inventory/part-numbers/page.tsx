import { connection } from "next/server";
import { MappedPartNumbers } from "@/components/admin/inventory/part-numbers/mapped-part-numbers";
import { PartNumberUploadForm } from "@/components/admin/inventory/part-numbers/part-number-upload-form";
import { WaitingPartNumbers } from "@/components/admin/inventory/part-numbers/waiting-part-numbers";
import { noticeFromParams, PageNotice } from "@/components/admin/page-notice";
import { PageHero } from "@/components/content/page-hero";
import { staffPage } from "@/lib/auth/staff-page";
import { NOT_A_TIRE, PART_NUMBERS_PATH } from "@/lib/inventory/part-numbers";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { loadPartNumberPage, readPartQuery } from "@/lib/stock/part-number-page";

export const metadata = pageMetadata({
  title: "Part numbers",
  description: "Internal: the point of sale's part numbers and the tires they are.",
  path: PART_NUMBERS_PATH,
  noIndex: true,
});

/**
 * The point of sale's part numbers and our tires: the numbers an export sent that wait to be
 * mapped, an uploaded list for many at once, and those mapped so far. One list for the company:
 * every store's till uses the same numbers. Store staff and operators (requireStaff here and in
 * the actions). Rendered per request: it reads the live list.
 */
export default async function PartNumbersPage({ searchParams }: PageProps<"/admin/inventory/part-numbers">) {
  await connection();
  await staffPage(PART_NUMBERS_PATH, "Staff.Store");
  const params = await searchParams;
  const page = await loadPartNumberPage(readPartQuery(params.q));
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Part numbers"
        lead="The point of sale's part numbers and the tires they are. An export with the header location_id,part_number,on_hand is counted through this list; a number it does not know waits here to be mapped."
      />
      <div className="container-page space-y-10 py-8 sm:py-12">
        <p>
          <a href="/admin/inventory" className="font-semibold underline underline-offset-2">
            Back to the stock
          </a>
        </p>
        <PageNotice id="part-notice" notice={noticeFromParams(params)} />
        <WaitingPartNumbers page={page} />
        <section aria-labelledby="list-heading" className="card space-y-4 p-4 sm:p-6">
          <h2 id="list-heading" className="text-xl font-bold text-ink-900 dark:text-white">
            Upload a part-number list
          </h2>
          <p className="max-w-3xl text-gray-700 dark:text-gray-300">
            A CSV file with one line per number: <strong>part number, offer id</strong>, with or without the
            header <code className="text-sm">part_number,offer_id</code>. Write <strong>{NOT_A_TIRE}</strong>{" "}
            in place of the offer id for an item to leave out of the counts; a line with the offer id left
            empty is passed over. Numbers already on the list take the file&apos;s tire. If any line is
            refused, nothing changes.
          </p>
          <PartNumberUploadForm />
        </section>
        <MappedPartNumbers page={page} />
      </div>
    </>
  );
}
