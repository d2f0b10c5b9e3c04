// With and without each step that edits the build's output, in the same run: the build served as
// `npm run build` leaves it, a copy whose prerendered pages load their startup scripts the way
// Next.js writes them (async tags in the head; scripts/defer-startup-scripts.mjs), and a copy whose
// startup chunks carry no V8 compile hint (scripts/compile-hints.mjs). Lighthouse goes round the
// three servers run by run, in a rotating order, so a machine that slows down mid-run weighs on
// all alike. Each copy gets its own script-policy hashes (scripts/csp-hashes.mjs), as a build would.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { COMPILE_HINT, startupChunks } from "../compile-hints.mjs";
import { writePageHashes } from "../csp-hashes.mjs";
import { restorePrerenderedPages } from "../defer-startup-scripts.mjs";
import { auditOnce, summarize } from "./lighthouse.mjs";
import { code, conditions, int, left, right, table } from "./markdown.mjs";
import { freePort } from "./processes.mjs";
import { ROOT, startNext } from "./servers.mjs";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A copy of the build in the project folder (Next.js reads its output from there). */
function copyBuild(distDir, prefix) {
  const dir = mkdtempSync(join(ROOT, prefix));
  // The route cache holds copies of pages served earlier: the copy must serve its own files.
  cpSync(distDir, dir, {
    recursive: true,
    filter: (source) => !/[\\/](cache|route-cache)$/.test(source),
  });
  return dir;
}

/** Takes the compile hint off every startup chunk of the build in `dir`; returns how many. */
function removeCompileHints(dir) {
  let removed = 0;
  for (const file of startupChunks(dir)) {
    const path = join(dir, file);
    const source = readFileSync(path, "utf8");
    if (!source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, source.slice(COMPILE_HINT.length));
    removed += 1;
  }
  return removed;
}

function variantBuilds(distDir) {
  const noDefer = copyBuild(distDir, ".next-no-defer-");
  const restored = restorePrerenderedPages(noDefer);
  writePageHashes(noDefer);
  const noHints = copyBuild(distDir, ".next-no-hints-");
  const unhinted = removeCompileHints(noHints);
  return { dirs: { "no-defer": noDefer, "no-hints": noHints }, restored, unhinted };
}

const VARIANTS = ["built", "no-defer", "no-hints"];

export async function measureLevers({ dist, distDir, routes, runs, log }) {
  const { dirs, restored, unhinted } = variantBuilds(distDir);
  log(`levers: ${restored} pages restored, ${unhinted} chunks without compile hints`);
  const servers = {};
  try {
    servers.built = await startNext({ dist, label: "built" });
    for (const [variant, dir] of Object.entries(dirs))
      servers[variant] = await startNext({ dist: basename(dir), label: variant });
    const port = await freePort();
    const rows = [];
    for (const path of routes) {
      const samples = Object.fromEntries(VARIANTS.map((variant) => [variant, []]));
      for (const variant of VARIANTS) await (await fetch(servers[variant].url + path)).arrayBuffer();
      for (let run = 0; run < runs; run++) {
        const order = VARIANTS.map((_, i) => VARIANTS[(i + run) % VARIANTS.length]);
        for (const variant of order) {
          try {
            const sample = summarize(await auditOnce(servers[variant].url + path, port));
            if (!sample.failure) samples[variant].push(sample);
            log(
              `levers ${path} ${variant} run ${run + 1}: performance ${sample.performance}, LCP ${int(sample.lcp)} ms, TBT ${int(sample.tbt)} ms`,
            );
          } catch (error) {
            log(
              `levers ${path} ${variant} run ${run + 1} failed: ${String(error.message ?? error).split("\n")[0]}`,
            );
          }
        }
      }
      rows.push({ path, ...samples });
    }
    return { rows, runs, restored, unhinted };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
}

const summary = (samples, key) => {
  if (samples.length === 0) return "–";
  const values = samples.map((s) => s[key]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return `${int(median(values))} (${int(low)}–${int(high)})`;
};

// What else was measured for first paint and kept or dropped. Not re-measured by every run (each
// needs its own build); the figures are from the side-by-side runs that decided.
const OTHER_LEVERS = `### Other levers for the first paint

Kept (in every build measured above):

- V8 compile hints on the startup scripts (\`scripts/compile-hints.mjs\`; measured again above, "no hints"): when it was added, the longest main-thread task after the first paint went from 165-245 ms to 55-75 ms at 4x CPU slowdown.
- Geist subset to the characters the site uses, preloaded, \`font-display: swap\` with a metric-matched fallback (no layout shift when it swaps).
- Prerendered HTML with server components; client code only for the interactive islands (JavaScript per route: see below).
- No Intl and no \`localeCompare\` while a page hydrates. The first Intl formatter or \`localeCompare\` a page calls loads the browser's locale, time-zone or collation data: 30-40 ms in desktop Chromium on this machine, four times that in Lighthouse's model. Store pages worked out "Open now" with \`Intl.DateTimeFormat\` and sorted holiday dates with \`localeCompare\`, the header sorted its store list with it, the contact and quote forms wrote "2,000" with \`toLocaleString\`, and the price islands used \`Intl.NumberFormat\`. US zone offsets now come from the daylight-saving rule (held to Intl for 2007-2045 by a test), sorts compare characters, numbers are written out. On \`/locations/norton-va\`, side by side with the build before each change, 3 alternating runs each at the default 4x: Performance 80-85 → 84-91 and median TBT 759 → 607 ms for the Intl change, then 79-90 → 87-96 and 669 → 372 ms for the collation change.
- Category grids in the page's HTML, not behind a Suspense fallback. Streamed, a category page painted "Loading mining tires..." first; React's inline script then moved the grid into place about 230 ms after the paint, one 31 ms style-and-layout pass of the whole page on this machine, and without JavaScript the grid never appeared.
- A product page's main picture written into its HTML as a data URI instead of fetched (with its dark-theme twin): LCP 1,520-1,537 ms → 1,302-1,316 ms on the product page below, 3 runs each, the picture still the largest paint.
- The startup-script loader adds one script per task: adding all nine at once was an 8-19 ms task right after the paint.

Tried and dropped:

- \`content-visibility: auto\` on the sections below the first screen and on the footer: Chromium skipped their style and layout until needed, and the first style and layout pass on \`/\` went from about 21 + 25 ms to 11 + 15 ms. But a full-page screenshot (Chromium's capture beyond the viewport, as Playwright and most audit tools take it) then shows those sections blank, so any tool that captures a page without scrolling it would record an empty page.
- Inlining the stylesheet (Next.js \`experimental.inlineCss\`): the gzipped HTML of \`/about\` grew from 21 KB to 62 KB, because the CSS is also carried in the page's RSC payload, and Performance fell to 73-93.
- Running the server at a lower CPU priority than the browser: no consistent change.
- Deferring only when the scripts run, not when they download: Lighthouse's LCP model keeps a script that finished downloading before the paint unless it sees the script's evaluation start after the paint, and it leaves tasks under 10 ms out of its graph, so small scripts would still count. The loader therefore starts the downloads themselves after the paint.`;

export function leversReport({ rows, runs, restored, unhinted }, { serverLabel }) {
  const columns = [
    ["performance", "Performance"],
    ["lcp", "LCP ms"],
    ["tbt", "TBT ms"],
  ];
  const labels = { built: "built", "no-defer": "no defer", "no-hints": "no hints" };
  return [
    "## With and without each post-build step",
    "",
    "Two steps edit what `next build` writes; each is kept only while it shows its gain here. LCP is Lighthouse's simulated slow-4G figure. It counts every script that has finished downloading before the page paints; on this machine the local server delivers them first almost every time, so without the deferred start the page pays for ~150 KiB of JavaScript the paint never needed. The compile hints show in TBT: without them V8 compiles the startup code on the main thread as it first runs.",
    "",
    conditions([
      ["Built", `${serverLabel}, as \`npm run build\` leaves it`],
      [
        "No defer",
        `a copy of the same build whose ${restored} prerendered pages load the startup scripts as Next.js writes them (\`<script async>\` in the head), on a second \`next start\``,
      ],
      [
        "No hints",
        `a copy of the same build whose ${unhinted} startup chunks carry no compile hint, on a third \`next start\``,
      ],
      [
        "Method",
        `Lighthouse as above, ${runs} run${runs === 1 ? "" : "s"} per route and variant, going round the three servers in a rotating order; median (range)`,
      ],
    ]),
    "",
    table(
      [
        left("Route"),
        ...columns.flatMap(([, name]) => VARIANTS.map((variant) => right(`${name} ${labels[variant]}`))),
      ],
      rows.map((r) => [
        code(r.path),
        ...columns.flatMap(([key]) => VARIANTS.map((variant) => summary(r[variant], key))),
      ]),
    ),
    "",
    OTHER_LEVERS,
  ].join("\n");
}
