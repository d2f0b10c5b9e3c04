import Link from "next/link";
import { CtaBand } from "@/components/content/cta-band";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { BrokenDown } from "@/components/road-service/broken-down";
import { ServiceCard } from "@/components/services/service-card";
import { brand } from "@/data/brand";
import { QuickServiceBand } from "@/components/services/quick-service-band";
import { guarantee, quickServices, serviceGroups, servicesByCategory } from "@/lib/content/services";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Professional Tire Services",
  description:
    "Tire installation and balancing, wheel alignment, oil changes, brakes, commercial fleet service, farm, mining and OTR tires, emergency roadside service and retreading from Allegheny Tire.",
  path: "/services",
});

export default function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow={`Serving the region since ${brand.founded}`}
        title="Professional Tire Services"
        image="/images/hero/services.svg"
        lead="From a flat on the family SUV to a mine-site tire change on a haul truck, our technicians have the training, tools and trucks to get you rolling again."
      >
        <Link href="/schedule" className="btn-primary">
          Schedule Service
        </Link>
        <Link href="/locations" className="btn-outline text-white">
          Find a Location
        </Link>
      </PageHero>

      {serviceGroups.map((group, index) => (
        <Section
          key={group.category}
          id={`${group.category}-services`}
          title={group.title}
          tone={index % 2 === 1 ? "muted" : "plain"}
          lead={
            <>
              <p>{group.intro}</p>
              {group.plannedWorkNote && <BrokenDown className="mt-4">{group.plannedWorkNote}</BrokenDown>}
              {group.note && (
                <p className="mt-3 rounded-lg border-l-4 border-brand-400 bg-brand-50 px-4 py-3 text-base text-ink-900 dark:bg-gray-800 dark:text-gray-100">
                  {group.note}
                </p>
              )}
            </>
          }
        >
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {servicesByCategory(group.category).map((service) => (
              <ServiceCard key={service.id} service={service} />
            ))}
          </div>
        </Section>
      ))}

      <QuickServiceBand services={quickServices} />

      <Section id="guarantee" title={guarantee.title} lead={guarantee.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {guarantee.points.map((point) => (
            <li key={point.title} className="card p-6">
              <h3 className="text-lg font-bold text-ink-900 dark:text-white">{point.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{point.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title="Ready to get back on the road?"
        text="Request an appointment online in a minute, or call your nearest store and we will fit you in."
      >
        <Link href="/schedule" className="btn-dark">
          Schedule Service
        </Link>
        <Link href="/locations" className="btn-outline-dark">
          Find a Location
        </Link>
      </CtaBand>
    </>
  );
}
