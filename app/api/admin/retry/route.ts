import { z } from "zod";
import { processCalendarQueue, WRITE_FAILED_INCIDENT } from "@/lib/appointments/calendar-sync";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError, parseInput } from "@/lib/http/responses";
import { crossSiteRefusal } from "@/lib/api/write-guard";
import { requireStaff } from "@/lib/auth/require-staff";
import { getDatabase } from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { routeHandlers } from "@/lib/api/route-handler";

const retrySchema = z.object({
  kind: z.enum(["mail", "calendar"], { error: "Say what to retry: mail or calendar." }),
  id: z.number({ error: "Give the id of the item to retry." }).int().positive(),
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * An operator's Retry for an e-mail or calendar write that failed for good: it becomes due now
   * with fresh attempts, and a pass starts after the response.
   */
  async POST(request: Request) {
    const refused = crossSiteRefusal(request);
    if (refused) return refused;
    await requireStaff("Staff.Operator");
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const parsed = parseInput(retrySchema, read.body);
    if (!parsed.ok) return parsed.response;
    const { kind, id } = parsed.data;
    const db = await getDatabase();
    const now = Date.now();
    const retried = kind === "mail" ? await db.retryMail(id, now) : await db.retryCalendarWrite(id, now);
    if (!retried) return jsonError(404, "Nothing to retry: it was already retried, or it has not failed.");
    if (kind === "calendar") {
      if ((await db.queueHealth(now)).calendarFailed === 0)
        await db.closeIncident(WRITE_FAILED_INCIDENT, now);
      afterResponse(processCalendarQueue);
    }
    afterResponse(processOutbox);
    return Response.json({ success: true, message: "Queued to try again now." });
  },
});
