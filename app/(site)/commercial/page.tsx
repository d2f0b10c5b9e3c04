import Link from "next/link";
import { CtaBand } from "@/components/content/cta-band";
import { FeatureList } from "@/components/content/feature-list";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { BrokenDown } from "@/components/road-service/broken-down";
import { ArrowRightIcon, MailIcon, PhoneIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { brand, mailtoHref, telHref } from "@/data/brand";
import {
  commercialContactBlock,
  commercialServices,
  fleetPrograms,
  fleetScheduleHref,
  fleetProgramsHeading,
  hero,
  heroPlannedWorkNote,
  programMailtoHref,
} from "@/lib/content/commercial";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Commercial Fleet Tire Services",
  description:
    "Fleet tire programs, scheduled maintenance, 24/7 road service with national-account trucks dispatched first, and authorized retreading from our Norton, VA plant. Allegheny Tire keeps commercial fleets moving.",
  path: "/commercial",
});

export default function CommercialPage() {
  const contact = brand.commercialContact;
  return (
    <>
      <PageHero
        eyebrow="Commercial & Fleet"
        title={hero.heading}
        lead={
          <>
            <p>{hero.paragraph}</p>
            <BrokenDown tone="dark" className="mt-6">
              {heroPlannedWorkNote}
            </BrokenDown>
          </>
        }
        image="/images/hero/commercial.svg"
      >
        <Link href={fleetScheduleHref} className="btn-primary">
          Schedule Fleet Service
        </Link>
        <SmartLink href={brand.links.fleetNetwork} className="btn-outline text-white">
          View Fleet Programs
        </SmartLink>
      </PageHero>

      <Section
        id="services"
        title="Commercial Services"
        lead="Everything a fleet needs from its tire partner, under one account."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {commercialServices.map((service) => (
            <article
              key={service.id}
              id={service.id}
              className="card p-6"
              aria-labelledby={`${service.id}-title`}
            >
              <h3 id={`${service.id}-title`} className="text-xl font-bold text-ink-900 dark:text-white">
                {service.title}
              </h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{service.description}</p>
              <FeatureList items={service.points} className="mt-4" />
              {service.roadServiceLine && <BrokenDown className="mt-6" />}
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="programs"
        title={fleetProgramsHeading.title}
        lead={
          <>
            <p>{fleetProgramsHeading.intro}</p>
            <BrokenDown className="mt-4">{fleetProgramsHeading.plannedWorkNote}</BrokenDown>
          </>
        }
        tone="muted"
      >
        <div className="grid gap-6 md:grid-cols-2">
          {fleetPrograms.map((program) => (
            <article
              key={program.id}
              className="card flex flex-col p-6"
              aria-labelledby={`${program.id}-title`}
            >
              <h3 id={`${program.id}-title`} className="text-xl font-bold text-ink-900 dark:text-white">
                {program.title}
              </h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{program.description}</p>
              <FeatureList items={program.benefits} className="mt-4 flex-1" />
              <a href={programMailtoHref(program)} className="btn-dark mt-6 self-start text-sm">
                <MailIcon size={18} />
                Request Information<span className="sr-only">: {program.title}</span>
              </a>
            </article>
          ))}
        </div>
      </Section>

      <Section id="contact" title={commercialContactBlock.title} lead={commercialContactBlock.intro}>
        <div className="grid gap-6 md:grid-cols-3">
          <div className="card p-6">
            <h3 className="font-bold text-ink-900 dark:text-white">{contact.name}</h3>
            <p className="text-gray-700 dark:text-gray-300">{contact.title}</p>
            <a
              href={mailtoHref(contact.email, "Commercial account inquiry")}
              className="mt-3 inline-flex items-center gap-2 font-semibold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 dark:text-brand-300"
            >
              <MailIcon size={18} />
              {contact.email}
            </a>
          </div>
          <div className="card p-6">
            <h3 className="font-bold text-ink-900 dark:text-white">Direct line</h3>
            <a
              href={telHref(contact.directLine, contact.extension)}
              className="mt-2 inline-flex items-center gap-2 text-lg font-semibold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 dark:text-brand-300"
            >
              <PhoneIcon size={18} />
              {contact.directLine} ext. {contact.extension}
            </a>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              Monday - Friday, 7:30 AM - 4:30 PM
            </p>
          </div>
          <div className="card border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40">
            <h3 className="font-bold text-red-800 dark:text-red-300">24/7 Emergency Road Service</h3>
            <a
              href={telHref(contact.emergencyLine)}
              className="mt-2 inline-flex items-center gap-2 text-lg font-bold text-red-800 underline underline-offset-4 dark:text-red-200"
            >
              <PhoneIcon size={18} />
              {contact.emergencyLine}
            </a>
            <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">
              {commercialContactBlock.emergencyNote}
            </p>
            <Link
              href={roadServiceEntry.requestHref}
              prefetch={false}
              className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-red-800 underline underline-offset-4 dark:text-red-200"
            >
              {roadServiceEntry.requestLabel}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </div>
      </Section>

      <CtaBand
        title="Put your fleet on a program"
        text="Tell us about your trucks and routes and we will propose a plan within one business day."
      >
        <Link href={fleetScheduleHref} className="btn-dark">
          Schedule Fleet Service
        </Link>
        <Link href="/commercial-tires" className="btn-outline-dark">
          Browse Commercial Tires
        </Link>
      </CtaBand>
    </>
  );
}
