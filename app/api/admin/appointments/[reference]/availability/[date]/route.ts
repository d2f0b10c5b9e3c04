import { routeHandlers } from "@/lib/api/route-handler";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError } from "@/lib/http/responses";
import { findForStaff, NOT_FOUND_MESSAGE, slotsForMove } from "@/lib/appointments/lifecycle";
import { requireStaff } from "@/lib/auth/require-staff";
import { isValidDate } from "@/lib/core/wall-clock";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Start times an appointment could move to on a date, for the staff board's Move panel: the
   * same answer as /api/appointments/{reference}/availability/{date} with the store's token, for a
   * signed-in member of the appointment's store (another store's: 404).
   */
  async GET(
    request: Request,
    { params }: RouteContext<"/api/admin/appointments/[reference]/availability/[date]">,
  ) {
    const limited = await rateLimit(request, "availability", 120, 60_000);
    if (limited) return limited;
    const member = await requireStaff("Staff.Store");
    const { reference, date } = await params;
    if (!isValidDate(date)) return jsonError(400, "Please choose a valid date (YYYY-MM-DD).");
    const found = await findForStaff(reference, member);
    if (!found) return jsonError(404, NOT_FOUND_MESSAGE);
    const { slots, source, degraded } = await slotsForMove(found.appointment, found.location, date);
    return Response.json(
      { success: true, availableSlots: slots, source, ...(degraded ? { degraded: true } : {}) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
