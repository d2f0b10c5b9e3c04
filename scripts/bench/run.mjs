// npm run bench: measures the production build and prints a Markdown report (also written to
// docs/performance.md on a full run). See README.md, "Performance".
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { crashReport, measureCrash } from "./crash.mjs";
import { startFloorApp } from "./floor-app.mjs";
import { jsReport, jsTargetLine, measureJs } from "./js-size.mjs";
import { leversReport, measureLevers } from "./levers.mjs";
import { lighthouseReport, measureLighthouse } from "./lighthouse.mjs";
import { loadReport, measureLoad } from "./load.mjs";
import { describeMachine, loadAverage } from "./machine.mjs";
import { code, conditions, seconds } from "./markdown.mjs";
import { installCleanupHandlers } from "./processes.mjs";
import { raceReport, measureRace } from "./race.mjs";
import { measureSearch, searchReport } from "./search.mjs";
import { measureStock, stockReport } from "./stock.mjs";
import { measureScaleOut, scaleOutReport } from "./scale-out.mjs";
import { buildInfo, envFilesPresent, ROOT, startNext } from "./servers.mjs";
import { sitemapPagePaths, publicRoutePaths } from "./site.mjs";

const SECTIONS = ["lighthouse", "levers", "js", "load", "search", "stock", "race", "crash", "scale"];
const USAGE = `Usage: npm run bench -- [--quick] [--only ${SECTIONS.join(",")}] [--dist .next] [--out FILE]

  --quick        3 routes for Lighthouse, 3 s load runs, race with N = 50 only (for development)
  --only LIST    run only these measurements (comma-separated)
  --routes LIST  Lighthouse (and the before-and-after, "levers") only these paths (comma-separated, e.g. /locations/norton-va,/privacy)
  --runs N       scored Lighthouse runs per route (default 3; 1 with --quick)
  --dist DIR     production build to measure (default .next; e.g. .next-bench built with
                 NEXT_DIST_DIR=.next-bench npm run build)
  --out FILE     also write the report here (default: docs/performance.md on a full run,
                 nothing on a --quick or --only run)`;

const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string" },
    routes: { type: "string" },
    runs: { type: "string" },
    dist: { type: "string", default: ".next" },
    out: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const only = values.only ? values.only.split(",").map((s) => s.trim()) : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`Unknown measurement: ${unknown.join(", ")}\n\n${USAGE}`);
  process.exit(2);
}
const quick = values.quick;
const partial = quick || Boolean(values.only) || Boolean(values.routes);
const outFile = values.out ?? (partial ? null : "docs/performance.md");

const settings = quick
  ? { lighthouseRoutes: 3, lighthouseRuns: 1, durationS: 3, warmupS: 1, raceSizes: [50], crashRequests: 150 }
  : {
      lighthouseRoutes: Infinity,
      lighthouseRuns: 3,
      durationS: 10,
      warmupS: 2,
      raceSizes: [50, 200, 500],
      crashRequests: 600,
    };
if (values.runs) settings.lighthouseRuns = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const CONNECTIONS = 20;
// The before-and-after runs on a few routes only (each costs three Lighthouse runs per run: the build and two copies): the
// heaviest page, the locator, a store page and a text page.
const LEVER_ROUTES = ["/", "/locations", "/locations/norton-va", "/privacy"];

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const build = buildInfo(values.dist);
if (!build) {
  console.error(
    `No production build in ${values.dist}/ (BUILD_ID is missing). Build first:\n` +
      `  npm run build                                   (measures .next, the default)\n` +
      `  NEXT_DIST_DIR=.next-bench npm run build         then: npm run bench -- --dist .next-bench`,
  );
  process.exit(1);
}

installCleanupHandlers();
const startedAt = new Date();
const machine = describeMachine();
log(`load average at start: ${machine.loadAtStart}`);
const dist = relative(ROOT, build.dir) || ".";
const serverLabel = `\`next start\` (Next.js ${machine.next}, NODE_ENV=production) on build ${code(build.id)} from ${code(dist + "/")}, simulated calendar, .eml outbox`;

let siteServer = null;
const site = async () => (siteServer ??= await startNext({ dist, label: "site" }));
// The pages' reference (scripts/bench/floor-app): built once, for the JavaScript and Lighthouse sections.
let floorApp = null;
const floor = async () => (floorApp ??= await startFloorApp({ log }));
const floorLabel = ({ nextVersion, buildMs }) =>
  `${code("scripts/bench/floor-app")} (a bare App Router page with one client island), built with this project's Next.js ${nextVersion} (its node_modules, hard-linked) in ${seconds(buildMs)} and served by its own \`next start\``;

const listedRoutes = publicRoutePaths();
// The listed routes plus every store page and one page of each tire template (from the site's
// sitemap.xml), once a server runs.
let allRoutes = listedRoutes;
const routesOf = async (url) =>
  (allRoutes = [...new Set([...listedRoutes, ...(await sitemapPagePaths(url))])]);
const lighthouseRoutesOf = (routes) => {
  if (values.routes)
    return values.routes
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
  const preferred = ["/", "/locations", "/locations/norton-va", "/privacy"].filter((p) => routes.includes(p));
  return settings.lighthouseRoutes >= routes.length
    ? routes
    : [...new Set([...preferred, ...routes])].slice(0, settings.lighthouseRoutes);
};

const sections = [];
const failures = [];
async function section(name, measure) {
  if (!only.includes(name)) return;
  const started = Date.now();
  const loadBefore = loadAverage();
  log(`${name}: start (load average ${loadBefore})`);
  try {
    const body = await measure();
    sections.push(
      `${body}\n\n_Measured in ${seconds(Date.now() - started)}; load average before: ${loadBefore}._`,
    );
  } catch (error) {
    failures.push(name);
    log(`${name} failed: ${error.stack ?? error}`);
    sections.push(`## ${name}\n\n**Failed:** ${String(error.message ?? error).split("\n")[0]}`);
  }
}

try {
  await section("lighthouse", async () => {
    const { url } = await site();
    const lighthouseRoutes = lighthouseRoutesOf(await routesOf(url));
    const floorServer = await floor();
    const result = await measureLighthouse({
      baseUrl: url,
      floorUrl: floorServer.url,
      routes: lighthouseRoutes,
      runs: settings.lighthouseRuns,
      log,
    });
    const routeNote =
      lighthouseRoutes.length === allRoutes.length
        ? `all ${allRoutes.length} public routes from \`data/routes.ts\` (store pages and one tire size and product page from sitemap.xml)`
        : `${lighthouseRoutes.length} of ${allRoutes.length} public routes (--quick)`;
    return lighthouseReport(result, { serverLabel, floorLabel: floorLabel(floorServer), routeNote });
  });
  await section("levers", async () => {
    const routes = values.routes ? lighthouseRoutesOf(allRoutes) : LEVER_ROUTES;
    const result = await measureLevers({
      dist,
      distDir: build.dir,
      routes: settings.lighthouseRoutes < routes.length ? routes.slice(0, 1) : routes,
      runs: settings.lighthouseRuns,
      log,
    });
    return leversReport(result, { serverLabel });
  });
  await section("js", async () => {
    const { url } = await site();
    const floorServer = await floor();
    const result = await measureJs({
      baseUrl: url,
      routes: await routesOf(url),
      floorUrl: floorServer.url,
      log,
    });
    log(`js: ${jsTargetLine(result).replace(/`/g, "")}`);
    return jsReport(result, { serverLabel, floorLabel: floorLabel(floorServer) });
  });
  // The pages are measured; the load rounds that follow share the machine with the site alone.
  if (floorApp) await floorApp.stop();
  await section("load", async () => {
    const result = await measureLoad({
      site: await site(),
      dist: build.dir,
      connections: CONNECTIONS,
      durationS: settings.durationS,
      warmupS: settings.warmupS,
      log,
    });
    return loadReport(result, { serverLabel });
  });
  // APIs measured against the server's own floor, in alternating rounds (scripts/bench/against-floor.mjs).
  for (const [name, measure, report] of [
    ["search", measureSearch, searchReport],
    ["stock", measureStock, stockReport],
  ]) {
    await section(name, async () => {
      const result = await measure({
        site: await site(),
        connections: CONNECTIONS,
        durationS: settings.durationS,
        warmupS: settings.warmupS,
        log,
      });
      log(
        `${name}: p99 ${result.apiP99} ms, floor p99 ${result.floorP99} ms (${result.ratio.toFixed(2)}x the floor)`,
      );
      return report(result, { serverLabel });
    });
  }
  if (siteServer) await siteServer.stop();
  await section("race", async () =>
    raceReport(await measureRace({ dist, sizes: settings.raceSizes, log }), { serverLabel }),
  );
  await section("crash", async () =>
    crashReport(await measureCrash({ dist, maxRequests: settings.crashRequests, log }), { serverLabel }),
  );
  await section("scale", async () =>
    scaleOutReport(
      await measureScaleOut({ dist, connections: CONNECTIONS, durationS: settings.durationS, log }),
      { serverLabel },
    ),
  );
} finally {
  if (siteServer) await siteServer.stop();
  if (floorApp) await floorApp.stop();
}

const isoSeconds = (date) => date.toISOString().replace(/\.\d+Z$/, "Z");
const totalMs = Date.now() - startedAt.getTime();
const envFiles = envFilesPresent();
const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
const report = [
  "# Performance",
  "",
  `Generated by ${code(command)} on ${isoSeconds(startedAt)}; the whole run took ${seconds(totalMs)}.` +
    (partial ? " **Partial run** (--quick or --only): not comparable with a full run." : ""),
  "Every figure below was taken in this one run, on this machine:",
  "",
  conditions([
    ["Machine", `${machine.cores} CPU cores (${machine.cpuModel}), ${machine.memory} RAM, ${machine.os}`],
    [
      "Load average (1/5/15 min)",
      `${machine.loadAtStart} at start, ${loadAverage()} at the end (other work may share the machine)`,
    ],
    ["Node.js", machine.node],
    ["Chromium", machine.chromium],
    ["Tools", `Lighthouse ${machine.lighthouse}, autocannon ${machine.autocannon}`],
    [
      "Code",
      `build ${code(build.id)} in ${code(dist + "/")}, made ${isoSeconds(build.builtAt)}; ` +
        `working tree when the bench ran: commit ${machine.commit}`,
    ],
    [
      "Servers",
      "every `next start` runs on a port in 4100-4199 with its own empty temporary DATA_DIR (SQLite), " +
        "without DATABASE_URL, SMTP_URL or AZURE_* (simulated calendar, e-mail to .eml files)" +
        (envFiles.length ? `; note: ${envFiles.join(", ")} present and read by Next.js` : ""),
    ],
  ]),
  "",
  ...sections.flatMap((s) => [s, ""]),
].join("\n");

process.stdout.write(report);
if (outFile) {
  const target = resolve(ROOT, outFile);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, report);
  log(`report written to ${relative(ROOT, target)}`);
}
if (failures.length) {
  log(`failed: ${failures.join(", ")}`);
  process.exitCode = 1;
}
