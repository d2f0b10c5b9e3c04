import Link from "next/link";
import type { TireOffer } from "@/lib/tires/passenger-tires";

/** The line's other sizes, grouped by wheel diameter, each a link to its own page. */
export function LineSizeLinks({
  lineName,
  groups,
}: {
  lineName: string;
  groups: readonly { rimDiameter: number; offers: readonly TireOffer[] }[];
}) {
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="line-sizes-title">
      <h2 id="line-sizes-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
        Other sizes of the {lineName}
      </h2>
      <div className="mt-3 space-y-3">
        {groups.map(({ rimDiameter, offers }) => {
          const headingId = `rim-${String(rimDiameter).replace(".", "-")}`;
          return (
            <div key={rimDiameter} role="group" aria-labelledby={headingId}>
              <h3 id={headingId} className="text-sm font-bold text-gray-700 dark:text-gray-300">
                {rimDiameter}-inch wheels
              </h3>
              <ul className="mt-1 flex flex-wrap gap-x-1 gap-y-1">
                {offers.map((offer) => (
                  <li key={offer.id}>
                    {/* Dozens of sizes per line: prefetching them all would be wasted traffic. */}
                    <Link
                      href={offer.url}
                      prefetch={false}
                      className="inline-flex min-h-9 items-center rounded-md px-2 font-mono text-sm underline underline-offset-4 hover:bg-gray-100 dark:hover:bg-gray-800"
                    >
                      {offer.size}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
