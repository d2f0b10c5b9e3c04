import { PageHero } from "@/components/content/page-hero";
import { BackgroundWorkPanel } from "@/components/status/background-work-panel";
import { OutlookStatusPanel } from "@/components/status/outlook-status-panel";
import { SchedulingBehaviour } from "@/components/status/scheduling-behaviour";
import { SetupInstructions } from "@/components/status/setup-instructions";
import { StoreCalendarTests } from "@/components/status/store-calendar-tests";
import { StoreCapacityRules } from "@/components/status/store-capacity-rules";
import { bookableLocations } from "@/data/locations";
import { statusPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Calendar Integration Status",
  description:
    "Internal: whether the website reaches the stores' Microsoft 365 calendars, a calendar test per store, and setup steps.",
  path: "/admin/calendar-status",
  noIndex: true,
});

// Only what the buttons need, so the rest of the location records stay out of the client bundle.
const stores = bookableLocations.map(({ name, email }) => ({ name, email }));

export default async function CalendarIntegrationStatusPage() {
  await statusPage("/admin/calendar-status");
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Calendar Integration Status"
        lead="Whether the website can reach the stores' Microsoft 365 calendars, what scheduling does meanwhile, and how to connect them."
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <OutlookStatusPanel />

        <BackgroundWorkPanel />

        <section aria-labelledby="store-tests-title">
          <h2 id="store-tests-title" className="text-2xl font-bold text-ink-900 dark:text-white">
            Store calendars
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
            Test Calendar reads the next seven days of a store&apos;s calendar through the server&apos;s
            connection, the same way time slots are computed, and reports what happened.
          </p>
          <div className="mt-5">
            <StoreCalendarTests stores={stores} />
          </div>
        </section>

        <section aria-labelledby="behaviour-title">
          <h2 id="behaviour-title" className="text-2xl font-bold text-ink-900 dark:text-white">
            Current scheduling behavior
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
            The badge above says which of these applies right now.
          </p>
          <div className="mt-5">
            <SchedulingBehaviour />
          </div>
        </section>

        <section aria-labelledby="capacity-title">
          <h2 id="capacity-title" className="text-2xl font-bold text-ink-900 dark:text-white">
            Bays, racks and the store calendar
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
            Each store&apos;s calendar stays one mailbox. A time is offered while fewer jobs of a kind overlap
            it than the store has of that kind; Outlook categories say which kind an event takes.
          </p>
          <div className="mt-5">
            <StoreCapacityRules />
          </div>
        </section>

        <section aria-labelledby="setup-title">
          <h2 id="setup-title" className="text-2xl font-bold text-ink-900 dark:text-white">
            Setup instructions
          </h2>
          <div className="mt-5">
            <SetupInstructions />
          </div>
        </section>
      </div>
    </>
  );
}
