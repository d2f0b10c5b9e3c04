import { jsonError } from "./responses";

interface Window {
  count: number;
  resetAt: number;
}

const buckets = new Map<string, Window>();

/**
 * The caller's address. Each proxy appends the address it saw to X-Forwarded-For (Next.js itself
 * fills it with the socket's address when it is absent), so only the last TRUSTED_PROXY_COUNT
 * entries were written by machines we run; anything before them is whatever the client sent.
 * The default of 1 fits the usual single TLS-terminating proxy in front of `next start`.
 */
export function clientAddress(request: Request, trustedProxies = trustedProxyCount()): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chosen = hops[Math.max(0, hops.length - trustedProxies)];
  return chosen || request.headers.get("x-real-ip")?.trim() || "local";
}

function trustedProxyCount(): number {
  const value = Number(process.env.TRUSTED_PROXY_COUNT || 1);
  return Number.isInteger(value) && value >= 1 ? value : 1;
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
