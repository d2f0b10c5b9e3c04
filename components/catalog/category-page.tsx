import Link from "next/link";
import { FeatureList } from "@/components/content/feature-list";
import { PageHero } from "@/components/content/page-hero";
import { Section } from "@/components/content/section";
import { BrokenDown } from "@/components/road-service/broken-down";
import { BrandLogo } from "@/components/tires/brand-logo";
import { BrandStrip } from "@/components/tires/brand-strip";
import { PhoneIcon, QuoteIcon } from "@/components/ui/icons";
import { tireBrands } from "@/data/tires/brands";
import type { CategoryPageContent } from "@/lib/content/category-pages/types";
import { mailtoHref, telHref } from "@/data/brand";
import { categoryQuoteHref, categoryService, isQuoteOnlyCategory } from "@/lib/tires/tire-actions";
import { isOnSiteServiceLink } from "@/lib/scheduling/schedule-link";
import { ServiceStoreList } from "./service-store-list";
import { TireGrid } from "./tire-grid";

/** One layout for the five catalog category pages; each page supplies its content. */
export function CategoryPage({ content }: { content: CategoryPageContent }) {
  const { contact } = content;
  const quoteHref = categoryQuoteHref(content.category);
  const service = categoryService(content.category);
  const onSite = isOnSiteServiceLink(service);
  // Said under the "Broken down?" entry: what booking online is for, so no one books a breakdown.
  const plannedNote = onSite
    ? "Book planned work online: our service truck comes to your site."
    : "Book planned service online.";
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.heading}
        lead={
          <>
            <p>{content.intro}</p>
            <BrokenDown tone="dark" className="mt-6">
              {plannedNote}
            </BrokenDown>
          </>
        }
        image={content.heroImage}
      >
        <a href="#tires" className="btn-primary">
          Browse Tires
        </a>
        {isQuoteOnlyCategory(content.category) ? (
          <Link href={quoteHref} className="btn-outline text-white">
            Request a quote
          </Link>
        ) : (
          <Link href="/schedule" className="btn-outline text-white">
            Schedule Service
          </Link>
        )}
      </PageHero>

      {content.blocks.map((block, index) => (
        <Section
          key={block.id}
          id={block.id}
          title={block.title}
          lead={block.intro}
          tone={index % 2 === 1 ? "muted" : "plain"}
        >
          <ul
            className={`grid gap-6 sm:grid-cols-2 ${block.cards.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}
          >
            {block.cards.map((card) => (
              <li key={card.title} className="card flex flex-col border-t-4 border-t-brand-400 p-6">
                <h3 className="text-lg font-bold text-ink-900 dark:text-white">{card.title}</h3>
                <p className="mt-2 flex-1 text-gray-700 dark:text-gray-300">{card.text}</p>
                {card.call && (
                  <a
                    href={telHref(card.call.phone)}
                    className="mt-3 inline-flex min-h-11 items-center gap-2 font-bold text-ink-900 underline decoration-brand-400 decoration-2 underline-offset-4 dark:text-white"
                  >
                    <PhoneIcon size={18} />
                    <span>
                      {card.call.label}: <span className="whitespace-nowrap">{card.call.phone}</span>
                    </span>
                  </a>
                )}
                {card.brandIds && (
                  <ul
                    className="mt-4 flex flex-wrap items-center gap-4 rounded-lg bg-white p-2"
                    aria-label={`Brands for ${card.title}`}
                  >
                    {card.brandIds.map((id) => (
                      <li key={id}>
                        <BrandLogo brand={tireBrands[id]} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ))}

      {content.features && (
        <Section id="features" title={content.features.title} lead={content.features.intro}>
          <FeatureList
            items={content.features.items}
            className="grid gap-x-8 sm:grid-cols-2 sm:space-y-0 sm:gap-y-3"
          />
        </Section>
      )}

      {content.brandStrip && (
        <Section id="brands" title={content.brandStrip.title} lead={content.brandStrip.intro} tone="muted">
          <BrandStrip
            brands={content.brandStrip.brandIds.map((id) => tireBrands[id])}
            label={content.brandStrip.title}
          />
        </Section>
      )}

      <Section id="tires" title={content.grid.title} lead={content.grid.intro}>
        {/* Inline, not behind a Suspense fallback: the grid is in the prerendered HTML either way,
            and streamed it would show a loading line first and then be moved into place by a
            script (a second layout of the whole page, and no grid at all without JavaScript). */}
        <TireGrid category={content.category} />
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">
          Prices are per tire, before mounting, fees and tax. Availability varies by store; call ahead or
          request a quote and we&apos;ll confirm.
        </p>
      </Section>

      <section className="bg-ink-900 text-white" aria-labelledby="category-contact-title">
        <div className="container-page grid gap-6 py-12 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h2 id="category-contact-title" className="text-2xl font-extrabold sm:text-3xl">
              {contact.title}
            </h2>
            <p className="mt-2 text-lg text-gray-200">{contact.text}</p>
          </div>
          <div className="flex flex-col gap-3">
            <BrokenDown tone="dark">{plannedNote}</BrokenDown>
            <Link href={quoteHref} className="btn-primary">
              <QuoteIcon size={18} />
              Request a quote
            </Link>
            {contact.links.map((link) => (
              <Link key={link.href} href={link.href} className="btn-outline text-white">
                {link.label}
              </Link>
            ))}
            {/* For people who would rather write: the sales desk's address, in plain sight. */}
            <p className="text-gray-200">
              {contact.mail.label} by e-mail:{" "}
              <a
                href={mailtoHref(contact.mail.to, contact.mail.subject, contact.mail.body)}
                className="font-semibold break-words text-white underline decoration-brand-400 decoration-2 underline-offset-4"
              >
                {contact.mail.to}
              </a>
            </p>
          </div>
          {/* Below both columns, so the 24/7 line stays the first number the panel offers. */}
          {contact.serviceStores && (
            <ServiceStoreList title={contact.serviceStores.title} stores={contact.serviceStores.stores} />
          )}
        </div>
      </section>
    </>
  );
}
