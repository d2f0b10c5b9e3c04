import { JsonLd } from "@/components/seo/json-ld";
import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import { locationCardId } from "@/lib/map/map-location";
import { siteUrl } from "@/lib/seo/site-url";

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A schema.org TireShop per store that takes appointments, for local search results. */
export function LocationsJsonLd({ locations }: { locations: readonly Location[] }) {
  const shops = locations
    .filter((l) => l.bookable)
    .map((l) => {
      const url = new URL(`/locations#${locationCardId(l)}`, siteUrl).href;
      return {
        "@type": "TireShop",
        "@id": url,
        name: `${brand.name} – ${l.name}`,
        url,
        telephone: l.phone,
        email: l.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: l.address,
          addressLocality: l.city,
          addressRegion: l.state,
          postalCode: l.zip,
          addressCountry: "US",
        },
        geo: { "@type": "GeoCoordinates", latitude: l.lat, longitude: l.lng },
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: l.openingHours.days.map((d) => SCHEMA_DAYS[d]),
          opens: l.openingHours.open,
          closes: l.openingHours.close,
        },
        parentOrganization: { "@type": "Organization", name: brand.name, url: siteUrl.href },
      };
    });
  return <JsonLd data={{ "@context": "https://schema.org", "@graph": shops }} />;
}
