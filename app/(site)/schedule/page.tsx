import Link from "next/link";
import { Suspense } from "react";
import { PageHero } from "@/components/content/page-hero";
import { ScheduleWizard } from "@/components/schedule/schedule-wizard";
import { WizardPlaceholder } from "@/components/schedule/wizard-placeholder";
import { WIZARD_STORE_FIELDS, type WizardStore } from "@/components/schedule/types";
import { telHref } from "@/data/brand";
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
        {/* The steps need JavaScript (live times, vehicle lists): without it, the plain form or a call. */}
        <noscript>
          <div className="card mb-8 space-y-3 p-5 sm:p-8">
            <h2 className="text-xl font-bold text-ink-900 dark:text-white">
              Your browser is not running JavaScript
            </h2>
            <p>
              These steps need it to show each store&apos;s free times. Use the{" "}
              <Link href="/schedule/request" className="font-semibold underline">
                plain request form
              </Link>{" "}
              instead, or call your store:
            </p>
            <ul className="grid gap-2 sm:grid-cols-2">
              {bookableLocations.map((store) => (
                <li key={store.id}>
                  {store.name}:{" "}
                  <a href={telHref(store.phone)} className="font-semibold underline">
                    {store.phone}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </noscript>
        {/* The wizard reads the URL (store, service, step), which is only known in the browser. */}
        <Suspense fallback={<WizardPlaceholder stores={stores} />}>
          <ScheduleWizard stores={stores} />
        </Suspense>
      </div>
    </>
  );
}
