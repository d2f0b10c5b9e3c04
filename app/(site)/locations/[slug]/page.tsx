import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { WithContext } from "schema-dts";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { NearbyStores } from "@/components/locations/nearby-stores";
import { OpeningStatus } from "@/components/locations/opening-status";
import { SetMyStoreButton } from "@/components/locations/set-my-store-button";
import { ON_DARK_BANNER } from "@/components/locations/store-button-tones";
import { StoreContactCard } from "@/components/locations/store-contact-card";
import { StoreHoursCard } from "@/components/locations/store-hours-card";
import { StoreServices } from "@/components/locations/store-services";
import { StaticLocationMap } from "@/components/map/static-location-map";
import { BrokenDown } from "@/components/road-service/broken-down";
import { JsonLd } from "@/components/seo/json-ld";
import { CalendarIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { brand, telHref } from "@/data/brand";
import { locationKinds, locationPageTitle } from "@/data/location-kinds";
import { findLocationBySlug, locations, type Location } from "@/data/locations";
import { locationPath } from "@/lib/locations/links";
import { nearbyStores } from "@/lib/locations/nearby";
import { upcomingClosures } from "@/lib/locations/opening-state";
import { directionsUrl, toSelectedLocation } from "@/lib/locations/public-location";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { locationSchema, type LocationSchema } from "@/lib/seo/location-json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";

// Every location's page is built ahead of time; any other slug is the 404 page.
export const dynamicParams = false;

const UPCOMING_CLOSURES = 3;
// The structured data lists the next seven closures (a year of holidays) from the build, so
// the page stays one static file: a page regenerated later would carry scripts its policy's hashes
// no longer match (see lib/security/page-policy.ts). The browser recounts the visible list itself.
const CLOSURES_IN_STRUCTURED_DATA = 7;
const NEARBY_STORES = 3;

const HERO_IMAGE: Record<Location["kind"], string> = {
  store: "/images/hero/services.svg",
  plant: "/images/hero/commercial.svg",
  warehouse: "/images/hero/commercial.svg",
  office: "/images/hero/about.svg",
};

export function generateStaticParams() {
  return locations.map((l) => ({ slug: l.slug }));
}

/** The search-result snippet: where the location is, how to reach it, what happens there. */
function pageDescription(location: Location): string {
  const where = `${location.address}, ${location.city}, ${location.state} ${location.zip}`;
  const hours = location.hours[0] ?? "";
  if (location.kind === "store") {
    return `${brand.name} in ${location.name}: ${where}, ${location.phone}. ${hours}. Tires, alignments, brakes, oil changes and more; request an appointment online.`;
  }
  return `The ${brand.shortName} ${locationKinds[location.kind].label.toLowerCase()} at ${where}, ${location.phone}. ${hours}. No service appointments here.`;
}

export async function generateMetadata({ params }: PageProps<"/locations/[slug]">): Promise<Metadata> {
  const location = findLocationBySlug((await params).slug);
  if (!location) return {};
  return pageMetadata({
    title: locationPageTitle(location),
    description: pageDescription(location),
    path: locationPath(location),
  });
}

export default async function LocationPage({ params }: PageProps<"/locations/[slug]">) {
  const location = findLocationBySlug((await params).slug);
  if (!location) notFound();
  const closures = upcomingClosures(location.timeZone, UPCOMING_CLOSURES);
  const nearby = nearbyStores(location, NEARBY_STORES);
  const schema: WithContext<LocationSchema> = {
    "@context": "https://schema.org",
    ...locationSchema(location, upcomingClosures(location.timeZone, CLOSURES_IN_STRUCTURED_DATA)),
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="container-page py-3 text-sm text-gray-700 dark:text-gray-300">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/locations" className="underline-offset-4 hover:underline">
              Locations
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="font-semibold">
            {location.name}
          </li>
        </ol>
      </nav>

      <PageHero
        eyebrow={locationKinds[location.kind].label}
        title={location.name}
        image={HERO_IMAGE[location.kind]}
        lead={
          <>
            <p>
              {location.address}, {location.city}, {location.state} {location.zip}
            </p>
            {/* Two lines reserved on phones (the longest state, a holiday observed on another
                day, needs them), one from 640 px: the state fills them without moving anything. */}
            <OpeningStatus
              hours={location.openingHours}
              timeZone={location.timeZone}
              placeholder={location.hours[0] ?? ""}
              className="mt-3 min-h-12 text-base font-semibold text-white sm:min-h-7 sm:text-lg"
            />
          </>
        }
      >
        {location.bookable && (
          <Link href={storeScheduleHref(location.id)} className="btn-primary">
            <CalendarIcon size={18} />
            Schedule at this store
          </Link>
        )}
        <a href={telHref(location.phone)} className="btn-outline text-white">
          <PhoneIcon size={18} />
          Call {location.phone}
        </a>
        <SmartLink href={directionsUrl(location)} className="btn-outline text-white">
          <PinIcon size={18} />
          Get Directions
        </SmartLink>
        {location.bookable && (
          <SetMyStoreButton location={toSelectedLocation(location)} tone={ON_DARK_BANNER} />
        )}
      </PageHero>

      {/* A driver looking up the nearest store may be broken down near it. */}
      {location.kind === "store" && <BrokenDown layout="band" />}

      {!location.bookable && nearby[0] && (
        <div className="border-b border-brand-300 bg-brand-50 dark:border-gray-700 dark:bg-gray-900">
          <p className="container-page py-4 text-ink-900 dark:text-gray-100">
            <strong>No service appointments here.</strong> For tires and service, the nearest store is{" "}
            <Link href={locationPath(nearby[0])} className="font-semibold underline underline-offset-4">
              {nearby[0].name}
            </Link>{" "}
            ({nearby[0].miles.toFixed(1)} miles).
          </p>
        </div>
      )}

      <div className="container-page grid items-start gap-6 py-12 lg:grid-cols-2">
        <div className="grid gap-6">
          <StoreContactCard location={location} />
          <StoreHoursCard location={location} closures={closures} />
        </div>
        <div className="grid gap-6">
          <StaticLocationMap locations={locations} highlight={location} />
          <StoreServices location={location} />
        </div>
      </div>

      <Section id="nearby" title="Nearby stores" tone="muted">
        <NearbyStores stores={nearby} />
        <p className="mt-6">
          <Link href="/locations" className="btn-outline-dark">
            All locations and the map
          </Link>
        </p>
      </Section>

      <JsonLd data={schema} />
    </>
  );
}
