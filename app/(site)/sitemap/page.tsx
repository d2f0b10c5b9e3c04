import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { CalendarIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { SmartLink, isExternalHref } from "@/components/ui/smart-link";
import { brand, telHref } from "@/data/brand";
import { sitemapGroups } from "@/data/sitemap-groups";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Sitemap",
  description:
    "Every page of the Allegheny Tire & Service website: tires, services, locations, financing, tips and more.",
  path: "/sitemap",
});

export default function SitemapPage() {
  return (
    <>
      <PageHero title="Sitemap" lead="Everything on our website, in one place." />
      <div className="container-page space-y-12 py-12 sm:py-16">
        <ul className="grid gap-4 sm:grid-cols-3" aria-label="Quick actions">
          <li>
            <Link
              href="/findus"
              className="card flex items-center gap-3 p-5 font-bold text-ink-900 hover:border-brand-400 dark:text-white"
            >
              <PinIcon /> Find a Location
            </Link>
          </li>
          <li>
            <Link
              href="/schedule"
              className="card flex items-center gap-3 p-5 font-bold text-ink-900 hover:border-brand-400 dark:text-white"
            >
              <CalendarIcon /> Schedule Service
            </Link>
          </li>
          <li>
            <a
              href={telHref(brand.phone)}
              className="card flex items-center gap-3 p-5 font-bold text-ink-900 hover:border-brand-400 dark:text-white"
            >
              <PhoneIcon /> Call {brand.phone}
            </a>
          </li>
        </ul>
        {sitemapGroups.map((group) => (
          <section key={group.title} aria-labelledby={`${group.title.replace(/\W+/g, "-")}-title`}>
            <h2
              id={`${group.title.replace(/\W+/g, "-")}-title`}
              className="text-2xl font-bold text-ink-900 dark:text-white"
            >
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className="card block h-full p-5 hover:border-brand-400">
                    <span className="block font-bold text-ink-900 dark:text-white">
                      {link.label}
                      {isExternalHref(link.href) && <span aria-hidden="true"> ↗</span>}
                    </span>
                    <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
                      {link.description}
                    </span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
