import { jsonError } from "@/lib/http/responses";

/** The host the client addressed: what the proxy in front saw, else the Host header, else the URL's. */
function requestHost(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || request.headers.get("host") || new URL(request.url).host).toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Staff requests that change data are answered only when they come from our own pages or from a
 * script: a browser sends Sec-Fetch-Site and Origin with every POST and PUT, and a page on
 * another site (which the browser would send the staff password from) is refused with 403.
 * Requests without either header (curl, an automated feed) pass; the password still applies.
 * Only the host is compared, since TLS usually ends at the proxy in front of the server.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const foreign =
    (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") ||
    (origin !== null && originHost(origin) !== requestHost(request));
  return foreign ? jsonError(403, "This request came from another site and was refused.") : null;
}
