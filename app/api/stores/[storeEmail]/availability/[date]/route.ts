import { findLocationByEmail } from "@/data/locations";
import { getAvailability } from "@/lib/appointments/availability";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError } from "@/lib/api/responses";
import { findSchedulerService } from "@/lib/scheduling/services";
import { isValidDate } from "@/lib/scheduling/zoned-time";

const NO_STORE = { "Cache-Control": "no-store" };
const DEFAULT_DURATION = 30;

/**
 * A store's start times for a date. `?service=` (or `?duration=` in minutes) sizes the slots to
 * that service; without it they are 30-minute slots.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<"/api/stores/[storeEmail]/availability/[date]">,
) {
  // Each answer may read a store calendar in Microsoft 365: generous for people, not for scrapers.
  const limited = await rateLimit(request, "availability", 120, 60_000);
  if (limited) return limited;
  const { storeEmail, date } = await params;
  const location = findLocationByEmail(storeEmail);
  if (!location || !location.bookable) return jsonError(404, "Unknown store.");
  if (!isValidDate(date)) return jsonError(400, "Please choose a valid date (YYYY-MM-DD).");

  const query = new URL(request.url).searchParams;
  let duration = DEFAULT_DURATION;
  const serviceName = query.get("service");
  if (serviceName) {
    const service = findSchedulerService(serviceName);
    if (!service) return jsonError(400, "Unknown service.");
    duration = service.durationMinutes;
  } else if (query.has("duration")) {
    duration = Number(query.get("duration"));
    if (!Number.isInteger(duration) || duration < 15 || duration > 480)
      return jsonError(400, "Duration must be 15 to 480 minutes.");
  }

  const availability = await getAvailability(location, date, duration);
  return Response.json(
    {
      success: true,
      availableSlots: availability.slots,
      source: availability.source,
      ...(availability.degraded ? { degraded: true } : {}),
    },
    { headers: NO_STORE },
  );
}
