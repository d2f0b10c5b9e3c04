import { NextResponse, type NextRequest } from "next/server";
import { sizeAddressRedirect } from "@/lib/tires/size-address";
import { pathWasTidied } from "./request-marks";

/** Older links and printed material use these paths for the store locator. */
export const SITE_REDIRECTS: Readonly<Record<string, string>> = {
  "/find-us": "/locations",
  "/findus": "/locations",
};

/**
 * Our permanent redirects, made in proxy.ts rather than next.config.ts: Next.js sends its own
 * redirects (next.config.ts `redirects()`, the trailing slash, `//`) without the headers of
 * `headers()`, so they carried no security headers; a proxy.ts response does. One hop for all
 * of them: `//find-us/` goes straight to /locations. The query string is kept.
 */
export function siteRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  // A size page's address as the sidewall writes the size (lib/tires/size-address.ts).
  const size = sizeAddressRedirect(trimmed);
  const target = size?.path ?? SITE_REDIRECTS[trimmed.toLowerCase()] ?? trimmed;
  if (target === pathname && !pathWasTidied(request)) return null;
  const query = new URLSearchParams(request.nextUrl.search);
  for (const [key, value] of size?.query ?? []) if (!query.has(key)) query.set(key, value);
  const search = size?.query.length ? `?${query.toString()}` : request.nextUrl.search;
  // A plain URL: NextURL would put the trailing slash it was read with back on.
  return NextResponse.redirect(new URL(`${target}${search}`, request.url), 308);
}
