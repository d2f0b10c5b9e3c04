import Link from "next/link";
import { ContactForm } from "@/components/contact/contact-form";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "@/components/ui/icons";
import { SmartLink } from "@/components/ui/smart-link";
import { brand, mailtoHref, telHref } from "@/data/brand";
import { locations } from "@/data/locations";
import { mapSearchUrl } from "@/lib/locations/public-location";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Contact Us",
  description:
    "Phone numbers, e-mail addresses and hours for every Allegheny Tire store, our retread plant, wholesale center, corporate office and commercial sales team.",
  path: "/contact",
});

const linkClass =
  "inline-flex items-center gap-2 font-semibold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 hover:decoration-ink-900 dark:text-brand-300";

export default function ContactPage() {
  const office = brand.corporateOffice;
  const sales = brand.commercialContact;
  return (
    <>
      <PageHero
        eyebrow="We're here to help"
        title="Contact Us"
        lead="Call or e-mail the store nearest you for tire quotes, service questions and appointments. For fleet accounts, financing and anything else, our corporate office and commercial team are a phone call away."
      />

      <Section id="main-contacts" title="Corporate office and sales">
        <div className="grid gap-6 md:grid-cols-3">
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink-900 dark:text-white">{office.name}</h3>
            <ul className="mt-3 space-y-2 text-gray-700 dark:text-gray-300">
              <li>
                <SmartLink href={mapSearchUrl(office)} className={linkClass}>
                  <PinIcon size={18} />
                  {office.address}, {office.city}, {office.state} {office.zip}
                </SmartLink>
              </li>
              <li>
                <a href={telHref(office.phone)} className={linkClass}>
                  <PhoneIcon size={18} />
                  {office.phone}
                </a>
              </li>
              <li>
                <a href={mailtoHref(brand.email)} className={linkClass}>
                  <MailIcon size={18} />
                  {brand.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <ClockIcon size={18} />
                {office.hours}
              </li>
            </ul>
          </div>
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink-900 dark:text-white">Commercial and fleet sales</h3>
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              {sales.name}, {sales.title}
            </p>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={telHref(sales.directLine, sales.extension)} className={linkClass}>
                  <PhoneIcon size={18} />
                  {sales.directLine} ext. {sales.extension}
                </a>
              </li>
              <li>
                <a href={mailtoHref(sales.email, "Commercial account inquiry")} className={linkClass}>
                  <MailIcon size={18} />
                  {sales.email}
                </a>
              </li>
            </ul>
          </div>
          <div className="card p-6">
            <h3 className="text-lg font-bold text-ink-900 dark:text-white">Tire sales and quotes</h3>
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              Farm, industrial, OTR and mining tire quotes.
            </p>
            <ul className="mt-3 space-y-2">
              <li>
                <a href={mailtoHref(brand.salesEmail, "Tire quote request")} className={linkClass}>
                  <MailIcon size={18} />
                  {brand.salesEmail}
                </a>
              </li>
              <li>
                <a href={telHref(sales.emergencyLine)} className={linkClass}>
                  <PhoneIcon size={18} />
                  24/7 road service: {sales.emergencyLine}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="message"
        title="Send us a message"
        tone="muted"
        lead={
          <p>
            Questions about tires, a quote, or an earlier visit? Write to the store you use, or to our
            corporate office. We usually reply within one business day. To book a visit, use{" "}
            <Link href="/schedule" className="font-semibold underline">
              Schedule Service
            </Link>{" "}
            instead.
          </p>
        }
      >
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
          {/* The corporate office is the list's first choice ("general questions"), not a second entry. */}
          <ContactForm
            stores={locations.filter((l) => l.kind !== "office").map(({ id, name }) => ({ id, name }))}
          />
          <aside aria-label="Prefer to call?" className="card space-y-3 p-6">
            <h3 className="text-lg font-bold text-ink-900 dark:text-white">Prefer to call?</h3>
            <p className="text-gray-700 dark:text-gray-300">
              Our corporate office answers {office.hours}. Each store&apos;s number is listed below.
            </p>
            <a href={telHref(office.phone)} className={linkClass}>
              <PhoneIcon size={18} />
              {office.phone}
            </a>
            <p className="text-gray-700 dark:text-gray-300">
              Broken down? Our road service answers 24/7: national-account trucks are dispatched first,
              everyone else when a crew is free.
            </p>
            <a href={telHref(sales.emergencyLine)} className={linkClass}>
              <PhoneIcon size={18} />
              <span className="sr-only">24/7 road service: </span>
              {sales.emergencyLine}
            </a>
            <Link href={roadServiceEntry.requestHref} prefetch={false} className={`${linkClass} min-h-11`}>
              {roadServiceEntry.requestLabel}
            </Link>
          </aside>
        </div>
      </Section>

      <Section
        id="stores"
        title="Our stores and facilities"
        lead={<p>Every store is open {locations[0]?.hours.join("; ")}.</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location) => (
            <li key={location.id} className="card flex flex-col p-6">
              <h3 className="text-lg font-bold text-ink-900 dark:text-white">{location.name}</h3>
              <p className="text-gray-700 dark:text-gray-300">
                {location.address}, {location.city}, {location.state} {location.zip}
              </p>
              <ul className="mt-3 flex-1 space-y-2">
                <li>
                  <a href={telHref(location.phone)} className={linkClass}>
                    <PhoneIcon size={18} />
                    {location.phone}
                  </a>
                </li>
                <li>
                  <a href={mailtoHref(location.email)} className={`${linkClass} break-all`}>
                    <MailIcon size={18} className="shrink-0" />
                    {location.email}
                  </a>
                </li>
                {location.hours.map((line) => (
                  <li key={line} className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                    <ClockIcon size={16} />
                    {line}
                  </li>
                ))}
              </ul>
              {location.bookable && (
                <Link href={storeScheduleHref(location.id)} className="btn-dark mt-4 self-start text-sm">
                  Schedule Service<span className="sr-only"> at {location.name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
