import Link from "next/link";
import { PhoneIcon } from "@/components/ui/icons";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import { ARRIVAL_WINDOWS } from "@/lib/scheduling/on-site";

export const ARRIVAL_WINDOW_WORDING = `Pick a morning (${ARRIVAL_WINDOWS[0]!.hours}) or afternoon (${ARRIVAL_WINDOWS[1]!.hours}) arrival window; the crew calls before arriving.`;

/**
 * Where a request for on-site work (farm, OTR, mining, industrial) starts in the scheduler. The
 * breakdown line comes first: a request is planned work that the store confirms later, and a
 * machine that is down now needs the 24/7 road-service line, not a booking.
 */
export function OnSiteNotice({ serviceName }: { serviceName: string }) {
  return (
    <div
      role="note"
      aria-label={`${serviceName} at your site`}
      data-testid="on-site-notice"
      className="mb-6 overflow-hidden rounded-lg"
    >
      <p className="border-l-4 border-red-600 bg-red-50 p-3 text-red-900 dark:bg-red-950/40 dark:text-red-100">
        <strong>Broken down? Don&apos;t book a visit:</strong> call our 24/7 road service at{" "}
        <a
          href={roadServiceEntry.telHref}
          className="inline-flex items-center gap-1 font-bold whitespace-nowrap text-red-800 underline decoration-2 underline-offset-4 dark:text-red-200"
        >
          <PhoneIcon size={16} />
          {roadServiceEntry.line}
        </a>{" "}
        or{" "}
        <Link
          href={roadServiceEntry.requestHref}
          prefetch={false}
          className="font-bold text-red-800 underline decoration-2 underline-offset-4 dark:text-red-200"
        >
          request road service online
        </Link>
        . National-account trucks are dispatched first; everyone else when a crew is free.
      </p>
      <p className="border-l-4 border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        {serviceName} is done where your machine is: our service truck comes to your farm, mine, job site or
        plant. {ARRIVAL_WINDOW_WORDING}
      </p>
    </div>
  );
}
