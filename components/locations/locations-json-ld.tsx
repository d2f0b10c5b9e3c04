import { JsonLd } from "@/components/seo/json-ld";
import type { Location } from "@/data/locations";
import { locationSchema, type LocationSchema } from "@/lib/seo/location-json-ld";

interface LocationsGraph {
  "@context": "https://schema.org";
  "@graph": readonly LocationSchema[];
}

/**
 * The stores that take appointments, for local search results: the same nodes (same `@id`) as
 * on each store's own page. Holiday closures are left to the store pages, which are rebuilt
 * daily; this page is not.
 */
export function LocationsJsonLd({ locations }: { locations: readonly Location[] }) {
  const graph: LocationsGraph = {
    "@context": "https://schema.org",
    "@graph": locations.filter((l) => l.bookable).map((l) => locationSchema(l, [])),
  };
  return <JsonLd data={graph} />;
}
