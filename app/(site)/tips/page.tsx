import { PageHero } from "@/components/content/page-hero";
import { TipTabPanel } from "@/components/tips/tip-tab-panel";
import { Tabs } from "@/components/ui/tabs";
import { tipTabs } from "@/data/tips";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Tire & Automotive Tips",
  description:
    "Practical tire advice from Allegheny Tire: inflation, rotation, tread depth, alignment, TPMS, seasonal changeovers, fleet inspections, farm ballast and pressure, and off-road tires.",
  path: "/tips",
});

export default function TipsPage() {
  return (
    <>
      <PageHero
        eyebrow="Advice from our technicians"
        title="Tire & Automotive Tips"
        lead="Straight answers to the questions we hear at the counter every day, from reading a sidewall to setting ballast on a tractor."
      />
      <section className="py-12 sm:py-16" aria-label="Tips by topic">
        <div className="container-page">
          <Tabs
            label="Tip categories"
            defaultId="general"
            syncWithHash
            tabs={tipTabs.map((tab) => ({
              id: tab.id,
              label: tab.label,
              content: <TipTabPanel tab={tab} />,
            }))}
          />
        </div>
      </section>
    </>
  );
}
