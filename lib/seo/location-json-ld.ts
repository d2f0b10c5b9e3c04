import type {
  AutoRepairLeaf,
  DayOfWeek,
  LocalBusinessLeaf,
  MergeLeafTypes,
  OpeningHoursSpecificationLeaf,
  OrganizationLeaf,
  PostalAddressLeaf,
  TireShopLeaf,
  WholesaleStoreLeaf,
} from "schema-dts";
import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import { locationPath } from "@/lib/locations/links";
import { directionsUrl } from "@/lib/locations/public-location";
import type { StoreHoliday } from "@/lib/scheduling/holidays";
import { siteUrl } from "@/lib/settings/site-url";

/**
 * schema.org data for a location, typed with schema-dts so a misspelt property or a wrong value
 * type fails the build. Stores are both TireShop and AutoRepair (tires and the work on cars);
 * facilities get the closest honest type. Every node links to the brand by `@id`, so search
 * engines join the stores to one organization.
 */
export type StoreSchema = MergeLeafTypes<[TireShopLeaf, AutoRepairLeaf]>;
export type FacilitySchema = WholesaleStoreLeaf | LocalBusinessLeaf;
export type LocationSchema = StoreSchema | FacilitySchema;

const SCHEMA_DAYS: readonly DayOfWeek[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** The brand's node, published on the home page; other nodes point at it. */
export const organizationId = new URL("/#organization", siteUrl).href;

export function organizationReference(): OrganizationLeaf {
  return { "@type": "Organization", "@id": organizationId, name: brand.name, url: siteUrl.href };
}

export function postalAddress(place: {
  address: string;
  city: string;
  state: string;
  zip: string;
}): PostalAddressLeaf {
  return {
    "@type": "PostalAddress",
    streetAddress: place.address,
    addressLocality: place.city,
    addressRegion: place.state,
    postalCode: place.zip,
    addressCountry: "US",
  };
}

/** Stable across deploys: the page's own URL plus a fragment naming what it describes. */
export function locationSchemaId(location: Location): string {
  const fragment = location.kind === "store" ? "store" : "location";
  return `${new URL(locationPath(location), siteUrl).href}#${fragment}`;
}

/** Closed all day: Google reads opens = closes = 00:00 for a date range as a closure. */
function closedOn(holiday: StoreHoliday): OpeningHoursSpecificationLeaf {
  return {
    "@type": "OpeningHoursSpecification",
    name: holiday.name,
    opens: "00:00",
    closes: "00:00",
    validFrom: holiday.date,
    validThrough: holiday.date,
  };
}

/**
 * The location as schema.org sees it, with its coming holiday closures as special hours (left
 * out when none are given, e.g. on a page that is not rebuilt as the holidays pass).
 */
export function locationSchema(location: Location, closures: readonly StoreHoliday[]): LocationSchema {
  const common = {
    "@id": locationSchemaId(location),
    name: `${brand.name} – ${location.name}`,
    url: new URL(locationPath(location), siteUrl).href,
    telephone: location.phone,
    email: location.email,
    image: new URL("/images/logo.svg", siteUrl).href,
    address: postalAddress(location),
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng },
    hasMap: directionsUrl(location),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: location.openingHours.days.map((d) => SCHEMA_DAYS[d]!),
      opens: location.openingHours.open,
      closes: location.openingHours.close,
    },
    ...(closures.length > 0 ? { specialOpeningHoursSpecification: closures.map(closedOn) } : {}),
    parentOrganization: organizationReference(),
  } as const;
  switch (location.kind) {
    case "store":
      return {
        ...common,
        "@type": ["TireShop", "AutoRepair"],
        makesOffer: location.services.map((service) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: service },
        })),
      };
    case "warehouse":
      return { ...common, "@type": "WholesaleStore" };
    case "plant":
    case "office":
      return { ...common, "@type": "LocalBusiness" };
  }
}
