import Link from "next/link";
import { LocationSelector } from "@/components/locations/location-selector";
import { HeaderSearch } from "@/components/search/header-search";
import { MyStoreSummary } from "@/components/locations/my-store-summary";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { CalendarIcon } from "@/components/ui/icons";
import { brand } from "@/data/brand";
import { locations } from "@/data/locations";
import { toLocationHours } from "@/lib/locations/public-location";
import { HeaderCallButton } from "./header-call-button";
import { HeaderRoadServiceLink } from "./header-road-service-link";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileNav } from "./mobile-nav";

const locationHours = locations.map(toLocationHours);

export function SiteHeader() {
  return (
    <header className="relative z-30 shadow-sm">
      <div className="bg-brand-400 text-ink-900">
        <div className="container-page flex min-h-11 flex-wrap items-center justify-center gap-x-3 py-1 sm:justify-between">
          <p className="w-full pt-1 text-center text-xs font-semibold sm:w-auto sm:pt-0 sm:text-left sm:text-sm">
            {brand.tagline}
          </p>
          {/* On a phone this row holds the way to road service, the store and the theme; a screen
              too narrow for all three gives road service a line of its own above the other two. */}
          <div className="flex flex-wrap items-center justify-center gap-1 lg:order-2">
            <HeaderRoadServiceLink />
            <div className="flex items-center gap-1">
              <LocationSelector />
              <ThemeToggle />
            </div>
          </div>
          {/* Its own row below 1024 px; beside the selector from there on. */}
          <MyStoreSummary hours={locationHours} className="w-full lg:order-1 lg:ml-auto lg:w-auto" />
        </div>
      </div>
      <div className="relative border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="container-page flex min-h-18 items-center justify-between gap-2 py-3 sm:gap-3">
          <Link href="/" className="rounded-md" aria-label={`${brand.name}, home`}>
            <Logo />
          </Link>
          <div className="flex items-center gap-1.5 sm:gap-2 md:gap-4">
            <HeaderSearch />
            <HeaderCallButton />
            <Link href="/schedule" className="btn-primary hidden md:inline-flex">
              <CalendarIcon size={18} />
              Schedule Service
            </Link>
            <MobileNav />
          </div>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
