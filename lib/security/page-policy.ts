import { settings } from "@/lib/settings";
import { contentSecurityPolicy } from "./headers";
import { hashSourcesFor } from "./page-hashes";
import { LAYOUT_SCRIPT_SOURCES, newNonce } from "./script-sources";

export interface PagePolicy {
  policy: string;
  nonce: string;
}

/**
 * The Content-Security-Policy for a page at `pathname`: the layout's scripts and, when the page was
 * prerendered, its own by hash; a fresh nonce for whatever renders per request (a filtered size
 * page, a product page built on demand, the staff pages, an error page). No 'unsafe-inline'.
 */
export function pagePolicy(pathname: string): PagePolicy {
  const nonce = newNonce();
  const policy = contentSecurityPolicy({
    googleMaps: Boolean(settings().googleMapsApiKey),
    development: process.env.NODE_ENV === "development",
    inlineScripts: [...new Set([...LAYOUT_SCRIPT_SOURCES, ...hashSourcesFor(pathname)]), `'nonce-${nonce}'`],
  });
  return { policy, nonce };
}
