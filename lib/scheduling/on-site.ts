import { resolveLinkedService } from "./services";

/**
 * Farm, OTR, mining and industrial tire service is done where the machine is: a service truck
 * comes to the farm, mine, job site or plant. Booked online, it is planned work; a breakdown goes
 * to the 24/7 road-service line instead (components/content/road-service-line.tsx).
 */
export const ON_SITE_SERVICE_SLUGS: readonly string[] = [
  "farm-tire-service",
  "otr-tire-service",
  "mining-tire-service",
  "industrial-tire-service",
];

/**
 * The label of a link into scheduling for on-site work. It keeps "Schedule Service" at its start,
 * the name those links have always had, and says where the work happens.
 */
export const ON_SITE_REQUEST_LABEL = "Schedule Service at Your Site";

/** Whether a scheduler service (name or slug) is done at the customer's site. */
export function isOnSiteService(nameOrSlug: string | null | undefined): boolean {
  const service = resolveLinkedService(nameOrSlug);
  return service !== undefined && ON_SITE_SERVICE_SLUGS.includes(service.slug);
}
