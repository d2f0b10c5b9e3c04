import type { Location } from "@/data/locations";
import type { SchedulerService } from "@/data/scheduler-services";
import { MAX_ADD_ONS } from "./booking-request";
import { SITE_MESSAGES } from "./on-site";
import { offersService, resolveLinkedService } from "./services";
import { isOnSiteService, VISIT_KINDS, visitShape, type VisitKind, type VisitShape } from "./visit";

const DEFAULT_DURATION = 30;

/** The visit `?duration=` stands for: that many minutes on a service bay. */
const bayVisit = (minutes: number): SchedulerService => ({
  id: 0,
  name: "Service",
  slug: "service",
  durationMinutes: minutes,
  resource: "bay",
  commercial: false,
});

export type VisitQueryResult = { ok: true; visit: VisitShape } | { ok: false; message: string };

/**
 * The visit an availability address asks about: `?service=` (or `?duration=` in minutes on a
 * service bay; without either, 30-minute bay slots), `?addOns=` (comma-separated names or slugs)
 * done back to back after it, and `?visit=` wait, drop-off or on-site. Every refusal is worded for
 * the customer. Shared by the one-day and the range answers, so both size a visit the same way.
 */
export function readVisitQuery(location: Location, query: URLSearchParams): VisitQueryResult {
  let main = bayVisit(DEFAULT_DURATION);
  const serviceName = query.get("service");
  if (serviceName) {
    const service = resolveLinkedService(serviceName);
    if (!service) return { ok: false, message: "Unknown service." };
    main = service;
  } else if (query.has("duration")) {
    const duration = Number(query.get("duration"));
    if (!Number.isInteger(duration) || duration < 15 || duration > 480)
      return { ok: false, message: "Duration must be 15 to 480 minutes." };
    main = bayVisit(duration);
  }
  const services = [main];
  for (const name of (query.get("addOns") ?? "").split(",").filter((n) => n.trim())) {
    const addOn = resolveLinkedService(name);
    if (!addOn) return { ok: false, message: `Unknown service: ${name.trim().slice(0, 80)}.` };
    if (services.includes(addOn)) return { ok: false, message: `${addOn.name} is listed twice.` };
    if (!offersService(location, addOn))
      return { ok: false, message: `${addOn.name} is not offered at the ${location.name} store.` };
    services.push(addOn);
  }
  if (services.length > MAX_ADD_ONS + 1)
    return { ok: false, message: `Please choose at most ${MAX_ADD_ONS} extra services for one visit.` };
  const visit = query.get("visit") ?? "wait";
  if (!VISIT_KINDS.includes(visit as VisitKind))
    return { ok: false, message: 'Visit must be "wait", "drop-off" or "on-site".' };
  // On-site work is a truck for an arrival window: nothing to add on, nothing to drop off.
  const onSite = isOnSiteService(main);
  if (onSite && services.length > 1) return { ok: false, message: SITE_MESSAGES.addOnsNotWanted };
  if (onSite && visit === "drop-off") return { ok: false, message: SITE_MESSAGES.dropOffNotWanted };
  if (!onSite && visit === "on-site")
    return { ok: false, message: "Only farm, OTR, mining and industrial tire service are done on site." };
  return { ok: true, visit: visitShape(visit as VisitKind, services) };
}
