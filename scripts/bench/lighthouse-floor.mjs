// A route's Lighthouse figures beside the framework's floor (scripts/bench/floor-app.mjs), run
// alternately with it in the same run: a page counts as fast only against what a bare Next.js page
// with one client island scores on the same machine at the same moment.
import { code } from "./markdown.mjs";

export const PERFORMANCE_MARGIN = 3;
export const TBT_MARGIN_MS = 100;

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians of the metrics the comparison and the table use, each over all scored runs. */
export function medians(samples) {
  const of = (key) => median(samples.map((s) => s[key]).filter((v) => v !== null && v !== undefined));
  const performance = samples.map((s) => s.performance);
  return {
    samples: samples.length,
    performance: of("performance"),
    performanceRange: samples.length ? [Math.min(...performance), Math.max(...performance)] : null,
    tbt: of("tbt"),
    lcp: of("lcp"),
    cls: of("cls"),
  };
}

/** The route's medians against those of the floor runs taken beside it, and the verdict. */
export function againstFloor(route, floor) {
  if (route.performance === null || floor.performance === null) return null;
  const performanceDelta = route.performance - floor.performance;
  const tbtDelta = route.tbt - floor.tbt;
  return {
    performanceDelta,
    tbtDelta,
    met: performanceDelta >= -PERFORMANCE_MARGIN && tbtDelta <= TBT_MARGIN_MS,
  };
}

export const RULE = `Performance within ${PERFORMANCE_MARGIN} of the floor and TBT within ${TBT_MARGIN_MS} ms of it`;

const signed = (n, digits) => {
  const text = Math.abs(n).toFixed(digits);
  return Number(text) === 0 ? text : `${n > 0 ? "+" : "−"}${text}`;
};
const missing = (n) => n === null || n === undefined;
/** A score difference: whole points, or half a point where a median of an even count has one. */
export const scoreDelta = (n) => (missing(n) ? "–" : signed(n, Number.isInteger(n) ? 0 : 1));
export const msDelta = (n) => (missing(n) ? "–" : signed(n, 0));

/** "N of M routes met", with what each route that missed missed by. */
export function floorTargetLine(results) {
  const compared = results.filter((r) => r.vsFloor);
  const missed = compared.filter((r) => !r.vsFloor.met);
  const why = (r) =>
    [
      r.vsFloor.performanceDelta < -PERFORMANCE_MARGIN &&
        `Performance ${scoreDelta(r.vsFloor.performanceDelta)}`,
      r.vsFloor.tbtDelta > TBT_MARGIN_MS && `TBT ${msDelta(r.vsFloor.tbtDelta)} ms`,
    ]
      .filter(Boolean)
      .join(", ");
  const unscored = results.length - compared.length;
  return (
    `${RULE} (medians of the runs taken side by side): ${compared.length - missed.length} of ${compared.length} routes met` +
    (missed.length ? `; missed: ${missed.map((r) => `${code(r.path)} (${why(r)})`).join(", ")}` : "") +
    (unscored ? `; ${unscored} route${unscored === 1 ? "" : "s"} without scored runs` : "")
  );
}
