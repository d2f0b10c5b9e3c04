import { findLocationByEmail } from "@/data/locations";
import { getAvailability } from "@/lib/appointments/availability";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError } from "@/lib/http/responses";
import { MAX_ADD_ONS } from "@/lib/scheduling/booking-request";
import { offersService, resolveLinkedService } from "@/lib/scheduling/services";
import { SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { isOnSiteService, VISIT_KINDS, visitShape, type VisitKind } from "@/lib/scheduling/visit";
import { isValidDate } from "@/lib/core/zoned-time";
import type { SchedulerService } from "@/data/scheduler-services";
import { routeHandlers } from "@/lib/api/route-handler";

const NO_STORE = { "Cache-Control": "no-store" };
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

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * A store's start times for a date, each with the units still free (`remaining`). `?service=`
   * sizes the slots to that service on its kind of unit (or `?duration=` in minutes on a service
   * bay; without either, 30-minute bay slots); `?addOns=` (comma-separated names or slugs) adds
   * services done back to back after it; `?visit=drop-off` answers the day's one drop-off time. An
   * on-site service (farm, OTR, mining, industrial) answers its arrival windows ("07:30", "12:00"),
   * each with the service trucks still free for the whole window. A service the store does not
   * offer (lib/scheduling/services.ts) answers the day's times with none free; an add-on it does
   * not offer is refused.
   */
  async GET(request: Request, { params }: RouteContext<"/api/stores/[storeEmail]/availability/[date]">) {
    // Each answer may read a store calendar in Microsoft 365: generous for people, not for scrapers.
    const limited = await rateLimit(request, "availability", 120, 60_000);
    if (limited) return limited;
    const { storeEmail, date } = await params;
    const location = findLocationByEmail(storeEmail);
    if (!location || !location.bookable) return jsonError(404, "Unknown store.");
    if (!isValidDate(date)) return jsonError(400, "Please choose a valid date (YYYY-MM-DD).");

    const query = new URL(request.url).searchParams;
    let main = bayVisit(DEFAULT_DURATION);
    const serviceName = query.get("service");
    if (serviceName) {
      const service = resolveLinkedService(serviceName);
      if (!service) return jsonError(400, "Unknown service.");
      main = service;
    } else if (query.has("duration")) {
      const duration = Number(query.get("duration"));
      if (!Number.isInteger(duration) || duration < 15 || duration > 480)
        return jsonError(400, "Duration must be 15 to 480 minutes.");
      main = bayVisit(duration);
    }
    const services = [main];
    for (const name of (query.get("addOns") ?? "").split(",").filter((n) => n.trim())) {
      const addOn = resolveLinkedService(name);
      if (!addOn) return jsonError(400, `Unknown service: ${name.trim().slice(0, 80)}.`);
      if (services.includes(addOn)) return jsonError(400, `${addOn.name} is listed twice.`);
      if (!offersService(location, addOn))
        return jsonError(400, `${addOn.name} is not offered at the ${location.name} store.`);
      services.push(addOn);
    }
    if (services.length > MAX_ADD_ONS + 1)
      return jsonError(400, `Please choose at most ${MAX_ADD_ONS} extra services for one visit.`);
    const visit = query.get("visit") ?? "wait";
    if (!VISIT_KINDS.includes(visit as VisitKind))
      return jsonError(400, 'Visit must be "wait", "drop-off" or "on-site".');
    // On-site work is a truck for an arrival window: nothing to add on, nothing to drop off.
    const onSite = isOnSiteService(main);
    if (onSite && services.length > 1) return jsonError(400, SITE_MESSAGES.addOnsNotWanted);
    if (onSite && visit === "drop-off") return jsonError(400, SITE_MESSAGES.dropOffNotWanted);
    if (!onSite && visit === "on-site")
      return jsonError(400, "Only farm, OTR, mining and industrial tire service are done on site.");

    const availability = await getAvailability(location, date, visitShape(visit as VisitKind, services));
    return Response.json(
      {
        success: true,
        availableSlots: availability.slots,
        source: availability.source,
        ...(availability.degraded ? { degraded: true } : {}),
      },
      { headers: NO_STORE },
    );
  },
});
