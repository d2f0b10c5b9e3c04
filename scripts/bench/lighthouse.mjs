// Lighthouse on every public route, one after another in one headless Chromium, with the
// default (mobile) configuration: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown.
// Every run of a route follows a run of the framework's floor (scripts/bench/lighthouse-floor.mjs).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { initializeConfig } from "lighthouse/core/config/config.js";
import { Runner } from "lighthouse/core/runner.js";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";
import { againstFloor, floorTargetLine, medians, msDelta, scoreDelta } from "./lighthouse-floor.mjs";
import { code, conditions, fixed, int, left, right, table } from "./markdown.mjs";
import { adoptProcessGroup, freePort, portIsClosed } from "./processes.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const HIDDEN_MODES = new Set(["notApplicable", "manual", "informative", "error"]);

const score = (lhr, id) =>
  lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);

// Lighthouse 12 reports most findings twice (as "*-insight" and as the older diagnostic); keep one.
const isInsight = (audit) => audit.id.endsWith("-insight");

/** The first items of a failed audit (console message, element, URL), so the report says what failed. */
function itemSummary(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 2)
    .map((item) =>
      item.description
        ? `${item.description}${item.sourceLocation?.url ? ` (${item.sourceLocation.url.replace(/^https?:\/\/[^/]+/, "")})` : ""}`
        : (item.node?.snippet ?? item.issueType ?? item.url ?? item.source ?? ""),
    )
    .filter(Boolean)
    .map((text) => String(text).replace(/\s+/g, " ").slice(0, 160))
    .join("; ");
}

/** Audits that cost points: failed weighted audits in the non-performance categories, weak metrics in performance. */
function findings(lhr) {
  const out = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || HIDDEN_MODES.has(audit.scoreDisplayMode)) continue;
      if (id === "performance") {
        if (ref.group === "metrics" && audit.score < 0.9)
          out.push({ category: id, id: ref.id, title: audit.title, detail: audit.displayValue ?? "" });
      } else if (ref.weight > 0 && audit.score < 1) {
        const detail = [audit.displayValue, itemSummary(audit)].filter(Boolean).join(": ");
        out.push({ category: id, id: ref.id, title: audit.title, detail });
      }
    }
  }
  // Below 95, name what Lighthouse estimates would help most (≥ 100 ms on a metric), top three.
  if ((lhr.categories.performance?.score ?? 1) < 0.95) {
    const savings = (audit) => Math.max(0, ...Object.values(audit.metricSavings ?? {}));
    lhr.categories.performance.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && !isInsight(a) && a.score !== null && a.score < 0.9 && savings(a) >= 100)
      .sort((a, b) => savings(b) - savings(a))
      .slice(0, 3)
      .forEach((a) =>
        out.push({
          category: "performance",
          id: a.id,
          title: a.title,
          detail: [
            a.displayValue,
            `est. ${Object.entries(a.metricSavings)
              .filter(([, v]) => v > 0)
              .map(([k, v]) => `${k} −${v} ms`)
              .join(", ")}`,
          ]
            .filter(Boolean)
            .join("; "),
        }),
      );
  }
  return out.sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
}

export function summarize(lhr) {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue,
    tbt: lhr.audits["total-blocking-time"]?.numericValue,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
    fcp: lhr.audits["first-contentful-paint"]?.numericValue,
    findings: findings(lhr),
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    failure: score(lhr, "performance") === null ? failureReason(lhr) : null,
  };
}

/** Why a run has no Performance score: Lighthouse's runtime error or the metric audits that errored. */
function failureReason(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  const errored = Object.values(lhr.audits)
    .filter((a) => a.scoreDisplayMode === "error")
    .map((a) => `${a.id}: ${a.errorMessage}`);
  return errored.slice(0, 3).join("; ") || "no Performance score";
}

/**
 * The CPU slowdown that makes this host emulate the phone Lighthouse's default 4x aims at, from
 * the host's benchmark index: Lighthouse's own calculator (docs/throttling.md, "Calibrating the
 * CPU slowdown", and its lighthouse-cpu-throttling-calculator), where 4x is right for an index of
 * 1533, 2x for 800 and 1x for 150. A slower host gets a smaller multiplier, a faster one a larger.
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The same recording scored again with the CPU slowdown calibrated to the benchmark index measured
 * at its start. Simulated throttling records the page unthrottled and applies the multiplier only
 * when it computes the metrics, so nothing but the multiplier differs from the default score.
 */
export async function rescoreCalibrated(artifacts) {
  const multiplier = calibratedCpuMultiplier(artifacts.BenchmarkIndex);
  const { resolvedConfig } = await initializeConfig("navigation", undefined, {
    logLevel: "error",
    onlyCategories: CATEGORIES,
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier },
  });
  const result = await Runner.audit(
    { ...artifacts, settings: resolvedConfig.settings },
    { resolvedConfig, computedCache: new Map() },
  );
  return result.lhr;
}

/** One Lighthouse run: the default score and the calibrated one, from one recording. */
export async function auditCalibrated(url, port) {
  const { lhr, artifacts } = await audit(url, port);
  return { lhr, calibrated: await rescoreCalibrated(artifacts) };
}

export async function auditOnce(url, port) {
  return (await audit(url, port)).lhr;
}

/**
 * A fresh Chromium (new profile, empty cache) for every run, as the Lighthouse CLI does, so no run
 * inherits state such as a cached favicon from the one before.
 */
async function audit(url, port) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    port,
    handleSIGINT: false,
    logLevel: "silent",
  });
  const release = adoptProcessGroup(chrome.pid);
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    return { lhr, artifacts };
  } finally {
    await chrome.kill();
    release();
    // The next run reuses the port; a dying browser still listening there would answer its launch.
    for (let i = 0; i < 100 && !(await portIsClosed(port)); i++) await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The run with the median performance score stands for the route (Lighthouse's own advice for
 * repeated runs), with the range of scores; runs without a score are reported, not ranked.
 */
function medianRun(samples) {
  const sorted = [...samples].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    samples: samples.length,
    performanceRange: [sorted[0].performance, sorted.at(-1).performance],
    cpuMultiplierRange: [
      Math.min(...samples.map((x) => x.cpuMultiplier)),
      Math.max(...samples.map((x) => x.cpuMultiplier)),
    ],
  };
}

/** One Lighthouse run of the floor app, logged; a failed run is logged and left out. */
async function auditFloor(floorPage, port, label, log) {
  const started = Date.now();
  let sample;
  let lhr = null;
  try {
    lhr = await auditOnce(floorPage, port);
    sample = summarize(lhr);
  } catch (error) {
    sample = { failure: String(error.message ?? error).split("\n")[0] };
  }
  log(
    `lighthouse floor before ${label}: ${sample.failure ? `failed (${sample.failure})` : `performance ${sample.performance}, TBT ${Math.round(sample.tbt)} ms`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { sample, benchmarkIndex: lhr?.environment.benchmarkIndex };
}

/**
 * Each route `runs` times, each of its runs right after a run of the floor app's `/` (at `floorUrl`),
 * so a route is compared with floor runs that saw the machine in the same state.
 */
export async function measureLighthouse({ baseUrl, floorUrl, routes, runs, log }) {
  const port = await freePort();
  const results = [];
  const benchmarkIndexes = [];
  let environment = null;
  const floorPage = `${floorUrl}/`;
  await (await fetch(floorPage)).arrayBuffer();
  for (const path of routes) {
    // One unmeasured request first, so no route pays for a cold server-side cache.
    await (await fetch(baseUrl + path)).arrayBuffer();
    const samples = [];
    const calibrated = [];
    const failures = [];
    const floorSamples = [];
    // A run Lighthouse could not record (e.g. NO_NAVSTART, an occasional trace failure) is repeated,
    // at most twice per route, with its floor run, so each route gets its N scored runs beside the floor's.
    for (
      let attempt = 0;
      (samples.length < runs || floorSamples.length < runs) && attempt < runs + 2;
      attempt++
    ) {
      const floorRun = await auditFloor(floorPage, port, `${path} attempt ${attempt + 1}`, log);
      if (!floorRun.sample.failure) {
        floorSamples.push(floorRun.sample);
        benchmarkIndexes.push(floorRun.benchmarkIndex);
      }
      const started = Date.now();
      let sample;
      let rescored = null;
      try {
        const { lhr, calibrated: calibratedLhr } = await auditCalibrated(baseUrl + path, port);
        environment ??= {
          userAgent: lhr.environment.hostUserAgent,
          throttlingMethod: lhr.configSettings.throttlingMethod,
          throttling: lhr.configSettings.throttling,
          formFactor: lhr.configSettings.formFactor,
          screen: lhr.configSettings.screenEmulation,
        };
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        sample = summarize(lhr);
        rescored = summarize(calibratedLhr);
      } catch (error) {
        sample = { failure: String(error.message ?? error).split("\n")[0] };
      }
      if (sample.failure) failures.push(sample.failure);
      else {
        samples.push(sample);
        if (rescored && !rescored.failure) calibrated.push(rescored);
      }
      log(
        `lighthouse ${path} attempt ${attempt + 1} (${samples.length}/${runs} scored): ${sample.failure ? `failed (${sample.failure})` : `performance ${sample.performance}, TBT ${Math.round(sample.tbt)} ms, calibrated ${rescored?.performance} at CPU x${rescored?.cpuMultiplier?.toFixed(2)}`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const floor = medians(floorSamples);
    if (samples.length === 0) {
      results.push({ path, failures, findings: [], floor, vsFloor: null });
      continue;
    }
    const route = medians(samples);
    const vsFloor = againstFloor(route, floor);
    if (vsFloor)
      log(
        `lighthouse ${path} against the floor: performance ${route.performance} vs ${floor.performance}, TBT ${Math.round(route.tbt)} vs ${Math.round(floor.tbt)} ms (${vsFloor.met ? "met" : "missed"})`,
      );
    results.push({
      path,
      ...medianRun(samples),
      medians: route,
      floor,
      vsFloor,
      failures,
      calibrated: calibrated.length ? medianRun(calibrated) : null,
    });
  }
  if (environment)
    environment.benchmarkIndex = `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`;
  return { results, environment, runs };
}

const scoreText = (n) => (Number.isInteger(n) ? n : fixed(n, 1));

/** A median Performance with the range of the runs, and how many scored when some did not. */
function medianCell(m, runs) {
  if (m.performance === null) return "–";
  if (runs === 1 && m.samples === 1) return scoreText(m.performance);
  const extra = m.samples < runs ? `, only ${m.samples} scored` : "";
  return `${scoreText(m.performance)} (${m.performanceRange.join("–")}${extra})`;
}

const cell = (text) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function performanceCell(r, runs) {
  if (r.performance === undefined) return `failed (${r.failures.length} runs)`;
  if (runs === 1) return r.performance;
  const extra = r.samples < runs ? `, only ${r.samples} scored` : "";
  return `${r.performance} (${r.performanceRange.join("–")}${extra})`;
}

/** The same runs scored with the CPU slowdown calibrated to the host (see calibratedCpuMultiplier). */
function calibratedReport(results, runs) {
  const scored = results.filter((r) => r.calibrated);
  const values = (key) => scored.map((r) => r.calibrated[key]).filter((v) => v !== null && v !== undefined);
  const range = (key) => {
    const v = values(key);
    return v.length ? `${int(Math.min(...v))}–${int(Math.max(...v))}` : "–";
  };
  const multipliers = scored.flatMap((r) => r.calibrated.cpuMultiplierRange);
  return [
    "### The same runs, CPU slowdown calibrated to this host",
    "",
    "Lighthouse's 4x CPU slowdown assumes a host with a benchmark index around 1500 (a high-end desktop) and warns when the index is below 1000; on a slower host the same 4x emulates a much slower phone than intended. Lighthouse's documentation (`docs/throttling.md`, \"Calibrating the CPU slowdown\") gives the multiplier for a host's index: 4x at 1533, 3x at 1300, 2x at 800. Each run above is scored a second time from the same recording with the multiplier for the index Lighthouse measured at its start; simulated throttling applies the multiplier only when it computes the metrics, so nothing else differs. The table above remains the default score.",
    "",
    conditions([
      [
        "CPU slowdown",
        multipliers.length
          ? `×${Math.min(...multipliers).toFixed(2)}–×${Math.max(...multipliers).toFixed(2)} over the runs`
          : "–",
      ],
      [
        "N",
        runs > 1
          ? "the run with the median calibrated Performance score, the range in brackets"
          : "1 run per route",
      ],
    ]),
    "",
    table(
      [
        left("Route"),
        right("Performance"),
        right("FCP ms"),
        right("LCP ms"),
        right("TBT ms"),
        right("CPU ×"),
      ],
      scored.map((r) => [
        code(r.path),
        performanceCell(r.calibrated, runs),
        int(r.calibrated.fcp),
        int(r.calibrated.lcp),
        int(r.calibrated.tbt),
        fixed(r.calibrated.cpuMultiplier, 2),
      ]),
    ),
    "",
    `Ranges over routes: Performance ${range("performance")}, LCP ${range("lcp")} ms, TBT ${range("tbt")} ms.`,
  ].join("\n");
}

export function lighthouseReport({ results, environment, runs }, { serverLabel, floorLabel, routeNote }) {
  const range = (key) => {
    const values = results.map((r) => r[key]).filter((v) => v !== null && v !== undefined);
    return values.length ? `${Math.min(...values)}–${Math.max(...values)}` : "–";
  };
  const throttling = environment?.throttling;
  const rows = results.map((r) => [
    code(r.path),
    r.medians ? medianCell(r.medians, runs) : `failed (${r.failures.length} runs)`,
    medianCell(r.floor, runs),
    scoreDelta(r.vsFloor?.performanceDelta),
    int(r.medians?.tbt),
    int(r.floor.tbt),
    msDelta(r.vsFloor?.tbtDelta),
    r.vsFloor ? (r.vsFloor.met ? "met" : "**missed**") : "–",
    int(r.medians?.lcp),
    fixed(r.medians?.cls, 3),
    r.accessibility,
    r.bestPractices,
    r.seo,
  ]);
  const floorRuns = results.reduce((sum, r) => sum + r.floor.samples, 0);
  const lines = [
    "## Lighthouse",
    "",
    conditions([
      ["Server", serverLabel],
      ["Routes", routeNote],
      [
        "Configuration",
        `Lighthouse default (${environment?.formFactor ?? "mobile"}): ${environment?.screen?.width}×${environment?.screen?.height} screen, ` +
          `${environment?.throttlingMethod} throttling (RTT ${throttling?.rttMs} ms, ${fixed((throttling?.throughputKbps ?? 0) / 1024, 1)} Mbit/s, CPU ×${throttling?.cpuSlowdownMultiplier})`,
      ],
      [
        "Framework floor",
        `${floorLabel}; before every run of a route, one run of its \`/\` (${floorRuns} scored floor run${floorRuns === 1 ? "" : "s"} in all), so each route is set against the floor runs taken beside it`,
      ],
      [
        "Browser",
        `${environment?.userAgent ?? "?"}, headless=new, a new instance with an empty profile for every run, routes one after another, the floor app before each run of a route`,
      ],
      [
        "Host benchmark index",
        `${environment?.benchmarkIndex ?? "?"} over the runs (Lighthouse's CPU speed estimate; lower means a slower or busier machine)`,
      ],
      [
        "N",
        runs > 1
          ? `${runs} scored runs per route and as many of the floor beside them; Performance, TBT, LCP and CLS are medians over those runs (Performance's range in brackets), Accessibility, Best Practices and SEO those of the route's run with the median Performance score`
          : "1 run per route and 1 of the floor beside it",
      ],
    ]),
    "",
    `**Target:** ${floorTargetLine(results)}.`,
    "",
    table(
      [
        left("Route"),
        right("Performance"),
        right("Floor Performance"),
        right("Δ Performance"),
        right("TBT ms"),
        right("Floor TBT ms"),
        right("Δ TBT ms"),
        left("Beside the floor"),
        right("LCP ms"),
        right("CLS"),
        right("Accessibility"),
        right("Best Practices"),
        right("SEO"),
      ],
      rows,
    ),
    "",
    `Ranges over routes: Performance ${range("performance")}, Accessibility ${range("accessibility")}, ` +
      `Best Practices ${range("bestPractices")}, SEO ${range("seo")}.`,
  ];
  lines.push("", calibratedReport(results, runs));
  const failed = results.flatMap((r) => r.failures.map((f) => `- ${code(r.path)}: ${cell(f)}`));
  if (failed.length)
    lines.push(
      "",
      `Runs Lighthouse could not score (${failed.length}; repeated, at most twice per route, and not ranked):`,
      "",
      ...failed,
    );
  // One row per audit, with the routes it failed on, so a site-wide problem reads as one line.
  const byAudit = new Map();
  for (const r of results)
    for (const f of r.findings) {
      const key = `${f.category}|${f.id}`;
      if (!byAudit.has(key)) byAudit.set(key, { ...f, routes: [] });
      byAudit.get(key).routes.push(`${code(r.path)}${f.detail ? ` ${cell(f.detail)}` : ""}`);
    }
  const audits = [...byAudit.values()].sort(
    (a, b) =>
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || b.routes.length - a.routes.length,
  );
  lines.push("", "### Audits that cost points (in the runs shown)", "");
  if (audits.length === 0) {
    lines.push("None: every weighted audit passed and every metric scored 0.9 or better.");
  } else {
    const sameDetail = (a) => new Set(a.routes.map((r) => r.replace(/^`[^`]+` ?/, ""))).size === 1;
    lines.push(
      table(
        [left("Category"), left("Audit"), right("Routes"), left("Where (value)")],
        audits.map((a) => [
          a.category,
          `${code(a.id)} ${cell(a.title)}`,
          a.routes.length,
          a.routes.length === results.length && sameDetail(a)
            ? `all routes: ${a.routes[0].replace(/^`[^`]+` ?/, "")}`
            : a.routes.join("; "),
        ]),
      ),
    );
  }
  return lines.join("\n");
}
