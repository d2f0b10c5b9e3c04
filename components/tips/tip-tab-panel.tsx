import { SmartLink } from "@/components/ui/smart-link";
import type { TipCta, TipTab } from "@/data/tips";
import { scheduleHref } from "@/lib/scheduling/schedule-link";
import { TipAccordion } from "./tip-accordion";

export function TipTabPanel({ tab }: { tab: TipTab }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div>
        <h2 className="text-2xl font-extrabold text-ink-900 sm:text-3xl dark:text-white">{tab.heading}</h2>
        <p className="mt-3 mb-8 text-lg text-gray-700 dark:text-gray-300">{tab.intro}</p>
        <TipAccordion group={tab.id} topics={tab.topics} />
      </div>
      <aside
        className="h-fit rounded-xl bg-ink-900 p-6 text-white lg:sticky lg:top-6"
        aria-label={tab.ctaTitle}
      >
        <h3 className="text-xl font-bold">{tab.ctaTitle}</h3>
        <p className="mt-2 text-gray-200">{tab.ctaText}</p>
        <div className="mt-5 flex flex-col gap-3">
          {tab.ctas.map((cta, index) => (
            <TipCtaLink key={cta.label} cta={cta} primary={index === 0} />
          ))}
        </div>
      </aside>
    </div>
  );
}

/** Where a call to action goes; the scheduler names the service as the tips page always has (by name). */
export function tipCtaHref(cta: TipCta): string {
  return "schedule" in cta ? scheduleHref(cta.schedule, { serviceAs: "name" }) : cta.href;
}

function TipCtaLink({ cta, primary }: { cta: TipCta; primary: boolean }) {
  const className = primary ? "btn-primary" : "btn-outline text-white";
  const href = tipCtaHref(cta);
  if ("newTab" in cta && cta.newTab) {
    // Static guides live outside the app router: a plain anchor in a new tab.
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {cta.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <SmartLink href={href} className={className}>
      {cta.label}
    </SmartLink>
  );
}
