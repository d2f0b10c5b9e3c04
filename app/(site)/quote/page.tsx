import { PageHero } from "@/components/content/page-hero";
import { QuoteRequest } from "@/components/quotes/quote-request";
import { QuoteContacts } from "@/components/quotes/quote-contacts";
import type { QuoteProduct } from "@/components/quotes/types";
import { allTires, categoryLabel, categoryPagePath } from "@/lib/tires/category-tires";
import { APPLICATION_OF_CATEGORY } from "@/lib/quotes/applications";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Request a Quote",
  description:
    "Ask Allegheny Tire for a quote on commercial truck, farm, industrial, mining and OTR tires: price, availability, delivery and fitting, usually within one business day.",
  path: "/quote",
});

// The whole catalog of quoted tires is small (a few KB): the form names the linked tire at once,
// with no request of its own.
const products: QuoteProduct[] = allTires.map((tire) => ({
  id: tire.id,
  brand: tire.brand,
  name: tire.name,
  size: tire.size,
  category: categoryLabel(tire.category),
  categoryPath: categoryPagePath(tire.category),
  application: APPLICATION_OF_CATEGORY[tire.category],
}));

export default function QuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Commercial, farm, industrial, mining and OTR tires"
        title="Request a Quote"
        lead="Tell us the tire, how many and what they're for. Our sales desk replies with price, availability, delivery and fitting, usually within one business day."
      />
      <div className="container-page grid items-start gap-8 py-10 sm:py-14 lg:grid-cols-[2fr_1fr]">
        <QuoteRequest products={products} />
        <QuoteContacts />
      </div>
    </>
  );
}
