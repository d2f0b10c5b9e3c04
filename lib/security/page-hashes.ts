import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The inline scripts of every page Next.js prerendered, as CSP hash sources by path, written after
 * the build by scripts/csp-hashes.mjs. A prerendered page is the same file for every visitor, so its
 * inline scripts (the framework's page data and the startup loader) are allowed by their hashes,
 * and the page stays static. Pages rendered per request get a nonce instead (see proxy.ts).
 */
export const CSP_HASHES_FILE = "csp-hashes.json";

export interface PageHashes {
  /** Hash sources by path ("/", "/locations/bristol-tn"). */
  pages: Record<string, string[]>;
  /** The prerendered 404 and error pages, which may answer any path. */
  fallback: string[];
}

const EMPTY: PageHashes = { pages: {}, fallback: [] };
let cached: PageHashes | undefined;

/** The build's page hashes; none in development, where every page renders per request. */
export function pageHashes(distDir = process.env.NEXT_DIST_DIR || ".next"): PageHashes {
  if (cached) return cached;
  const file = join(process.cwd(), distDir, CSP_HASHES_FILE);
  cached = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageHashes) : EMPTY;
  return cached;
}

/**
 * The hash sources a response for `pathname` may need: its prerendered page's, or, for any other
 * path, those of the prerendered 404 and error pages that may answer it.
 */
export function hashSourcesFor(pathname: string, hashes: PageHashes = pageHashes()): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return hashes.pages[path] ?? hashes.fallback;
}
