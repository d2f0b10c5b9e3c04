// Scale-out: bookings per second with one and with two `next start` instances on one PostgreSQL,
// and the availability API's latency in Microsoft 365 mode (fake Graph with a realistic delay)
// with and without the short calendar-read cache.
import { readFileSync } from "node:fs";
import pg from "pg";
import { startFakeGraph, FAKE_CREDENTIALS } from "../fake-graph/server.mjs";
import { cannon, summarize } from "./load.mjs";
import { code, conditions, fixed, int, left, right, table } from "./markdown.mjs";
import { createDatabase, startThrowawayPostgres } from "../throwaway-postgres.mjs";
import { tempDir } from "./processes.mjs";
import { startNext } from "./servers.mjs";
import { allFreeSlots, availabilityPath, bookableStores, bookingRequest, openDates } from "./site.mjs";

const GRAPH_DELAY_MS = 120;

/** A throwaway PostgreSQL server (durable, as in production), and fresh databases on it. */
async function startPostgres(log) {
  const server = await startThrowawayPostgres({ maxConnections: 200, durable: true });
  log(`scale: PostgreSQL from ${server.bin} at ${server.url}`);
  return { ...server, database: (name) => createDatabase(server.url, name) };
}

/** Every free slot once, sent to `instances` round-robin with the connections split between them. */
async function bookingRound({ dist, postgres, instances, connections, log }) {
  const databaseUrl = await postgres.database(`bench_${instances}`);
  const servers = await Promise.all(
    Array.from({ length: instances }, (_, i) =>
      startNext({ dist, label: `scale-${instances}-${i}`, env: { DATABASE_URL: databaseUrl } }),
    ),
  );
  try {
    const stores = await bookableStores(servers[0].url);
    const slots = await allFreeSlots(servers[0].url, stores);
    const payloads = slots.map((slot) => JSON.stringify(bookingRequest(slot, `scale${instances}`)));
    const shares = servers.map((_, i) => payloads.filter((__, j) => j % instances === i));
    log(`scale: ${payloads.length} bookings over ${instances} instance(s)`);
    const started = performance.now();
    const results = await Promise.all(
      servers.map((server, i) => {
        let next = 0;
        const share = shares[i];
        return cannon({
          url: server.url + "/api/bookAppointment",
          connections: Math.max(1, Math.round(connections / instances)),
          pipelining: 1,
          amount: share.length,
          requests: [
            {
              method: "POST",
              path: "/api/bookAppointment",
              headers: { "content-type": "application/json" },
              setupRequest: (request) => ({ ...request, body: share[Math.min(next++, share.length - 1)] }),
            },
          ],
        });
      }),
    );
    const wallMs = performance.now() - started;
    const rows = results.map((r) => summarize("", "", r, { fixedAmount: true }));
    const ok = rows.reduce((t, r) => t + r.ok, 0);
    const completed = rows.reduce((t, r) => t + r.completed, 0);
    const elapsedMs = Math.max(...rows.map((r) => r.elapsedMs)) || wallMs;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows: stored } = await db.query("SELECT COUNT(*)::int AS n FROM appointments");
    await db.end();
    return {
      instances,
      requests: payloads.length,
      completed,
      ok,
      stored: stored[0].n,
      rps: ok / (elapsedMs / 1000),
      p50: Math.max(...rows.map((r) => r.p50)),
      p99: Math.max(...rows.map((r) => r.p99)),
      other: completed - ok,
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/** Availability in Microsoft 365 mode against the fake Graph, with a given calendar cache. */
async function availabilityRound({ dist, fake, caFile, cacheMs, connections, durationS, log }) {
  const server = await startNext({
    dist,
    label: `graph-cache-${cacheMs}`,
    env: {
      AZURE_TENANT_ID: FAKE_CREDENTIALS.tenant,
      AZURE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
      AZURE_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
      GRAPH_AUTHORITY_HOST: fake.authorityHost,
      GRAPH_BASE_URL: fake.baseUrl,
      NODE_EXTRA_CA_CERTS: caFile,
      CALENDAR_CACHE_MS: String(cacheMs),
    },
  });
  try {
    const stores = await bookableStores(server.url);
    const [date] = await openDates(server.url, stores[0], 1);
    const url = server.url + availabilityPath(stores[0].email, date);
    await cannon({ url, connections, pipelining: 1, duration: 2 });
    const readsBefore = fake.requests().filter((r) => r.path.endsWith("/calendarView")).length;
    log(`scale: availability in Graph mode, cache ${cacheMs} ms, ${durationS} s`);
    const row = summarize("", "", await cannon({ url, connections, pipelining: 1, duration: durationS }));
    const reads = fake.requests().filter((r) => r.path.endsWith("/calendarView")).length - readsBefore;
    const body = await (await fetch(url)).json();
    return { cacheMs, ...row, graphReads: reads, source: body.source, degraded: Boolean(body.degraded) };
  } finally {
    await server.stop();
  }
}

export async function measureScaleOut({ dist, connections, durationS, log }) {
  const postgres = await startPostgres(log);
  const fake = await startFakeGraph({ certDir: tempDir("graph-cert"), ...FAKE_CREDENTIALS });
  try {
    const bookings = [];
    for (const instances of [1, 2])
      bookings.push(await bookingRound({ dist, postgres, instances, connections, log }));
    const mailboxes = JSON.parse(
      readFileSync(new URL("../fake-graph/mailboxes.json", import.meta.url), "utf8"),
    );
    for (const mailbox of mailboxes) fake.addMailbox(mailbox);
    fake.delay(/calendarView/, GRAPH_DELAY_MS);
    const availability = [];
    for (const cacheMs of [0, 30_000])
      availability.push(
        await availabilityRound({ dist, fake, caFile: fake.caFile, cacheMs, connections, durationS, log }),
      );
    return { bookings, availability, connections, durationS };
  } finally {
    await fake.close();
    postgres.stop();
  }
}

export function scaleOutReport({ bookings, availability, connections, durationS }, { serverLabel }) {
  return [
    "## Scale-out: several instances on one PostgreSQL",
    "",
    table(
      [
        left("Instances"),
        right("Bookings sent"),
        right("200"),
        right("Other"),
        right("Rows stored"),
        right("Bookings/s"),
        right("p50 ms"),
        right("p99 ms"),
      ],
      bookings.map((b) => [
        b.instances,
        int(b.requests),
        int(b.ok),
        int(b.other),
        int(b.stored),
        fixed(b.rps),
        int(b.p50),
        int(b.p99),
      ]),
    ),
    "",
    table(
      [
        left("Calendar read cache"),
        right("Req/s"),
        right("p50 ms"),
        right("p99 ms"),
        right("Graph reads"),
        left("Answer"),
      ],
      availability.map((a) => [
        a.cacheMs ? `${a.cacheMs / 1000} s` : "off",
        fixed(a.rps),
        int(a.p50),
        int(a.p99),
        int(a.graphReads),
        `${a.source}${a.degraded ? ", degraded" : ""}`,
      ]),
    ),
    "",
    conditions([
      [
        "Bookings",
        `every free "Oil Changes" slot at the 8 stores over 30 days, each once, ${connections} connections split evenly over the instances (simulated calendar, .eml outbox), each instance \`next start\` with DATABASE_URL on one throwaway PostgreSQL; "Rows stored" counts the database afterwards`,
      ],
      [
        "Availability",
        `${code("GET /api/stores/…/availability/{date}")} for one store-day, ${connections} connections, ${durationS} s, in Microsoft 365 mode against the fake Graph server with ${GRAPH_DELAY_MS} ms added to every calendar read; "Graph reads" counts calendarView requests during the run`,
      ],
      ["Server", serverLabel.replace(/, simulated calendar, \.eml outbox$/, "")],
      [
        "Machine",
        "the 2 cores are shared by the instances, PostgreSQL, the fake Graph and the load generator, so two instances compete with each other for CPU here",
      ],
    ]),
  ].join("\n");
}
