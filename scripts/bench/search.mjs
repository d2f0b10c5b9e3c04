// The site search API under load, beside the server's own floor: `GET /api/search?q=` with a
// rotation of realistic queries (every size, brand, tread, category and vehicle model the header
// suggests, sizes in other spellings, vehicles with years, misspellings), and `GET /robots.txt`,
// the smallest reply `next start` gives. Target: the search's p99 within 1.2x of the floor's.
import { firstAskings, loadLine, measureAgainstFloor, roundsTable, targetLine } from "./against-floor.mjs";
import { conditions, fixed } from "./markdown.mjs";

/** Search texts as customers type them, built from the site's own suggestion index. */
export async function siteSearchQueries(baseUrl) {
  const { entries } = await (await fetch(`${baseUrl}/search-suggestions.json`)).json();
  const texts = [];
  for (const [label, , kind] of entries) {
    texts.push(label);
    if (kind === "s") {
      const first = label.split(" and ")[0];
      texts.push(first.toLowerCase(), first.replace(/[/R-]/g, " ").replace(/\s+/g, " ").trim());
    }
    if (kind === "v") texts.push(`2019 ${label}`, `${label.split(" ").slice(1).join(" ")} 2022`);
    if (kind === "l") texts.push(label.split(" ").slice(1).join(" ").toLowerCase());
  }
  texts.push("truck tires", "farm tires", "michlen", "defendr", "good year wrangler", "xyzzy", "305/30R26");
  return [...new Set(texts)].map((text) => `/api/search?q=${encodeURIComponent(text)}`);
}

export async function measureSearch({ site, connections, durationS, warmupS, log }) {
  const paths = await siteSearchQueries(site.url);
  log(`search: ${paths.length} queries, each asked once`);
  const first = await firstAskings(site.url, paths);
  const result = await measureAgainstFloor({
    site,
    paths,
    label: "Site search",
    request: "GET /api/search?q=…",
    connections,
    durationS,
    warmupS,
    log,
  });
  return { ...result, first };
}

export function searchReport(result, { serverLabel }) {
  const { first } = result;
  return [
    "## Site search against the floor",
    "",
    conditions([
      ["Server", serverLabel],
      ["Load", loadLine(result)],
      [
        "Queries",
        `${first.count}: every size, category, brand, vehicle model, tread and quote tire of the header's suggestion index, sizes in two more spellings, vehicles with a year, treads without their brand, misspellings and text that names nothing`,
      ],
      ["Target", targetLine("search", result)],
      [
        "First askings",
        `each query once, one at a time, before the warm-up (the server computes the answer and remembers it): p50 ${fixed(first.p50, 1)} ms, p99 ${fixed(first.p99, 1)} ms, max ${fixed(first.max, 1)} ms`,
      ],
    ]),
    "",
    roundsTable(result.rounds),
  ].join("\n");
}
