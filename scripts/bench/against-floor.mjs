// One API under load beside the server's own floor, `GET /robots.txt` (the smallest reply
// `next start` gives), in alternating rounds: the machine may be shared, so each pair of runs sees
// it in the same state, and the figure compared is the median over the rounds.
import { cannon, summarize } from "./load.mjs";
import { code, fixed, int, left, right, seconds, table } from "./markdown.mjs";

export const P99_TARGET = 1.2;
export const FLOOR_PATH = "/robots.txt";
// Seven pairs: a p99 over a few seconds swings with whatever else the machine does, and a median of
// seven is steadier than one of three (both sides get the same number of rounds).
const ROUNDS = 7;
const MIN_WARMUP_S = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each path once, one at a time, before any warm-up: what a first asking costs. */
export async function firstAskings(baseUrl, paths) {
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

/**
 * `paths` in rotation (one per request) against the floor: `label` names the API in the log and
 * the table, `request` the request pattern ("GET /api/search?q=…").
 */
export async function measureAgainstFloor({
  site,
  paths,
  label,
  request,
  connections,
  durationS,
  warmupS: shortestWarmupS,
  log,
}) {
  // The first askings leave the server a heap full of short-lived answers; its first large
  // collections come in the next seconds. Measured rounds start once those are behind it.
  const warmupS = Math.max(shortestWarmupS, MIN_WARMUP_S);
  const base = { connections, pipelining: 1 };
  let next = 0;
  const requests = [{ method: "GET", setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }];
  const floorUrl = site.url + FLOOR_PATH;
  const roundS = Math.max(5, Math.round(durationS / ROUNDS));
  await cannon({ ...base, url: floorUrl, duration: warmupS });
  await cannon({ ...base, url: site.url + paths[0], duration: warmupS, requests });
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    log(`${label}: round ${round} of ${ROUNDS}: ${FLOOR_PATH} (the floor), then the API, ${roundS} s each`);
    const floor = summarize(
      `Smallest response, \`next start\` (the floor), round ${round}`,
      code(`GET ${FLOOR_PATH}`),
      await cannon({ ...base, url: floorUrl, duration: roundS }),
    );
    const api = summarize(
      `${label} (${paths.length} requests in rotation), round ${round}`,
      code(request),
      await cannon({ ...base, url: site.url + paths[0], duration: roundS, requests }),
    );
    rounds.push({ floor, api });
  }
  const floorP99 = median(rounds.map((r) => r.floor.p99));
  const apiP99 = median(rounds.map((r) => r.api.p99));
  return { rounds, floorP99, apiP99, ratio: apiP99 / floorP99, connections, roundS, warmupS };
}

/** The target line: the API's p99 against the floor's, medians over the rounds. */
export function targetLine(name, { floorP99, apiP99, ratio }) {
  return `${name} p99 within ${P99_TARGET}× the floor's p99 (medians over the rounds): ${fixed(apiP99, 0)} ms against ${fixed(floorP99, 0)} ms is ${ratio.toFixed(2)}× (${ratio <= P99_TARGET ? "met" : "missed"})`;
}

export function loadLine({ rounds, connections, roundS, warmupS }) {
  return `autocannon, ${connections} keep-alive connections; after ${warmupS} s of warm-up for each, ${rounds.length} rounds of ${roundS} s on the floor then ${roundS} s on the API, so each pair sees the machine in the same state`;
}

export function roundsTable(rounds) {
  return table(
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
      .flatMap(({ floor, api }) => [floor, api])
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
  );
}
