// The tire availability API under load beside the server's own floor (scripts/bench/against-floor.mjs):
// `GET /api/tires/availability?offer=…&qty=…&store=…`, a different offer, quantity and store each
// request: the store's and the warehouse's counts (a read at most 5 s old, unless this instance
// changed stock since; lib/stock/recent-stock-levels.ts), then the ready-by date.
// Target: its p99 within 1.2x of the floor's.
import { firstAskings, loadLine, measureAgainstFloor, roundsTable, targetLine } from "./against-floor.mjs";
import { conditions, fixed } from "./markdown.mjs";
import { tireAvailabilityPaths } from "./site.mjs";

export async function measureStock({ site, connections, durationS, warmupS, log }) {
  const paths = await tireAvailabilityPaths(site.url);
  log(`stock: ${paths.length} offer-store pairs, each asked once`);
  const first = await firstAskings(site.url, paths);
  const result = await measureAgainstFloor({
    site,
    paths,
    label: "Tire availability",
    request: "GET /api/tires/availability?offer=…&qty=…&store=…",
    connections,
    durationS,
    warmupS,
    log,
  });
  return { ...result, first };
}

export function stockReport(result, { serverLabel }) {
  const { first } = result;
  return [
    "## Tire availability against the floor",
    "",
    conditions([
      ["Server", serverLabel],
      ["Load", loadLine(result)],
      [
        "Requests",
        `${first.count} offer, quantity (1-6) and store combinations: every offer of the first 20 sizes in sitemap.xml, rotating through the 8 stores`,
      ],
      ["Target", targetLine("availability", result)],
      [
        "First askings",
        `each once, one at a time, before the warm-up: p50 ${fixed(first.p50, 1)} ms, p99 ${fixed(first.p99, 1)} ms, max ${fixed(first.max, 1)} ms`,
      ],
    ]),
    "",
    roundsTable(result.rounds),
  ].join("\n");
}
