import { slotsForMove } from "@/lib/appointments/lifecycle";
import { linkAccess, linkRefusal } from "@/lib/appointments/link-access";
import { outcomeResponse } from "@/lib/http/outcome-response";
import { appointmentAccessSchema } from "@/lib/appointment-actions/params";
import { rateLimit } from "@/lib/api/rate-limit";
import { jsonError, parseInput } from "@/lib/http/responses";
import { isValidDate } from "@/lib/core/wall-clock";
import { z } from "zod";
import { routeHandlers } from "@/lib/api/route-handler";

/** Audiences that may look for a new time: the customer (manage page) or the store (action page). */
const audience = z.enum(["customer", "store"]).catch("customer");

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Start times this appointment could move to on a date: its store, its service's length, the same
   * rules as booking, and its own current time counted as free. `?token=` (and `&as=store` for the
   * store's token).
   */
  async GET(request: Request, { params }: RouteContext<"/api/appointments/[reference]/availability/[date]">) {
    const limited = await rateLimit(request, "availability", 120, 60_000);
    if (limited) return limited;
    const { reference, date } = await params;
    const query = new URL(request.url).searchParams;
    const parsed = parseInput(appointmentAccessSchema, { reference, token: query.get("token") ?? "" });
    if (!parsed.ok) return parsed.response;
    if (!isValidDate(date)) return jsonError(400, "Please choose a valid date (YYYY-MM-DD).");
    const found = await linkAccess(parsed.data.reference, parsed.data.token, audience.parse(query.get("as")));
    if (!found.ok) return outcomeResponse(linkRefusal(found), { "Cache-Control": "no-store" });
    const { slots, source, degraded } = await slotsForMove(found.appointment, found.location, date);
    return Response.json(
      { success: true, availableSlots: slots, source, ...(degraded ? { degraded: true } : {}) },
      { headers: { "Cache-Control": "no-store" } },
    );
  },
});
