import { Suspense } from "react";
import { PageHero } from "@/components/content/page-hero";
import { ScheduleWizard } from "@/components/schedule/schedule-wizard";
import { WizardPlaceholder } from "@/components/schedule/wizard-placeholder";
import { WIZARD_STORE_FIELDS, type WizardStore } from "@/components/schedule/types";
import { bookableLocations } from "@/data/locations";
import { dropOffPolicy } from "@/data/store-capacity";
import { pickFields } from "@/lib/locations/pick-fields";
import { servicesOfferedAt } from "@/lib/scheduling/services";
import { isOnSiteService } from "@/lib/scheduling/visit";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Schedule Service",
  description:
    "Request a tire, alignment, oil change, brake or commercial service appointment at any of our 8 Allegheny Tire stores in WV, VA, TN, KY and PA. The store confirms your time.",
  path: "/schedule",
});

const stores: WizardStore[] = bookableLocations.map((l) => ({
  ...pickFields(l, WIZARD_STORE_FIELDS),
  services: servicesOfferedAt(l).map((service) => ({
    name: service.name,
    slug: service.slug,
    durationMinutes: service.durationMinutes,
    commercial: service.commercial,
    onSite: isOnSiteService(service),
  })),
  dropOff: { opensAt: l.openingHours.open, readyBy: dropOffPolicy(l.id).readyBy },
}));

export default function SchedulePage() {
  return (
    <>
      <PageHero
        eyebrow="Request an appointment"
        title="Schedule Service"
        lead="Pick a store, a service and a time that suits you. It takes about two minutes; the store will call or e-mail to confirm."
      />
      <div className="container-page max-w-5xl py-10 sm:py-14">
        {/* The wizard reads the URL (store, service, step), which is only known in the browser. */}
        <Suspense fallback={<WizardPlaceholder stores={stores} />}>
          <ScheduleWizard stores={stores} />
        </Suspense>
      </div>
    </>
  );
}
