import Link from "next/link";
import { LocationSelector } from "@/components/locations/location-selector";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { CalendarIcon, PhoneIcon } from "@/components/ui/icons";
import { brand, telHref } from "@/data/brand";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="relative z-30 shadow-sm">
      <div className="bg-brand-400 text-ink-900">
        <div className="container-page flex min-h-11 flex-wrap items-center justify-center gap-x-3 py-1 sm:justify-between">
          <p className="w-full pt-1 text-center text-xs font-semibold sm:w-auto sm:pt-0 sm:text-left sm:text-sm">
            {brand.tagline}
          </p>
          <div className="flex items-center gap-1">
            <LocationSelector />
            <ThemeToggle />
          </div>
        </div>
      </div>
      <div className="relative border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
        <div className="container-page flex min-h-18 items-center justify-between gap-4 py-3">
          <Link href="/" className="rounded-md" aria-label={`${brand.name}, home`}>
            <Logo />
          </Link>
          <div className="hidden items-center gap-4 md:flex">
            <a
              href={telHref(brand.phone)}
              className="inline-flex items-center gap-2 font-semibold text-ink-900 hover:text-brand-700 dark:text-gray-100 dark:hover:text-brand-300"
            >
              <PhoneIcon size={18} />
              {brand.phone}
            </a>
            <Link href="/schedule" className="btn-primary">
              <CalendarIcon size={18} />
              Schedule Service
            </Link>
          </div>
          <MobileNav />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
