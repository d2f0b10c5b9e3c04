import { RoadCallForm } from "@/components/road-service/road-call-form";
import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand";
import { ANSWER_WITHIN_MINUTES, ROAD_SERVICE_LINE, ROAD_SERVICE_TERMS } from "@/data/road-service";
import { phoneInWords } from "@/lib/core/phone";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata = pageMetadata({
  title: "24/7 Road Service",
  description: `Broken down? Call ${ROAD_SERVICE_LINE} or send your location, vehicle and tire online, and our nearest service truck comes to you, around the clock, in West Virginia, Virginia, Tennessee, Kentucky and Pennsylvania.`,
  path: "/road-service",
});

/**
 * The breakdown request: prerendered and light, for a phone on a weak signal. The 24/7 line comes
 * first; the terms are read before the form; the form works without JavaScript.
 */
export default function RoadServicePage() {
  return (
    <div className="container-page max-w-3xl space-y-6 py-6 sm:py-10">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
          Broken down? We come to you
        </p>
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl dark:text-white">
          24/7 Road Service
        </h1>
        <p className="text-lg text-gray-700 dark:text-gray-300">
          Call our 24/7 line, or send us where you are and what failed. The crew on call at the nearest store
          confirms an ETA within {ANSWER_WITHIN_MINUTES} minutes, and you can follow the call by text and on
          its status page.
        </p>
        <a
          href={telHref(ROAD_SERVICE_LINE)}
          aria-label={`Call 24/7 road service, ${phoneInWords(ROAD_SERVICE_LINE)}`}
          className="btn-primary w-full text-lg sm:w-auto"
        >
          <PhoneIcon size={20} />
          Call {ROAD_SERVICE_LINE}
        </a>
      </header>

      <section
        aria-labelledby="terms-heading"
        className="card space-y-2 p-5 text-gray-800 dark:text-gray-200"
      >
        <h2 id="terms-heading" className="text-lg font-bold text-ink-900 dark:text-white">
          Who we serve, and what it costs
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{ROAD_SERVICE_TERMS.nationalAccounts}</li>
          <li>{ROAD_SERVICE_TERMS.everyoneElse}</li>
          <li>{ROAD_SERVICE_TERMS.payment}</li>
          <li>{ROAD_SERVICE_TERMS.serviceArea}</li>
        </ul>
        <p className="text-sm">If you are in a dangerous spot, get clear of traffic and call 911 first.</p>
      </section>

      <section aria-labelledby="request-heading" className="space-y-3">
        <h2 id="request-heading" className="text-2xl font-bold text-ink-900 dark:text-white">
          Request road service online
        </h2>
        <RoadCallForm />
      </section>
    </div>
  );
}
