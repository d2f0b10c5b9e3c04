import { rateLimit } from "@/lib/api/rate-limit";
import { routeHandlers } from "@/lib/api/route-handler";
import { absoluteUrl } from "@/lib/appointments/presentation";
import { readJsonBody } from "@/lib/http/request-body";
import { jsonError } from "@/lib/http/responses";
import { fileRoadCall } from "@/lib/road-calls/file-road-call";
import { ROAD_CALL_MESSAGES, readRoadCall } from "@/lib/road-service/road-call-request";
import {
  ROAD_CALL_LIMIT,
  ROAD_CALL_REFUSED,
  ROAD_CALL_WINDOW_MS,
  contentKey,
} from "@/lib/road-service-form/road-call-form-answer";
import { publicRoadCall, roadCallValuesOf } from "@/lib/road-service-form/road-call-json";

const KEY = /^[\w.:-]{8,100}$/;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({
  /**
   * Files a breakdown call (the form's fields as JSON). 201 with the call and its signed status
   * address; 200 with the same call for a repeat (the same Idempotency-Key header, or the same
   * request within ten minutes); 400 with `problems` by field.
   */
  async POST(request: Request) {
    const limited = await rateLimit(request, "road-call", ROAD_CALL_LIMIT, ROAD_CALL_WINDOW_MS);
    if (limited) return limited;
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    if (typeof read.body.website === "string" && read.body.website.trim() !== "")
      return jsonError(400, ROAD_CALL_REFUSED);
    const key = request.headers.get("idempotency-key");
    if (key !== null && !KEY.test(key))
      return jsonError(
        400,
        "The Idempotency-Key header must be 8 to 100 letters, digits, dots, colons or dashes.",
      );
    const parsed = readRoadCall(roadCallValuesOf(read.body));
    if (!parsed.ok) return jsonError(400, ROAD_CALL_MESSAGES.fix, { problems: parsed.problems });
    const now = Date.now();
    const filed = await fileRoadCall(
      parsed.request,
      key ? `api:${key}` : contentKey(parsed.request, now),
      now,
    );
    return Response.json(
      { success: true, call: publicRoadCall(filed.call), statusUrl: absoluteUrl(filed.statusPath) },
      { status: filed.outcome === "filed" ? 201 : 200, headers: { "Cache-Control": "no-store" } },
    );
  },
});
