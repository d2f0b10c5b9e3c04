// The site search API under load, beside the server's own floor: `GET /api/search?q=` with a
// rotation of realistic queries (every size, brand, tread, category and vehicle model the header
// suggests, sizes in other spellings, vehicles with years, misspellings), and `GET /robots.txt`,
// the smallest reply `next start` gives. Target: the search's p99 within 1.2x of the floor's.
import { cannon, summarize } from "./load.mjs";
import { code, conditions, fixed, int, left, right, seconds, table } from "./markdown.mjs";

export const SEARCH_P99_TARGET = 1.2;
const FLOOR_PATH = "/robots.txt";

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

/** Each query once, one at a time, before any warm-up: what a first asking costs. */
async function firstAskings(baseUrl, paths) {
  const times = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) };
}

/** Rounds of floor-then-search: the machine may be shared, so each pair sees the same moment. */
const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureSearch({ site, connections, durationS, warmupS, log }) {
  const base = { connections, pipelining: 1 };
  const paths = await siteSearchQueries(site.url);
  log(`search: ${paths.length} queries, each asked once`);
  const first = await firstAskings(site.url, paths);

  let next = 0;
  const requests = [{ method: "GET", setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }];
  const floorUrl = site.url + FLOOR_PATH;
  const roundS = Math.max(5, Math.round(durationS / ROUNDS));
  await cannon({ ...base, url: floorUrl, duration: warmupS });
  await cannon({ ...base, url: site.url + paths[0], duration: warmupS, requests });
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(`search: round ${round} of ${ROUNDS}: ${FLOOR_PATH} (the floor), then /api/search, ${roundS} s each`);
    const floor = summarize(
      `Smallest response, \`next start\` (the floor), round ${round}`,
      code(`GET ${FLOOR_PATH}`),
      await cannon({ ...base, url: floorUrl, duration: roundS }),
    );
    const search = summarize(
      `Site search (${paths.length} queries in rotation), round ${round}`,
      code("GET /api/search?q=…"),
      await cannon({ ...base, url: site.url + paths[0], duration: roundS, requests }),
    );
    rounds.push({ floor, search });
  }
  const floorP99 = median(rounds.map((r) => r.floor.p99));
  const searchP99 = median(rounds.map((r) => r.search.p99));
  return {
    rounds,
    floorP99,
    searchP99,
    ratio: searchP99 / floorP99,
    first,
    connections,
    roundS,
    warmupS,
  };
}

export function searchReport(
  { rounds, floorP99, searchP99, ratio, first, connections, roundS, warmupS },
  { serverLabel },
) {
  return [
    "## Site search against the floor",
    "",
    conditions([
      ["Server", serverLabel],
      [
        "Load",
        `autocannon, ${connections} keep-alive connections; after ${warmupS} s of warm-up for each, ${rounds.length} rounds of ${roundS} s on the floor then ${roundS} s on the search, so each pair sees the machine in the same state`,
      ],
      [
        "Queries",
        `${first.count}: every size, category, brand, vehicle model, tread and quote tire of the header's suggestion index, sizes in two more spellings, vehicles with a year, treads without their brand, misspellings and text that names nothing`,
      ],
      [
        "Target",
        `search p99 within ${SEARCH_P99_TARGET}× the floor's p99 (medians over the rounds): ${fixed(searchP99, 0)} ms against ${fixed(floorP99, 0)} ms is ${ratio.toFixed(2)}× (${ratio <= SEARCH_P99_TARGET ? "met" : "missed"})`,
      ],
      [
        "First askings",
        `each query once, one at a time, before the warm-up (the server computes the answer and remembers it): p50 ${fixed(first.p50, 1)} ms, p99 ${fixed(first.p99, 1)} ms, max ${fixed(first.max, 1)} ms`,
      ],
    ]),
    "",
    table(
      [
        left("Scenario"),
        left("Request"),
        right("Requests"),
        right("Time"),
        right("req/s"),
        right("p50 ms"),
        right("p99 ms"),
        right("max ms"),
        right("2xx"),
        right("Other"),
      ],
      rounds
        .flatMap(({ floor, search }) => [floor, search])
        .map((r) => [
          r.label,
          r.target,
          int(r.completed),
          seconds(r.elapsedMs),
          int(r.rps),
          fixed(r.p50, 0),
          fixed(r.p99, 0),
          fixed(r.max, 0),
          int(r.ok),
          int(r.other),
        ]),
    ),
  ].join("\n");
}
