import Link from "next/link";
import type { SearchFilters } from "@/lib/tires/filters";
import type { VehicleSearch } from "@/lib/tires/search";
import { serviceFilterText, type ServiceFilter } from "@/lib/tires/service-filter";
import { filterHref } from "@/lib/tires/size-page";

const tires = (count: number) => (count === 1 ? "1 tire" : `${count} tires`);

/**
 * What the load index and speed rating typed with the size did to the list: how many lower-rated
 * tires are hidden, with a plain link to list them too (marked), or to hide them again.
 */
export function ServiceFilterLine({
  slug,
  filters,
  service,
  lowerCount,
  vehicle,
}: {
  slug: string;
  filters: SearchFilters;
  service: ServiceFilter;
  lowerCount: number;
  vehicle: VehicleSearch | null;
}) {
  const yours = serviceFilterText(service);
  const toggle = (showLower: boolean) =>
    filterHref(slug, filters, { service: { ...service, showLower } }, vehicle);
  return (
    <p
      className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-800 dark:bg-gray-900/40 dark:text-gray-200"
      data-testid="service-filter-line"
    >
      {lowerCount === 0 ? (
        <>Every tire listed matches or beats your tire&apos;s {yours}.</>
      ) : service.showLower ? (
        <>
          Including {tires(lowerCount)} with a lower load or speed rating than your tire&apos;s {yours},
          marked.{" "}
          <Link href={toggle(false)} prefetch={false} className="font-semibold underline underline-offset-4">
            Hide them
          </Link>
        </>
      ) : (
        <>
          {lowerCount === 1 ? "1 tire is" : `${lowerCount} tires are`} hidden: a lower load or speed rating
          than your tire&apos;s {yours}.{" "}
          <Link href={toggle(true)} prefetch={false} className="font-semibold underline underline-offset-4">
            Show {lowerCount === 1 ? "it" : "them"} too
          </Link>
        </>
      )}
    </p>
  );
}
