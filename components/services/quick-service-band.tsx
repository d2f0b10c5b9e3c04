import Link from "next/link";
import type { ServiceInfo } from "@/lib/content/services";
import { scheduleHref } from "@/lib/scheduling/schedule-link";
import { ServiceIcon } from "./service-icon";

/**
 * Short jobs done while you wait: a band of its own after the page's three service
 * groups, each with its anchor (the home page's "Learn more" lands here) and a link to book it.
 */
export function QuickServiceBand({ services }: { services: readonly ServiceInfo[] }) {
  return (
    <section id="quick-services" aria-labelledby="quick-services-title" className="py-12 sm:py-16">
      <div className="container-page">
        <h2 id="quick-services-title" className="text-2xl font-bold text-ink-900 sm:text-3xl dark:text-white">
          Quick tire care
        </h2>
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
          About half an hour each, while you wait.
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {services.map((service) => (
            <div
              key={service.id}
              id={service.id}
              className="scroll-mt-24 rounded-xl border border-gray-200 p-6 dark:border-gray-700"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-400 text-ink-900">
                  <ServiceIcon icon={service.icon} />
                </span>
                <h3 className="text-xl font-bold text-ink-900 dark:text-white">{service.name}</h3>
              </div>
              <p className="mt-3 text-gray-700 dark:text-gray-300">{service.description}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
                {service.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                href={scheduleHref({ service: service.scheduleService })}
                className="btn-dark mt-5 text-sm"
              >
                Book a {service.name}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
