import { findLocationByEmail } from "@/data/locations";
import { getAvailabilityDays, MAX_RANGE_DAYS, storeToday } from "@/lib/appointments/availability";
import { rateLimit } from "@/lib/api/rate-limit";
import { routeHandlers } from "@/lib/api/route-handler";
import { isValidDate } from "@/lib/core/wall-clock";
import { jsonError } from "@/lib/http/responses";
import { readVisitQuery } from "@/lib/scheduling/visit-query";

const NO_STORE = { "Cache-Control": "no-store" };

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * A store's days for a visit, one answer for a range: each day open (with how many start times
   * are free and the first), full, or closed (with the holiday's name). `?from=` (YYYY-MM-DD, the
   * store's today by default) and `?days=` (1 to 31, 31 by default: the booking window); the visit
   * is asked as for one day (`?service=`, `?addOns=`, `?visit=`). The scheduler's day list reads
   * this instead of one request per day.
   */
  async GET(request: Request, { params }: RouteContext<"/api/stores/[storeEmail]/availability">) {
    // One range reads the calendar once, like one day: it shares the one-day answer's allowance.
    const limited = await rateLimit(request, "availability", 120, 60_000);
    if (limited) return limited;
    const { storeEmail } = await params;
    const location = findLocationByEmail(storeEmail);
    if (!location || !location.bookable) return jsonError(404, "Unknown store.");

    const query = new URL(request.url).searchParams;
    const from = query.get("from") ?? storeToday(location);
    if (!isValidDate(from)) return jsonError(400, "Please choose a valid start date (YYYY-MM-DD).");
    const days = query.has("days") ? Number(query.get("days")) : MAX_RANGE_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > MAX_RANGE_DAYS)
      return jsonError(400, `Days must be a whole number from 1 to ${MAX_RANGE_DAYS}.`);
    const asked = readVisitQuery(location, query);
    if (!asked.ok) return jsonError(400, asked.message);

    const range = await getAvailabilityDays(location, from, days, asked.visit);
    return Response.json(
      {
        success: true,
        from,
        days: range.days,
        source: range.source,
        ...(range.degraded ? { degraded: true } : {}),
      },
      { headers: NO_STORE },
    );
  },
});
