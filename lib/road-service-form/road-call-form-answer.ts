import "server-only";
import { createHash } from "node:crypto";
import { formRateLimit } from "@/lib/forms/action-request";
import { isBot, textsOf } from "@/lib/forms/form-values";
import { fileRoadCall } from "@/lib/road-calls/file-road-call";
import {
  ROAD_CALL_FIELDS,
  ROAD_CALL_MESSAGES,
  readRoadCall,
  type RoadCallProblems,
  type RoadCallRequest,
  type RoadCallValues,
} from "@/lib/road-service/road-call-request";

/** What the request form shows after the server answered a post of it that filed nothing. */
export interface RoadCallFormState {
  values: RoadCallValues;
  problems: RoadCallProblems;
  error: string | null;
}

export type RoadCallFormAnswer = { state: RoadCallFormState } | { filed: string };

export const ROAD_CALL_REFUSED = "Your request could not be sent. Please call our 24/7 line.";
/** Posts per client and ten minutes: a stranded driver retries a few times; a script is stopped. */
export const ROAD_CALL_LIMIT = 6;
export const ROAD_CALL_WINDOW_MS = 10 * 60_000;

/**
 * The same request posted twice within a few minutes (a double tap, a retry on a weak signal) is
 * one call: its words and the ten-minute window make the key.
 */
export function contentKey(request: RoadCallRequest, now: number): string {
  const digest = createHash("sha256").update(JSON.stringify(request)).digest("base64url");
  return `form:${digest}:${Math.floor(now / ROAD_CALL_WINDOW_MS)}`;
}

/**
 * The road-service form as posted to its server action (with or without JavaScript): the limit,
 * the bot check, the same reading as POST /api/road-calls, then the call filed and the driver sent
 * to its status page, or the form again with the problems beside the fields.
 */
export async function answerRoadCallForm(
  form: FormData,
  request: Request,
  now = Date.now(),
): Promise<RoadCallFormAnswer> {
  const values = textsOf(form, ROAD_CALL_FIELDS);
  const refused = (error: string, problems: RoadCallProblems = {}) => ({
    state: { values, problems, error },
  });
  const limited = await formRateLimit(request, "road-call", ROAD_CALL_LIMIT, ROAD_CALL_WINDOW_MS);
  if (limited) return refused(limited);
  if (isBot(form)) return refused(ROAD_CALL_REFUSED);
  const read = readRoadCall(values);
  if (!read.ok) return refused(ROAD_CALL_MESSAGES.fix, read.problems);
  const filed = await fileRoadCall(read.request, contentKey(read.request, now), now);
  return { filed: filed.statusPath };
}
