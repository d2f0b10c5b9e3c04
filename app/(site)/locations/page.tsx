import Link from "next/link";
import { MyStoreCallLink } from "@/components/locations/my-store-call-link";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { CorporateHeadquarters } from "@/components/locations/corporate-headquarters";
import { LocationCard } from "@/components/locations/location-card";
import { LocationSelectionProvider } from "@/components/locations/location-selection";
import { LocationsJsonLd } from "@/components/locations/locations-json-ld";
import { NearestLocationFinder } from "@/components/locations/nearest-location-finder";
import { BrokenDown } from "@/components/road-service/broken-down";
import { LocationsMap } from "@/components/map/locations-map";
import { CalendarIcon } from "@/components/ui/icons";
import { brand } from "@/data/brand";
import { locations } from "@/data/locations";
import { locationPath } from "@/lib/locations/links";
import { toMapLocation } from "@/lib/map/map-location";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Find a Location Near You",
  description:
    "Addresses, phone numbers, hours, services and directions for Allegheny Tire's eight stores in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania, plus our retread plant and wholesale center.",
  path: "/locations",
});

const stores = locations.filter((l) => l.kind === "store");
const facilities = locations.filter((l) => l.kind !== "store");
const mapLocations = locations.map(toMapLocation);

export default function LocationsPage() {
  return (
    <LocationSelectionProvider>
      <PageHero
        eyebrow={`${brand.storeCount} stores in five states`}
        title="Find a Location Near You"
        image="/images/hero/about.svg"
        lead="Tires, alignments, brakes and fleet service from West Virginia to Pennsylvania. Enter your zip code to find the closest store, or browse every location below."
      >
        <Link href="/schedule" className="btn-primary">
          <CalendarIcon size={18} />
          Schedule Service
        </Link>
        <MyStoreCallLink className="btn-outline text-white" />
      </PageHero>

      <BrokenDown layout="band" />

      <Section
        id="find"
        title="Find your nearest store"
        lead={<p>Search by zip code or use your device&apos;s location, or pick a marker on the map.</p>}
      >
        <div className="grid items-start gap-8 lg:grid-cols-12">
          <div className="lg:col-span-5">
            <NearestLocationFinder locations={mapLocations} />
            {/* Beside the map on wide screens there is room for a shortcut to every store's page. */}
            <nav aria-labelledby="jump-to-store" className="mt-8 hidden lg:block">
              <h3 id="jump-to-store" className="font-bold text-ink-900 dark:text-white">
                Go straight to a store
              </h3>
              <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
                {stores.map((store) => (
                  <li key={store.id}>
                    <Link
                      href={locationPath(store)}
                      className="font-semibold text-ink-900 underline decoration-brand-500 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300 dark:hover:decoration-brand-300"
                    >
                      {store.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="lg:col-span-7">
            <LocationsMap locations={mapLocations} />
          </div>
        </div>
      </Section>

      <Section
        id="stores"
        title="Our stores"
        tone="muted"
        lead={<p>Every store is open Monday through Friday, 7:30 AM to 4:30 PM, and closed on weekends.</p>}
      >
        <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stores.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </div>
      </Section>

      <Section
        id="facilities"
        title="Retread plant, warehouse and offices"
        lead={
          <p>
            These sites don&apos;t take service appointments, but their teams are glad to help dealers, fleets
            and customers by phone or e-mail.
          </p>
        }
      >
        <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          {facilities.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </div>
      </Section>

      <Section id="headquarters" title="Corporate Headquarters" tone="muted">
        <CorporateHeadquarters />
      </Section>

      <LocationsJsonLd locations={locations} />
    </LocationSelectionProvider>
  );
}
