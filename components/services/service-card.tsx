import Link from "next/link";
import { FeatureList } from "@/components/content/feature-list";
import { PhoneIcon } from "@/components/ui/icons";
import { telHref } from "@/data/brand";
import { roadServiceEntry } from "@/lib/content/road-service-entry";
import type { ServiceInfo } from "@/lib/content/services";
import { isOnSiteServiceLink, ON_SITE_REQUEST_LABEL, scheduleHref } from "@/lib/scheduling/schedule-link";
import { ServiceIcon } from "./service-icon";

const CTA = {
  schedule: { label: "Schedule Service", href: "/schedule" },
  contact: { label: "Contact Representative", href: "/contact" },
} as const;

export function ServiceCard({ service }: { service: ServiceInfo }) {
  const cta = CTA[service.cta];
  // Work done where the machine is says so on its link, so the request is read as a site visit.
  const label =
    service.cta === "schedule" && isOnSiteServiceLink(service.scheduleService)
      ? ON_SITE_REQUEST_LABEL
      : cta.label;
  // Scheduling opens with this card's service already chosen.
  const href = service.cta === "schedule" ? scheduleHref({ service: service.scheduleService }) : cta.href;
  return (
    <article id={service.id} className="card flex flex-col p-6" aria-labelledby={`${service.id}-name`}>
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-400 text-ink-900">
        <ServiceIcon icon={service.icon} />
      </span>
      <h3 id={`${service.id}-name`} className="mt-4 text-xl font-bold text-ink-900 dark:text-white">
        {service.name}
      </h3>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{service.description}</p>
      <FeatureList items={service.features} className="mt-4 flex-1 text-sm" />
      <div className="mt-6 flex flex-wrap gap-3">
        {service.urgentCall && (
          <a href={telHref(service.urgentCall.phone)} className="btn-primary text-sm">
            <PhoneIcon size={16} />
            {service.urgentCall.label}: {service.urgentCall.phone}
          </a>
        )}
        {service.roadServiceRequest && (
          <Link href={roadServiceEntry.requestHref} prefetch={false} className="btn-outline-dark text-sm">
            {roadServiceEntry.requestLabel}
          </Link>
        )}
        <Link href={href} className="btn-dark text-sm">
          {label}
          <span className="sr-only">: {service.name}</span>
        </Link>
      </div>
    </article>
  );
}
