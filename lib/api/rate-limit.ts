import "server-only";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/settings";
import { clientAddress, clientLimitKey } from "@/lib/http/client-address";
import { jsonError } from "@/lib/http/responses";
import { metrics } from "@/lib/operations/metrics";

export { clientAddress } from "@/lib/http/client-address";

interface Window {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Window>();

/**
 * Fixed-window limit per client (lib/http/client-address.ts) and action. Returns a 429 with
 * Retry-After when the client is over the limit, else null. Limits are generous for people and
 * tight for scripts; RATE_LIMIT_MULTIPLIER scales them (e.g. for load tests). With DATABASE_URL
 * set, several instances serve the same clients, so the count is kept in PostgreSQL and shared by
 * all of them; otherwise (one process on SQLite) it is kept in memory. If the shared count cannot
 * be read, the request is let through on the in-memory count rather than refused.
 */
export async function rateLimit(
  request: Request,
  action: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<Response | null> {
  const { rateLimitMultiplier, databaseUrl } = settings();
  const scaled = Math.max(1, Math.round(limit * rateLimitMultiplier));
  const key = `${action}|${clientLimitKey(clientAddress(request))}`;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const resetAt = windowStart + windowMs;
  let count = countInMemory(key, windowStart, resetAt, now);
  if (databaseUrl) {
    try {
      count = await (await getDatabase()).countHit(key, windowStart, resetAt);
    } catch (error) {
      console.warn(
        "Shared rate limit unavailable; counting in memory.",
        error instanceof Error ? error.message : error,
      );
    }
  }
  if (count <= scaled) return null;
  metrics().rateLimited.inc({ action });
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const response = jsonError(429, "Too many requests. Please wait a moment and try again.");
  response.headers.set("Retry-After", String(retryAfter));
  return response;
}

function countInMemory(key: string, windowStart: number, resetAt: number, now: number): number {
  let window = buckets.get(key);
  if (!window || window.resetAt <= now || window.resetAt !== resetAt) {
    window = { count: 0, resetAt };
    buckets.set(key, window);
    if (buckets.size > 10_000) for (const [k, w] of buckets) if (w.resetAt <= now) buckets.delete(k);
  }
  void windowStart;
  return ++window.count;
}
