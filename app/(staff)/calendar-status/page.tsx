import { PageHero } from "@/components/content/page-hero";
import { BackgroundWorkPanel } from "@/components/status/background-work-panel";
import { CalendarSystemStatus } from "@/components/status/calendar-system-status";
import { bookableLocations } from "@/data/locations";
import { statusPage } from "@/lib/auth/staff-page";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "Calendar System Status",
  description:
    "Internal: calendar integration, e-mail, Azure application settings, Microsoft 365 permissions and each store's calendar account.",
  path: "/calendar-status",
  noIndex: true,
});

// The table lists every store even when the status cannot be read; only names and mailboxes are sent.
const stores = bookableLocations.map(({ name, email }) => ({ name, email }));

export default async function CalendarSystemStatusPage() {
  await statusPage("/calendar-status");
  return (
    <>
      <PageHero
        eyebrow="Internal · Staff only"
        title="Calendar System Status"
        lead="The calendar integration, e-mail delivery, Azure application settings, permissions and each store's calendar account, checked live."
      />
      <div className="container-page space-y-12 py-10 sm:py-14">
        <CalendarSystemStatus stores={stores} />
        <BackgroundWorkPanel />
      </div>
    </>
  );
}
