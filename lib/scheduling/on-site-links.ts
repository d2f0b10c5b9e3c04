import { resolveLinkedService } from "./services";
import { isOnSiteService } from "./visit";

/**
 * Links into scheduling for on-site work (farm, OTR, mining, industrial): planned work at the
 * customer's site. A breakdown goes to the 24/7 road-service line instead
 * (components/content/road-service-line.tsx).
 */

/**
 * The label of a link into scheduling for on-site work. It keeps "Schedule Service" at its start,
 * the name those links have always had, and says where the work happens.
 */
export const ON_SITE_REQUEST_LABEL = "Schedule Service at Your Site";

/** Whether a scheduler service named in a link (name or slug) is done at the customer's site. */
export function isOnSiteServiceLink(nameOrSlug: string | null | undefined): boolean {
  const service = resolveLinkedService(nameOrSlug);
  return service !== undefined && isOnSiteService(service);
}
