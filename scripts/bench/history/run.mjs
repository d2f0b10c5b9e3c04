// npm run bench:history [-- --scale 0.1] [--rounds 9] [--only sqlite|postgres]
//
// Five years of history against a new database, on SQLite and on PostgreSQL: generates the
// history (427,000 appointments with their units, events and e-mails, 50,000 quotes at scale 1)
// into a large database and only the present month into a new one, starts the existing
// production build on each, and times every public API, a booking, the staff pages and lists and
// the status APIs side by side. Prints a table per database and exits 1 when the large database
// answers a route more than 1.5 times slower, or holds more than 1.5 times the memory.
import { join } from "node:path";
import { createDatabase, startThrowawayPostgres } from "../../throwaway-postgres.mjs";
import { describeMachine, loadAverage } from "../machine.mjs";
import { fixed, left, right, table } from "../markdown.mjs";
import { installCleanupHandlers, tempDir } from "../processes.mjs";
import { buildInfo, startNext } from "../servers.mjs";
import { freeTimes } from "../site.mjs";
import { addDays, isoDate } from "./calendar.mjs";
import { cellCount } from "./appointments.mjs";
import { postgresWriter } from "./fill-postgres.mjs";
import { sqliteWriter } from "./fill-sqlite.mjs";
import { generate } from "./history.mjs";
import { sideBySide } from "./measure.mjs";
import { routesFor } from "./routes.mjs";

const LIMIT = 1.5;
/** Below this difference a ratio is timer noise, not history: a 2 ms route at 3.1 ms is not a finding. */
const NOISE_MS = 2;
const PASSWORD = "history-bench-password";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const scale = Number(arg("scale", "1"));
const rounds = Number(arg("rounds", "9"));
const only = arg("only", "");
const log = (line) => process.stderr.write(`${line}\n`);

installCleanupHandlers();
const build = buildInfo(".next");
if (!build) throw new Error("No production build in .next: run `npm run build` first.");

/** Starts the build on a database once so its migrations run, and reads the stores. */
async function migrate(label, env) {
  const server = await startNext({ dist: ".next", label, ...env });
  await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  const locations = await (await fetch(`${server.url}/api/locations`)).json();
  await server.stop();
  return locations.filter((l) => l.bookable).map((l) => ({ ...l, cells: cellCount(l) }));
}

async function fill(targets, options) {
  const writers = await Promise.all(targets.map((t) => t.open()));
  const counts = { appointments: 0, events: 0, outbox: 0, quotes: 0 };
  for (const batch of generate(options)) {
    for (const key of Object.keys(counts)) counts[key] += batch[key].length;
    await Promise.all(writers.map((w) => w.write(batch)));
  }
  await Promise.all(writers.map((w) => w.close()));
  return counts;
}

const sides = [];
if (only !== "postgres") sides.push("sqlite");
if (only !== "sqlite") sides.push("postgres");

const started = Date.now();
const pgServer = sides.includes("postgres")
  ? await startThrowawayPostgres({ maxConnections: 100, durable: true })
  : null;
const targets = {};
for (const kind of sides)
  for (const size of ["new", "large"]) {
    if (kind === "sqlite") {
      const dataDir = tempDir(`history-${size}`);
      targets[`${kind}-${size}`] = {
        env: { dataDir },
        open: () => sqliteWriter(join(dataDir, "scheduling.sqlite")),
      };
    } else {
      const url = await createDatabase(pgServer.url, `history_${size}`);
      targets[`${kind}-${size}`] = { env: { env: { DATABASE_URL: url } }, open: () => postgresWriter(url) };
    }
  }

let stores;
for (const [label, t] of Object.entries(targets)) stores = await migrate(label, t.env);
const now = Date.now();
const today = new Intl.DateTimeFormat("en-CA", { timeZone: stores[0].timeZone }).format(now);
log(`history: generating at scale ${scale} into ${Object.keys(targets).join(", ")}`);
const genStart = Date.now();
const large = await fill(
  sides.map((k) => targets[`${k}-large`]),
  {
    stores,
    today,
    now,
    scale,
    history: true,
    ids: { appointment: 0, unit: 0, event: 0, outbox: 0, quote: 0, quoteEvent: 0 },
  },
);
const fresh = await fill(
  sides.map((k) => targets[`${k}-new`]),
  {
    stores,
    today,
    now,
    scale,
    history: false,
    ids: { appointment: 0, unit: 0, event: 0, outbox: 0, quote: 0, quoteEvent: 0 },
  },
);
const generationS = (Date.now() - genStart) / 1000;
log(
  `history: generated in ${generationS.toFixed(0)} s: large ${JSON.stringify(large)}, new ${JSON.stringify(fresh)}`,
);

const machineAtStart = describeMachine();
const headers = { authorization: `Basic ${Buffer.from(`staff:${PASSWORD}`).toString("base64")}` };
const failures = [];
const out = [];
out.push(
  `Generated in ${generationS.toFixed(0)} s at scale ${scale}: the large databases hold ${large.appointments.toLocaleString("en-US")} appointments, ${large.events.toLocaleString("en-US")} history events, ${large.outbox.toLocaleString("en-US")} outbox rows and ${large.quotes.toLocaleString("en-US")} quotes; the new ones the same present month only (${fresh.appointments.toLocaleString("en-US")} appointments).`,
);
for (const kind of sides) {
  const env = { STATUS_PASSWORD: PASSWORD };
  const servers = {};
  for (const size of ["new", "large"]) {
    const t = targets[`${kind}-${size}`];
    servers[size] = await startNext({
      dist: ".next",
      label: `history-${kind}-${size}`,
      dataDir: t.env.dataDir,
      env: { ...env, ...t.env.env },
    });
  }
  const routes = await routesFor(servers.new.url, today);
  const store = stores[0];
  const slots = [];
  for (let i = 5; slots.length < rounds && i < 30; i++) {
    const date = addDays(today, i);
    for (const time of await freeTimes(servers.new.url, store.email, date))
      if (slots.length < rounds) slots.push({ store: store.email, date, time });
  }
  log(`history: ${kind}, ${routes.length} routes and a booking, ${rounds} rounds`);
  const { rows, rss } = await sideBySide({ servers, routes, slots, rounds, headers, log });
  await Promise.all(Object.values(servers).map((s) => s.stop()));
  for (const r of rows)
    if (r.ratio > LIMIT && r.largeMs - r.newMs > NOISE_MS)
      failures.push(
        `${kind}: ${r.name} is ${fixed(r.ratio, 2)}× (${fixed(r.newMs)} ms → ${fixed(r.largeMs)} ms)`,
      );
  const memory = rss.after.large / rss.after.new;
  if (memory > LIMIT)
    failures.push(
      `${kind}: memory after the run ${fixed(rss.after.large, 0)} MiB against ${fixed(rss.after.new, 0)} MiB (${fixed(memory, 2)}×)`,
    );
  out.push(`\n### ${kind === "sqlite" ? "SQLite" : "PostgreSQL"}\n`);
  out.push(
    table(
      [left("Route"), right("New ms"), right("Large ms"), right("Ratio"), left("Statuses")],
      rows.map((r) => [r.name, fixed(r.newMs), fixed(r.largeMs), `${fixed(r.ratio, 2)}×`, r.statuses]),
    ),
  );
  out.push(
    `\nServer memory (RSS of the server's process group, after the unmeasured pass → after ${rounds} rounds): new ${fixed(rss.before.new, 0)} → ${fixed(rss.after.new, 0)} MiB, large ${fixed(rss.before.large, 0)} → ${fixed(rss.after.large, 0)} MiB.`,
  );
}
pgServer?.stop();
const m = machineAtStart;
out.push(
  `\nMachine: ${m.cores} CPU cores (${m.cpuModel}), ${m.memory} RAM, ${m.os}, Node.js ${m.node}, Next.js ${m.next}; load average ${m.loadAtStart} at the start of the timing, ${loadAverage()} at the end. Build \`${build.id}\` at commit ${m.commit}. Run on ${isoDate(started)}, ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
);
out.push(
  failures.length
    ? `\nOver the limit (ratio > ${LIMIT} and more than ${NOISE_MS} ms, or memory > ${LIMIT}×):\n${failures.map((f) => `- ${f}`).join("\n")}`
    : `\nEvery route within ${LIMIT}× of the new database, and memory too.`,
);
console.log(out.join("\n"));
process.exitCode = failures.length ? 1 : 0;
