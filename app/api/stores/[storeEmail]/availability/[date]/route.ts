import { findLocationByEmail } from "@/data/locations";
import { getAvailability } from "@/lib/appointments/availability";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError } from "@/lib/http/responses";
import { readVisitQuery } from "@/lib/scheduling/visit-query";
import { isValidDate } from "@/lib/core/wall-clock";
import { routeHandlers } from "@/lib/api/route-handler";

const NO_STORE = { "Cache-Control": "no-store" };

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

    const asked = readVisitQuery(location, new URL(request.url).searchParams);
    if (!asked.ok) return jsonError(400, asked.message);

    const availability = await getAvailability(location, date, asked.visit);
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
