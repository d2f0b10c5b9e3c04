// JavaScript each route makes the browser download: the <script src> files of its server-rendered
// HTML, gzipped. Next.js 16 no longer prints per-route sizes, so they are measured from the HTML,
// and beside the floor app's (scripts/bench/floor-app.mjs), measured the same way in the same run.
import { constants, gzipSync } from "node:zlib";
import { restoreStartupScripts } from "../defer-startup-scripts.mjs";
import { code, conditions, int, kb, left, right, table } from "./markdown.mjs";

const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;
const gzipSize = (buffer) => gzipSync(buffer, { level: GZIP_LEVEL }).length;

const decodeEntities = (text) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The page-weight target: tire size and product pages against the floor app's JavaScript. */
export const FLOOR_JS_TARGET = 1.15;
const TARGET_PAGES = /^\/tires\/(size|details)\//;

/**
 * `routes` of the site at `baseUrl`, and the floor app's `/` at `floorUrl` by the same method: the
 * floor is what a bare App Router page with one client island costs with our Next.js.
 */
export async function measureJs({ baseUrl, routes, floorUrl, log }) {
  const files = new Map();
  const fetchScript = async (url) => {
    if (!files.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const buffer = Buffer.from(await response.arrayBuffer());
      files.set(url, { raw: buffer.length, gzip: gzipSize(buffer) });
    }
    return files.get(url);
  };

  const results = [];
  for (const path of routes) {
    const result = await measurePage(baseUrl, path, fetchScript);
    results.push(result);
    log(`js ${path}: ${result.files} files, ${result.gzip} B gzip`);
  }
  const uniqueFiles = files.size;
  const floor = await measurePage(floorUrl, "/", fetchScript);
  log(`js floor app /: ${floor.files} files, ${floor.gzip} B gzip`);
  const smallest = results.reduce((min, r) => (r.gzip < min.gzip ? r : min));
  const largest = results.reduce((max, r) => (r.gzip > max.gzip ? r : max));
  const targeted = results.filter((r) => TARGET_PAGES.test(r.path));
  const worst = targeted.length ? targeted.reduce((max, r) => (r.gzip > max.gzip ? r : max)) : null;
  return { results, floor, smallest, largest, worst, uniqueFiles };
}

async function measurePage(baseUrl, path, fetchScript) {
  const response = await fetch(baseUrl + path);
  // A prerendered page lists its startup scripts in the loader that adds them after the first
  // paint (scripts/defer-startup-scripts.mjs): read them back as the tags they replace.
  const html = restoreStartupScripts(await response.text());
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  // nomodule scripts (Next.js's legacy polyfills) are skipped by every browser that runs modules,
  // so they are counted apart from the total.
  const tags = [...html.matchAll(/<script\b([^>]*?)\bsrc="([^"]+)"([^>]*)>/g)].map((m) => ({
    url: new URL(decodeEntities(m[2]), baseUrl).href,
    nomodule: /\bnomodule\b/i.test(m[1] + m[3]),
  }));
  const sources = [...new Set(tags.filter((t) => !t.nomodule).map((t) => t.url))];
  const legacy = [...new Set(tags.filter((t) => t.nomodule).map((t) => t.url))];
  let raw = 0;
  let gzip = 0;
  for (const url of sources) {
    const size = await fetchScript(url);
    raw += size.raw;
    gzip += size.gzip;
  }
  let nomoduleGzip = 0;
  for (const url of legacy) nomoduleGzip += (await fetchScript(url)).gzip;
  // Inline scripts (mostly the React Server Components payload) are part of the HTML, not of the
  // script files; shown for context, not counted in the total.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("");
  return {
    path,
    files: sources.length,
    raw,
    gzip,
    nomoduleGzip,
    inlineGzip: gzipSize(Buffer.from(inline)),
  };
}

const ratio = (r, floor) => `${(r.gzip / floor.gzip).toFixed(2)}×`;

/** The target line: the heaviest size or product page against FLOOR_JS_TARGET × the floor. */
export function jsTargetLine({ floor, worst }) {
  const target = `Tire size and product pages at most ${FLOOR_JS_TARGET}× the floor's JavaScript`;
  if (!worst) return `${target}: no such page measured`;
  const met = worst.gzip <= FLOOR_JS_TARGET * floor.gzip;
  return `${target}: the heaviest, ${code(worst.path)}, ships ${kb(worst.gzip)}, ${ratio(worst, floor)} (${met ? "met" : "missed"})`;
}

export function jsReport(
  { results, floor, smallest, largest, worst, uniqueFiles },
  { serverLabel, floorLabel },
) {
  const rows = results.map((r) => [
    code(r.path),
    r.files,
    int(r.raw),
    int(r.gzip),
    kb(r.gzip),
    ratio(r, floor),
    ratio(r, smallest),
    int(r.nomoduleGzip),
    int(r.inlineGzip),
  ]);
  return [
    "## JavaScript per route",
    "",
    conditions([
      ["Server", serverLabel],
      [
        "Method",
        "every `<script src>` in the route's HTML and every script its startup loader adds (deduplicated), fetched and summed; one fetch per route (N = 1, sizes are deterministic). " +
          "`nomodule` scripts (legacy polyfills, which browsers with module support neither download nor run) and inline scripts are shown apart, not in the total",
      ],
      ["Compression", `Node.js zlib gzip, level ${GZIP_LEVEL} (best), each file on its own`],
      [
        "Framework floor",
        `${floorLabel}: its \`/\` ships ${int(floor.gzip)} B (${kb(floor.gzip)}) gzip in ${floor.files} files, measured the same way; "× floor" is each route's total over it`,
      ],
      [
        "Smallest route",
        `${code(smallest.path)} with ${kb(smallest.gzip)} gzip (${ratio(smallest, floor)} floor); "× smallest" is each route's total over it`,
      ],
      [
        "Largest route",
        `${code(largest.path)} with ${kb(largest.gzip)} gzip (${ratio(largest, floor)} floor)`,
      ],
      ["Distinct script files over all routes", uniqueFiles],
    ]),
    "",
    `**Target:** ${jsTargetLine({ floor, worst })}.`,
    "",
    table(
      [
        left("Route"),
        right("Files"),
        right("Raw bytes"),
        right("Gzip bytes"),
        right("Gzip"),
        right("× floor"),
        right("× smallest"),
        right("nomodule, gzip bytes (not in total)"),
        right("Inline scripts, gzip bytes (not in total)"),
      ],
      rows,
    ),
  ].join("\n");
}
