import { findLocationByEmail } from "@/data/locations";
import { requireStatusViewer } from "@/lib/auth/require-staff";
import { jsonError } from "@/lib/http/responses";
import { getCalendarProvider } from "@/lib/calendar";
import { routeHandlers } from "@/lib/api/route-handler";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /** Reads one store mailbox's calendar and says what happened, with a suggestion on failure. */
  async GET(request: Request) {
    await requireStatusViewer();
    const email = new URL(request.url).searchParams.get("locationEmail") ?? "";
    const location = findLocationByEmail(email);
    if (!email) return jsonError(400, "Add ?locationEmail= with a store mailbox address.");
    if (!location || !location.bookable)
      return jsonError(404, "That address is not one of our store mailboxes.");
    return Response.json(await getCalendarProvider().testCalendar(location.email), {
      headers: { "Cache-Control": "no-store" },
    });
  },
});
