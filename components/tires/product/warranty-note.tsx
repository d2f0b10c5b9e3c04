import { warrantyText } from "@/lib/tires/specs";

/** What the maker's warranty covers, in plain words, and what the customer should keep. */
export function WarrantyNote({ brandName, miles }: { brandName: string; miles: number | null }) {
  return (
    <section aria-labelledby="warranty-title" className="card h-fit p-5">
      <h2 id="warranty-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
        Warranty
      </h2>
      <p className="mt-2 text-lg font-bold text-ink-900 dark:text-white">{warrantyText(miles)}</p>
      {miles === null ? (
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          {brandName} makes no mileage promise on this tire&apos;s tread, as is usual for tires of its kind.
        </p>
      ) : (
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          If the tread wears out before {miles.toLocaleString("en-US")} miles, {brandName} gives you credit
          toward new tires in proportion to the miles left. Rotate the tires about every 5,000 to 7,500 miles
          and keep the pressure at the placard figure; keep your installation invoice and rotation records.
        </p>
      )}
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Defects in materials and workmanship are covered by {brandName}&apos;s limited warranty. Any of our
        stores can inspect a tire and file a claim for you.
      </p>
    </section>
  );
}
