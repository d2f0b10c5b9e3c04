import Link from "next/link";
import { CtaBand } from "@/components/content/cta-band";
import { FeatureList } from "@/components/content/feature-list";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import {
  aboutCta,
  aboutIntro,
  aboutServices,
  aboutServicesHeading,
  brandExpertise,
  brandExpertiseHeading,
  commitment,
  commitmentHeading,
  stats,
  timeline,
  timelineHeading,
} from "@/data/about";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "Family-owned since 1947: the story of Allegheny Tire & Service, from a one-bay Charleston shop to 8 stores, 70 employees, 75+ service vehicles and a retread plant in Norton, VA.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title={aboutIntro.heading}
        lead={aboutIntro.paragraph}
        image="/images/hero/about.svg"
      >
        <Link href="/schedule" className="btn-primary">
          Schedule Service
        </Link>
        <Link href="/locations" className="btn-outline text-white">
          View Locations
        </Link>
      </PageHero>

      <section aria-label="Company at a glance" className="border-b border-gray-200 dark:border-gray-800">
        <dl className="container-page grid grid-cols-2 gap-6 py-10 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400">
                {stat.label}
              </dt>
              <dd className="text-4xl font-black text-ink-900 sm:text-5xl dark:text-brand-400">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="history" title={timelineHeading.title} lead={timelineHeading.intro}>
        <ol className="relative space-y-8 border-l-4 border-brand-400 pl-8">
          {timeline.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[2.65rem] h-5 w-5 rounded-full border-4 border-white bg-ink-900 dark:border-gray-950 dark:bg-brand-400"
              />
              <p className="text-sm font-black tracking-wider text-brand-700 dark:text-brand-300">
                {entry.year}
              </p>
              <h3 className="text-xl font-bold text-ink-900 dark:text-white">{entry.title}</h3>
              <p className="mt-1 max-w-3xl text-gray-700 dark:text-gray-300">{entry.content}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="brands"
        title={brandExpertiseHeading.title}
        lead={brandExpertiseHeading.intro}
        tone="muted"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {brandExpertise.map((item) => (
            <li key={item.title} className="card border-t-4 border-t-brand-400 p-6">
              <h3 className="text-lg font-bold text-ink-900 dark:text-white">{item.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="what-we-do" title={aboutServicesHeading.title} lead={aboutServicesHeading.intro}>
        <FeatureList items={aboutServices} className="grid gap-x-8 sm:grid-cols-2 sm:space-y-0 sm:gap-y-3" />
      </Section>

      <Section id="commitment" title={commitmentHeading.title} lead={commitmentHeading.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {commitment.map((item) => (
            <li key={item.title} className="card p-6">
              <h3 className="text-lg font-bold text-ink-900 dark:text-white">{item.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={aboutCta.title} text={aboutCta.intro}>
        <Link href="/schedule" className="btn-dark">
          Schedule Service
        </Link>
        <Link href="/locations" className="btn-outline-dark">
          View Locations
        </Link>
      </CtaBand>
    </>
  );
}
