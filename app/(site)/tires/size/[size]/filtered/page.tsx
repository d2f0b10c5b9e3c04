import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SizePageBody } from "@/components/tires/size-page-body";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { parseFilters } from "@/lib/tires/filters";
import { readVehicleContext } from "@/lib/tires/vehicle-context";
import {
  catalogSizePageDescription,
  catalogSizePageTitle,
  sizeListingOfPage,
  sizeOfPage,
  sizePageDescription,
  sizePagePath,
  sizePageTitle,
} from "@/lib/tires/size-page";

/**
 * A size page with filters, an order or a vehicle from its query string. next.config.ts rewrites
 * /tires/size/{size}?type=… here, so the link a customer shares keeps the size page's address
 * while the unfiltered page stays prerendered. Not indexed: the canonical is the size page.
 */
export async function generateMetadata({
  params,
}: PageProps<"/tires/size/[size]/filtered">): Promise<Metadata> {
  const slug = (await params).size;
  const listing = sizeListingOfPage(slug);
  if (!listing) return {};
  const size = sizeOfPage(slug);
  return pageMetadata({
    title: size ? sizePageTitle(size) : catalogSizePageTitle(listing),
    description: size ? sizePageDescription(size) : catalogSizePageDescription(listing),
    path: sizePagePath(slug),
    noIndex: true,
  });
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function FilteredTireSizePage({
  params,
  searchParams,
}: PageProps<"/tires/size/[size]/filtered">) {
  const listing = sizeListingOfPage((await params).size);
  if (!listing) notFound();
  const query = await searchParams;
  // A hand-edited or stale link keeps every filter it can read instead of failing.
  const { filters } = parseFilters({
    type: first(query.type),
    brand: first(query.brand),
    minPrice: first(query.minPrice),
    maxPrice: first(query.maxPrice),
    sort: first(query.sort),
    load: first(query.load),
    speed: first(query.speed),
    lower: first(query.lower),
  });
  // Opened from the vehicle finder: the vehicle rides along to the schedule links.
  const vehicle = readVehicleContext(
    { year: first(query.year), make: first(query.make), model: first(query.model), trim: first(query.trim) },
    listing.key,
  );
  return <SizePageBody listing={listing} filters={filters} vehicle={vehicle} />;
}
