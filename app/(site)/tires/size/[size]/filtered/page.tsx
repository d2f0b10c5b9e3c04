import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SizeResults } from "@/components/tires/size-results";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { parseFilters } from "@/lib/tires/filters";
import { formatSize } from "@/lib/tires/size";
import { readVehicleContext } from "@/lib/tires/vehicle-context";
import { sizeOfPage, sizePageDescription, sizePagePath, sizePageTitle } from "@/lib/tires/size-page";

/**
 * A size page with filters, an order or a vehicle from its query string. next.config.ts rewrites
 * /tires/size/{size}?type=… here, so the link a customer shares keeps the size page's address
 * while the unfiltered page stays prerendered. Not indexed: the canonical is the size page.
 */
export async function generateMetadata({
  params,
}: PageProps<"/tires/size/[size]/filtered">): Promise<Metadata> {
  const size = sizeOfPage((await params).size);
  if (!size) return {};
  return pageMetadata({
    title: sizePageTitle(size),
    description: sizePageDescription(size),
    path: sizePagePath(size),
    noIndex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function FilteredTireSizePage({
  params,
  searchParams,
}: PageProps<"/tires/size/[size]/filtered">) {
  const size = sizeOfPage((await params).size);
  if (!size) notFound();
  const query = await searchParams;
  // A hand-edited or stale link keeps every filter it can read instead of failing.
  const { filters } = parseFilters({
    type: first(query.type),
    brand: first(query.brand),
    minPrice: first(query.minPrice),
    maxPrice: first(query.maxPrice),
    sort: first(query.sort),
  });
  // Opened from the vehicle finder: the vehicle rides along to the schedule links.
  const vehicle = readVehicleContext(
    { year: first(query.year), make: first(query.make), model: first(query.model), trim: first(query.trim) },
    formatSize(size),
  );
  return <SizeResults size={size} filters={filters} vehicle={vehicle} />;
}
