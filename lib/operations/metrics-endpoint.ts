import "server-only";
import { timingSafeEqual } from "node:crypto";
import { requireStaff, signInMode } from "@/lib/auth/require-staff";
import { jsonError } from "@/lib/http/responses";
import { settings } from "@/lib/settings";
import { metrics } from "./metrics";

export const METRICS_OFF_MESSAGE =
  "Metrics need a token or a staff sign-in: set METRICS_TOKEN, or set up staff sign-in (see the README).";

/**
 * /api/metrics is never public: a scraper sends `Authorization: Bearer <METRICS_TOKEN>`; otherwise
 * it takes an operator signed in as for the status pages. With neither set up it is refused.
 */
export async function metricsResponse(request: Request): Promise<Response> {
  const { metricsToken } = settings();
  if (!(metricsToken && bearerMatches(request.headers.get("authorization"), metricsToken))) {
    if (signInMode() === "off") return jsonError(403, METRICS_OFF_MESSAGE);
    await requireStaff("Staff.Operator");
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}

function bearerMatches(authorization: string | null, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
