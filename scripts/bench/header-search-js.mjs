// What the header search box costs a page in JavaScript before anyone opens it: the gzip total of
// each route's startup scripts (measured as js-size.mjs does) in a build with the box, minus the
// same in a build without it, plus the code and index it fetches only when the box is first used.
//
//   NEXT_DIST_DIR=.next-search npm run build
//   (build again without <HeaderSearch /> in components/layout/site-header.tsx, into .next-nosearch)
//   node scripts/bench/header-search-js.mjs --dist .next-search --baseline .next-nosearch
import { gzipSync, constants } from "node:zlib";
import { parseArgs } from "node:util";
import { restoreStartupScripts } from "../defer-startup-scripts.mjs";
import { measureJs } from "./js-size.mjs";
import { code, conditions, int, kb, left, right, table } from "./markdown.mjs";
import { installCleanupHandlers } from "./processes.mjs";
import { buildInfo, startNext } from "./servers.mjs";

/** The budget the header box must stay within before it is opened. */
export const HEADER_SEARCH_BUDGET = 5 * 1024;
const ROUTES = ["/", "/about", "/tires", "/commercial-tires", "/locations", "/tires/size/225-65r17"];
/** A string only the lazily loaded suggestion code contains. */
const LAZY_MARKER = "/search-suggestions.json";

const gzipSize = (buffer) => gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;

/** The scripts a page starts with, as URLs. */
async function startupScripts(baseUrl, path) {
  const html = restoreStartupScripts(await (await fetch(baseUrl + path)).text());
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => new URL(m[1], baseUrl).href);
}

/** The chunk that holds the suggestion code: listed in no page's HTML, found through the build manifest. */
async function lazyChunk(baseUrl, scripts) {
  for (const url of scripts) {
    const text = await (await fetch(url)).text();
    // The header's chunk names the lazy chunk it imports; the lazy chunk itself holds the marker.
    for (const match of text.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) {
      const candidate = new URL(`/_next/${match[1]}`, baseUrl).href;
      const body = await (await fetch(candidate)).text();
      if (body.includes(LAZY_MARKER)) return { url: candidate, gzip: gzipSize(Buffer.from(body)) };
    }
  }
  return null;
}

export async function measureHeaderSearchJs({ dist, baseline, log }) {
  const withBox = await startNext({ dist, label: "with-search" });
  const without = await startNext({ dist: baseline, label: "without-search" });
  try {
    const [a, b] = [
      await measureJs({ baseUrl: withBox.url, routes: ROUTES, log }),
      await measureJs({ baseUrl: without.url, routes: ROUTES, log }),
    ];
    const rows = ROUTES.map((path, i) => ({
      path,
      with: a.results[i].gzip,
      without: b.results[i].gzip,
      added: a.results[i].gzip - b.results[i].gzip,
    }));
    const scripts = await startupScripts(withBox.url, "/");
    const lazy = await lazyChunk(withBox.url, scripts);
    const lazyInPage = lazy ? scripts.includes(lazy.url) : null;
    const index = Buffer.from(await (await fetch(`${withBox.url}/search-suggestions.json`)).arrayBuffer());
    return { rows, lazy, lazyInPage, index: { raw: index.length, gzip: gzipSize(index) } };
  } finally {
    await withBox.stop();
    await without.stop();
  }
}

export function headerSearchJsReport({ rows, lazy, lazyInPage, index }, { dist, baseline }) {
  const worst = rows.reduce((max, r) => (r.added > max.added ? r : max));
  return [
    "## Header search: JavaScript before it is opened",
    "",
    conditions([
      [
        "Builds",
        `${code(dist + "/")} (with the box) against ${code(baseline + "/")} (the same code without it)`,
      ],
      [
        "Method",
        "each route's startup scripts, gzip level 9 per file, summed (as in the JavaScript per route table)",
      ],
      ["Budget", `${kb(HEADER_SEARCH_BUDGET)} gzip added to a page before the box is opened`],
      [
        "Most added",
        `${kb(worst.added)} on ${code(worst.path)} (${worst.added <= HEADER_SEARCH_BUDGET ? "within" : "over"} budget)`,
      ],
      [
        "Loaded on first use",
        lazy
          ? `suggestion code ${kb(lazy.gzip)} gzip (${lazyInPage ? "wrongly among" : "not among"} the startup scripts), index ${kb(index.gzip)} gzip (${int(index.raw)} bytes raw)`
          : "suggestion chunk not found",
      ],
    ]),
    "",
    table(
      [
        left("Route"),
        right("With box, gzip bytes"),
        right("Without, gzip bytes"),
        right("Added, gzip bytes"),
      ],
      rows.map((r) => [code(r.path), int(r.with), int(r.without), int(r.added)]),
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dist: { type: "string", default: ".next" }, baseline: { type: "string" } },
  });
  if (!values.baseline || !buildInfo(values.dist) || !buildInfo(values.baseline)) {
    console.error(
      "Usage: node scripts/bench/header-search-js.mjs --dist DIR --baseline DIR (two production builds)",
    );
    process.exit(2);
  }
  installCleanupHandlers();
  const log = (message) => process.stderr.write(`[bench] ${message}\n`);
  const result = await measureHeaderSearchJs({ dist: values.dist, baseline: values.baseline, log });
  console.log(headerSearchJsReport(result, values));
  process.exit(result.rows.every((r) => r.added <= HEADER_SEARCH_BUDGET) && !result.lazyInPage ? 0 : 1);
}
