import Link from "next/link";
import { PageHero } from "@/components/content/page-hero";
import { PlainRequest } from "@/components/schedule/plain-request";
import { PlainRequestChoices } from "@/components/schedule/plain-request-choices";
import { bookableLocations } from "@/data/locations";
import { schedulerServices } from "@/data/scheduler-services";
import { actionRequest } from "@/lib/forms/action-request";
import { readPlainChoice } from "@/lib/booking-form/plain-request";
import { isOnSiteService } from "@/lib/scheduling/visit";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Request Service",
  description:
    "Request a service appointment at an Allegheny Tire store with a plain form that works in any browser.",
  path: "/schedule/request",
  noIndex: true,
});

/**
 * The scheduler for browsers that do not run JavaScript (the step-by-step one needs it for its
 * live times and vehicle lists): choose the store, service and day, then one of the day's free
 * times and your details. Rendered per request, since it lists that day's free times. Add-on
 * services, drop-offs and tires chosen on the tire pages stay with the step-by-step scheduler.
 */
export default async function ScheduleRequestPage({ searchParams }: PageProps<"/schedule/request">) {
  const choice = await readPlainChoice(await searchParams, await actionRequest());
  const { store, service } = choice;
  return (
    <>
      <PageHero
        eyebrow="Request an appointment"
        title="Request Service"
        lead="Choose a store, a service and a day, then a free time and your details. The store will call or e-mail to confirm."
      />
      <div className="container-page max-w-4xl space-y-8 py-10 sm:py-14">
        <p className="text-gray-700 dark:text-gray-300">
          This form works in any browser. To add services to one visit, drop your vehicle off, or book tires
          you chose on our tire pages, use the{" "}
          <Link href="/schedule" className="font-semibold underline">
            step-by-step scheduler
          </Link>{" "}
          (it needs JavaScript), or call your store.
        </p>
        <PlainRequest
          choices={
            <PlainRequestChoices
              stores={bookableLocations}
              services={schedulerServices}
              chosen={{ storeId: store?.id ?? null, serviceSlug: service?.slug ?? "", date: choice.date }}
              problem={choice.problem}
              dates={choice.dates}
            />
          }
          choice={
            store && service && choice.free
              ? {
                  storeEmail: store.email,
                  storeName: store.name,
                  serviceName: service.name,
                  onSite: isOnSiteService(service),
                  date: choice.date,
                  free: choice.free,
                  idempotencyKey: choice.idempotencyKey,
                }
              : null
          }
        />
      </div>
    </>
  );
}
