import type { SearchFilters } from "@/lib/tires/filters";
import type { VehicleSearch } from "@/lib/tires/search";
import type { SizeListing } from "@/lib/tires/size-listing";
import { sizeOfPage } from "@/lib/tires/size-page";
import { CatalogSizeList, CatalogSizeResults } from "./catalog-size-results";
import { SizeResults } from "./size-results";

/**
 * What a size page shows: passenger and light-truck tires with set prices and installation; tires
 * sold by quote with their quote and call actions; both, one after the other, where a size has both.
 */
export function SizePageBody({
  listing,
  filters,
  vehicle = null,
}: {
  listing: SizeListing;
  filters: SearchFilters;
  vehicle?: VehicleSearch | null;
}) {
  const size = sizeOfPage(listing.slug);
  if (!size) return <CatalogSizeResults listing={listing} />;
  return (
    <>
      <SizeResults size={size} filters={filters} vehicle={vehicle} />
      {listing.catalogTires.length > 0 && (
        <section aria-labelledby="catalog-size-title" className="container-page pb-14">
          <h2 id="catalog-size-title" className="text-2xl font-extrabold text-ink-900 dark:text-white">
            Also in this size, by quote
          </h2>
          <CatalogSizeList listing={listing} />
        </section>
      )}
    </>
  );
}
