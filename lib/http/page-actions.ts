import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The build's list of Server Actions and the pages that hold each (written by `next build`). */
export const ACTION_MANIFEST_FILE = join("server", "server-reference-manifest.json");

interface ActionManifest {
  node?: Record<string, { workers?: Record<string, unknown> }>;
}

/** Each action id, with the paths of the pages that hold it. */
export type ActionPages = ReadonlyMap<string, readonly RegExp[]>;

let cached: ActionPages | null | undefined;

/**
 * The paths a page of the app folder answers, from its name in the manifest
 * (`app/(staff)/admin/quotes/[reference]/page`): route groups and slots take no part of the path, a
 * dynamic segment matches one segment, a catch-all any number.
 */
export function pagePathPattern(page: string): RegExp {
  const segments = page
    .replace(/^app\//, "")
    .replace(/\/?page$/, "")
    .split("/")
    .filter((s) => s !== "" && !/^\(.*\)$/.test(s) && !s.startsWith("@"));
  const pattern = segments
    .map((s) => {
      if (/^\[\[\.\.\..+\]\]$/.test(s)) return "(?:/[^?]*)?";
      if (/^\[\.\.\..+\]$/.test(s)) return "/[^?]+";
      if (/^\[.+\]$/.test(s)) return "/[^/]+";
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${pattern || "/"}$`);
}

/** Reads the manifest's actions and their pages; null where there is none (development). */
export function readActionPages(file: string): ActionPages | null {
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as ActionManifest;
  const pages = new Map<string, RegExp[]>();
  for (const [id, action] of Object.entries(manifest.node ?? {}))
    pages.set(id, Object.keys(action.workers ?? {}).map(pagePathPattern));
  return pages;
}

/** The build's actions and their pages, read once; none in development, where pages compile as asked. */
function actionPages(): ActionPages | null {
  if (cached !== undefined) return cached;
  if (process.env.NODE_ENV !== "production") return null;
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  try {
    cached = readActionPages(join(process.cwd(), distDir, ACTION_MANIFEST_FILE));
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * Whether a Server Action named in a request's Next-Action header belongs to another page than the
 * one it was posted to. Next.js would forward such a request to a page that holds the action, as a
 * second request to this server; our pages never post an action anywhere but to their own address,
 * so only a made-up request does that, and it is refused (lib/http/page-posts.ts). An action the
 * build does not know is left to Next.js, which answers it itself (409, from an older deployment).
 */
export function actionOfAnotherPage(
  actionId: string,
  pathname: string,
  pages: ActionPages | null = actionPages(),
): boolean {
  const paths = pages?.get(actionId);
  return paths !== undefined && !paths.some((path) => path.test(pathname));
}
