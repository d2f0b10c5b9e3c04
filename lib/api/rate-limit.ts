import { jsonError } from "./responses";

interface Window {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Window>();

/** The caller's address as the proxy in front of us reports it. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}

/**
 * Fixed-window limit per client and action, kept in memory (per app process). Returns a 429
 * with Retry-After when the client is over the limit, else null. Limits are generous for people
 * and tight for scripts; RATE_LIMIT_MULTIPLIER scales them (e.g. for load tests).
 */
export function rateLimit(
  request: Request,
  action: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Response | null {
  const scaled = Math.max(1, Math.round(limit * Number(process.env.RATE_LIMIT_MULTIPLIER || 1)));
  const key = `${action}|${clientAddress(request)}`;
  let window = buckets.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    buckets.set(key, window);
    if (buckets.size > 10_000) for (const [k, w] of buckets) if (w.resetAt <= now) buckets.delete(k);
  }
  window.count++;
  if (window.count <= scaled) return null;
  const retryAfter = Math.ceil((window.resetAt - now) / 1000);
  const response = jsonError(429, "Too many requests. Please wait a moment and try again.");
  response.headers.set("Retry-After", String(retryAfter));
  return response;
}
