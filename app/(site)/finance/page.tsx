import Link from "next/link";
import { CtaBand } from "@/components/content/cta-band";
import { PageHero } from "@/components/content/page-hero";
import { CommercialFinancing } from "@/components/finance/commercial-financing";
import { RetailFinancing } from "@/components/finance/retail-financing";
import { Tabs } from "@/components/ui/tabs";
import { brand, telHref } from "@/data/brand";
import { defaultFinanceTab, financeIntro, financeTabs } from "@/data/finance";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Tire Financing",
  description:
    "6-month special financing on tire purchases of $250 or more with the Allegheny Tire Credit Card, and commercial credit lines from $5,000 to $100,000+ for fleets, farms and industry.",
  path: "/finance",
});

const PANELS = { retail: <RetailFinancing />, commercial: <CommercialFinancing /> };

export default function FinancePage() {
  return (
    <>
      <PageHero eyebrow="Financing" title={financeIntro.heading} lead={financeIntro.paragraph} />
      <section className="py-12 sm:py-16" aria-label="Financing options">
        <div className="container-page">
          <Tabs
            label="Financing type"
            defaultId={defaultFinanceTab}
            tabs={financeTabs.map((tab) => ({ id: tab.id, label: tab.label, content: PANELS[tab.id] }))}
          />
        </div>
      </section>
      <CtaBand
        title="Questions about financing?"
        text="Our store teams can walk you through both options and help you apply."
      >
        <a href={telHref(brand.phone)} className="btn-dark">
          Call {brand.phone}
        </a>
        <Link href="/locations" className="btn-outline-dark">
          Find a Store
        </Link>
      </CtaBand>
    </>
  );
}
