// Throughput and latency under a fixed number of keep-alive connections (autocannon, in this
// process): a static page from Next.js and from nginx side by side, the availability API, and a
// burst of bookings for distinct free slots.
import { existsSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { code, conditions, fixed, int, left, right, seconds, table } from "./markdown.mjs";
import { ensureNginx, nginxVersion, RATE_LIMIT_MULTIPLIER, startNginx } from "./servers.mjs";
import {
  allFreeSlots,
  availabilityPath,
  bookableStores,
  bookingRequest,
  openDates,
  tireAvailabilityPaths,
  tireSearchPaths,
} from "./site.mjs";

const STATIC_PATH = "/about";

export function cannon(options) {
  return new Promise((resolve, reject) => {
    let first = 0;
    let last = 0;
    const tracker = autocannon(
      { ...options, renderProgressBar: false, renderResultsTable: false },
      (error, result) => (error ? reject(error) : resolve({ result, activeMs: last - first })),
    );
    tracker.on("response", () => {
      last = Date.now();
    });
    tracker.on("start", () => {
      first = Date.now();
    });
  });
}

export function summarize(label, target, { result, activeMs }, { fixedAmount = false } = {}) {
  const completed = result["1xx"] + result["2xx"] + result["3xx"] + result["4xx"] + result["5xx"];
  // With a fixed amount autocannon stops on its next 1-second tick; the time from start to the
  // last response is the honest denominator there.
  const elapsedMs = fixedAmount ? activeMs : result.duration * 1000;
  const codes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
  const conflicts = codes["409"] ?? 0;
  return {
    label,
    target,
    completed,
    elapsedMs,
    rps: completed / (elapsedMs / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    ok: result["2xx"],
    conflicts,
    other: completed - result["2xx"] - conflicts + result.errors + result.timeouts,
    codes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export async function measureLoad({ site, dist, connections, durationS, warmupS, log }) {
  const rows = [];
  const notes = [];
  const base = { connections, pipelining: 1 };
  const warm = (url, extra = {}) => cannon({ ...base, ...extra, url, duration: warmupS });

  // (a) static page from next start
  const nextUrl = site.url + STATIC_PATH;
  await warm(nextUrl);
  log(`load: ${STATIC_PATH} from next start, ${durationS} s`);
  rows.push(
    summarize(
      "Static page, `next start`",
      code(`GET ${STATIC_PATH}`),
      await cannon({ ...base, url: nextUrl, duration: durationS }),
    ),
  );

  // (b) the same prerendered HTML from nginx
  const htmlFile = join(dist, "server/app", `${STATIC_PATH.slice(1)}.html`);
  const nginx = existsSync(htmlFile) ? ensureNginx(log) : null;
  let nginxLabel = null;
  if (!existsSync(htmlFile))
    notes.push(`nginx reference skipped: ${htmlFile} is missing (page not prerendered).`);
  else if (!nginx)
    notes.push("nginx reference skipped: nginx is not installed and the bench is not running as root.");
  else {
    const server = await startNginx({ binary: nginx, htmlFile, path: STATIC_PATH });
    try {
      nginxLabel = `${nginxVersion(nginx)}, 1 worker process, serving the prerendered file`;
      await warm(server.url + STATIC_PATH);
      log(`load: ${STATIC_PATH} from nginx, ${durationS} s`);
      rows.push(
        summarize(
          "Same HTML, nginx",
          code(`GET ${STATIC_PATH}`),
          await cannon({ ...base, url: server.url + STATIC_PATH, duration: durationS }),
        ),
      );
    } finally {
      await server.stop();
    }
  }

  // (c) availability API, simulated calendar
  const stores = await bookableStores(site.url);
  const [date] = await openDates(site.url, stores[0], 1);
  const availabilityUrl = site.url + availabilityPath(stores[0].email, date);
  await warm(availabilityUrl);
  log(`load: availability ${stores[0].email} ${date}, ${durationS} s`);
  rows.push(
    summarize(
      "Availability API (simulated calendar)",
      code(`GET /api/stores/${stores[0].email}/availability/${date}?service=…`),
      await cannon({ ...base, url: availabilityUrl, duration: durationS }),
    ),
  );

  // (c2) the server's own floor: the smallest response next start gives (a few bytes of text,
  // no page, no data). Whatever a route does, it cannot answer faster than this on this machine.
  const floorUrl = site.url + "/robots.txt";
  await warm(floorUrl);
  log(`load: /robots.txt from next start (the server's floor), ${durationS} s`);
  rows.push(
    summarize(
      "Smallest response, `next start` (the floor)",
      code("GET /robots.txt"),
      await cannon({ ...base, url: floorUrl, duration: durationS }),
    ),
  );

  // (c3) tire stock: one offer at one store per request, a different pair each time (a database
  // read and the ready-by rule), measured right after the floor it is compared with.
  const stockPaths = await tireAvailabilityPaths(site.url);
  let nextStock = 0;
  const stockRequests = [
    {
      method: "GET",
      setupRequest: (request) => ({ ...request, path: stockPaths[nextStock++ % stockPaths.length] }),
    },
  ];
  await warm(site.url + stockPaths[0], { requests: stockRequests });
  log(`load: tire availability, ${stockPaths.length} offer-store pairs in rotation, ${durationS} s`);
  rows.push(
    summarize(
      `Tire availability (${stockPaths.length} offer and store pairs)`,
      code("GET /api/tires/availability?offer=…&qty=…&store=…"),
      await cannon({ ...base, url: site.url + stockPaths[0], duration: durationS, requests: stockRequests }),
    ),
  );

  // (d) tire search over the whole catalog, a different query on each request
  const searches = await tireSearchPaths(site.url);
  let nextSearch = 0;
  const searchRequests = [
    {
      method: "GET",
      setupRequest: (request) => ({ ...request, path: searches[nextSearch++ % searches.length] }),
    },
  ];
  await warm(site.url + searches[0], { requests: searchRequests });
  log(`load: tire search, ${searches.length} queries in rotation, ${durationS} s`);
  rows.push(
    summarize(
      `Tire search (${searches.length} queries: every catalog size, 3 spellings)`,
      code("GET /api/tires/search?size=…"),
      await cannon({ ...base, url: site.url + searches[0], duration: durationS, requests: searchRequests }),
    ),
  );

  // (e) booking burst: every free slot once, distinct customers
  const slots = await allFreeSlots(site.url, stores);
  const payloads = slots.map((slot) => JSON.stringify(bookingRequest(slot, "burst")));
  let next = 0;
  log(`load: booking burst of ${payloads.length} requests`);
  const burst = summarize(
    "Booking burst (each free slot once)",
    code("POST /api/bookAppointment"),
    await cannon({
      ...base,
      url: site.url + "/api/bookAppointment",
      amount: payloads.length,
      requests: [
        {
          method: "POST",
          path: "/api/bookAppointment",
          headers: { "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: payloads[Math.min(next++, payloads.length - 1)] }),
        },
      ],
    }),
    { fixedAmount: true },
  );
  rows.push(burst);

  return {
    rows,
    notes,
    nginxLabel,
    connections,
    durationS,
    warmupS,
    burst: {
      requests: payloads.length,
      stores: stores.length,
      firstDate: slots[0]?.date,
      lastDate: slots.at(-1)?.date,
    },
  };
}

export function loadReport(
  { rows, notes, nginxLabel, connections, durationS, warmupS, burst },
  { serverLabel },
) {
  return [
    "## Throughput and latency",
    "",
    conditions([
      ["Next.js server", serverLabel],
      ["nginx reference", nginxLabel ?? "not measured"],
      [
        "Load generator",
        `autocannon (programmatic, in the bench process on the same machine), ${connections} keep-alive connections, pipelining 1, no compression requested`,
      ],
      [
        "Duration",
        `${durationS} s per GET row after an unmeasured ${warmupS} s warm-up at the same load; ` +
          `the booking burst sends a fixed number of requests (N below) and its time runs from the first request to the last response`,
      ],
      [
        "Booking burst",
        `N = ${burst.requests}: every slot the availability API offered for "Oil Changes" (30 min) at the ${burst.stores} bookable stores, ` +
          `${burst.firstDate} to ${burst.lastDate}, each once, each from a new customer, no idempotency key; the same server had served the rows above`,
      ],
      [
        "Rate limit",
        `the bench servers run with RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER} (booking limit 10 → ${10 * RATE_LIMIT_MULTIPLIER} per minute per client), because all requests come from one address; no X-Forwarded-For is sent`,
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
        right("409"),
        right("Other"),
      ],
      rows.map((r) => [
        r.label,
        r.target,
        int(r.completed),
        seconds(r.elapsedMs),
        int(r.rps),
        fixed(r.p50, 0),
        fixed(r.p99, 0),
        fixed(r.max, 0),
        int(r.ok),
        int(r.conflicts),
        int(r.other),
      ]),
    ),
    ...(notes.length ? ["", ...notes.map((n) => `- ${n}`)] : []),
    ...rows
      .filter((r) => r.other > 0)
      .map(
        (r) =>
          `- ${r.label}: other = status codes ${JSON.stringify(r.codes)}, ${r.errors} connection errors, ${r.timeouts} timeouts.`,
      ),
  ].join("\n");
}
