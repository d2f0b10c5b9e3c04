import Link from "next/link";
import { BrokenDown } from "@/components/road-service/broken-down";
import { HeroScene } from "@/components/ui/hero-scene";
import { ArrowRightIcon, CalendarIcon, PinIcon, SearchIcon } from "@/components/ui/icons";
import { brand } from "@/data/brand";
import { homeHighlights } from "@/lib/content/home";
import { VEHICLE_FINDER_ANCHOR } from "./vehicle-finder-anchor";

export function HomeHero() {
  return (
    <section
      className="relative isolate overflow-hidden bg-ink-900 text-white"
      aria-labelledby="home-hero-title"
    >
      <HeroScene src="/images/hero/home.svg" className="absolute inset-0 -z-20 h-full w-full" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900 via-ink-900/85 to-ink-900/40" />
      <div className="container-page py-16 sm:py-24 lg:py-32">
        <p className="text-sm font-bold tracking-[0.2em] text-brand-400 uppercase">
          {brand.name} · Since {brand.founded}
        </p>
        <h1 id="home-hero-title" className="mt-4 max-w-3xl text-4xl font-black tracking-tight sm:text-6xl">
          {brand.slogan}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-gray-200 sm:text-xl">
          From the family car to the coal haul truck, our {brand.storeCount} stores across West Virginia,
          Virginia, Tennessee, Kentucky and Pennsylvania sell, install and service the tires your work depends
          on.
        </p>
        {/* On the first screen of a phone, before the shopping buttons: a breakdown can't wait. */}
        <BrokenDown tone="dark" className="mt-8 max-w-2xl" />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={`#${VEHICLE_FINDER_ANCHOR}`} className="btn-primary">
            <SearchIcon size={18} />
            Find Tires for My Vehicle
          </a>
          <Link href="/locations" className="btn-outline text-white">
            <PinIcon size={18} />
            Find a Location
          </Link>
          <Link href="/schedule" className="btn-outline text-white">
            <CalendarIcon size={18} />
            Schedule Service
            <ArrowRightIcon size={18} />
          </Link>
        </div>
      </div>
      <div className="border-t border-white/10 bg-ink-900">
        <dl className="container-page grid grid-cols-2 gap-6 py-6 lg:grid-cols-4">
          {homeHighlights.map((h) => (
            <div key={h.label} className="flex flex-col-reverse">
              <dt className="text-sm text-gray-300">
                {h.href ? (
                  <Link
                    href={h.href}
                    prefetch={false}
                    className="text-white underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-white"
                  >
                    {h.label}
                  </Link>
                ) : (
                  h.label
                )}
              </dt>
              <dd className="text-2xl font-black text-brand-400 sm:text-3xl">{h.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
