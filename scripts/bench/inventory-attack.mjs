// npm run bench:attack: denial of inventory (OWASP OAT-021) against the public booking API, on the
// embedded default (SQLite, one `next start`) and on two `next start` instances sharing one
// throwaway PostgreSQL. Three measurements on each:
//
// 1. An unproven attacker: many client addresses (X-Forwarded-For, the servers trusting one proxy
//    hop) script POST /api/bookAppointment for every free time of one store-day (service bays,
//    drop-off places, an on-site truck's arrival windows) and for tire installations of one tire
//    (4-6 each), with strangers' e-mail addresses and a phishing line in the comments, and never
//    answer a code. Sampled during the attack: the share of the day's units and of the tire's
//    stock held (availability API and database), then the answers, the code e-mails written, the
//    mails that carry the phishing text (must be none) and the most mail one address got.
// 2. Real customers at the attack's midpoint: one books a time and tires through the code step;
//    one whose address the attacker also types tries the same.
// 3. A proven attacker with k mailboxes: each address proves itself and tries every resource of the
//    store-day; visits and tire sets held per address.
//
// Rate limits are the production ones (RATE_LIMIT_MULTIPLIER=1). Prints a Markdown report.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { describeMachine, loadAverage } from "./machine.mjs";
import { code, conditions, int, left, right, seconds, table } from "./markdown.mjs";
import { installCleanupHandlers } from "./processes.mjs";
import { buildInfo, startNext } from "./servers.mjs";
import { bookableStores, openDates } from "./site.mjs";
import { createDatabase, startThrowawayPostgres } from "../throwaway-postgres.mjs";

const SETUPS = ["embedded", "postgres"];
const USAGE = `Usage: npm run bench:attack -- [--minutes N] [--only embedded,postgres]

  --minutes N      how long the unproven attacker runs on each setup (default 1; 10 for the full run)
  --seconds N      the same in seconds (for development)
  --clients N      client addresses the attacker uses (default 100)
  --rate N         booking attempts per client address and minute (default 15; the API allows 10)
  --victims N      strangers' addresses the attacker types, drawn at random (default 300)
  --mailboxes K    mailboxes the proven attacker controls (default 5)
  --only LIST      embedded, postgres or both (default both)
  --dist DIR       production build to run (default .next)`;

const { values } = parseArgs({
  options: {
    minutes: { type: "string" },
    seconds: { type: "string" },
    clients: { type: "string", default: "100" },
    rate: { type: "string", default: "15" },
    victims: { type: "string", default: "300" },
    mailboxes: { type: "string", default: "5" },
    only: { type: "string" },
    dist: { type: "string", default: ".next" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const positive = (text, name) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number.\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const ATTACK_MS = values.seconds
  ? positive(values.seconds, "seconds") * 1000
  : positive(values.minutes ?? "1", "minutes") * 60_000;
const CLIENTS = Math.round(positive(values.clients, "clients"));
const PER_CLIENT_PER_MIN = positive(values.rate, "rate");
const VICTIMS = Math.round(positive(values.victims, "victims"));
const MAILBOXES = Math.round(positive(values.mailboxes, "mailboxes"));
const only = values.only ? values.only.split(",").map((s) => s.trim()) : SETUPS;
if (only.some((s) => !SETUPS.includes(s))) {
  console.error(`Unknown setup in --only.\n\n${USAGE}`);
  process.exit(2);
}

const SAMPLE_EVERY_MS = 5000;
// Open days after the target day on which one proven address tries a set of tires each.
const LATER_DAYS = 4;
const PHISH = "phish.example";
const PHISH_COMMENT = `Verify at https://${PHISH}/login`;
const STORE_SLUG = "wytheville-va";
const OIL = "Oil Changes";
const TIRES = "Tire Sales & Installation";
const FARM = "Farm Tire Service";
// A farm within the store's service radius (as the on-site tests use).
const SITE = {
  street: "1450 Mill Creek Rd",
  city: "Max Meadows",
  state: "VA",
  zip: "24360",
  machine: "Tractor, John Deere 8R 410",
};
const VEHICLE = { year: "2019", make: "Toyota", model: "Camry" };

const log = (message) => process.stderr.write(`[attack] ${message}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
const percent = (part, whole) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : "–");

// Client addresses: the attacker's in 10.66.0.0/16, customers' and the sampler's elsewhere.
const attackerAddress = (i) => `10.66.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const CUSTOMER_ADDRESS = "10.200.0.7";
const TARGETED_ADDRESS = "10.200.0.8";
const SAMPLER_ADDRESS = "10.250.0.1";

// ---------------------------------------------------------------------------------------------
// HTTP

async function post(baseUrl, payload, { from, cookie } = {}) {
  const headers = { "content-type": "application/json", "x-forwarded-for": from };
  if (cookie) headers.cookie = cookie;
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/bookAppointment`, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => null);
    return {
      status: response.status,
      body,
      setCookie: response.headers.get("set-cookie"),
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, body: null, error: error.cause?.code ?? error.name, ms: performance.now() - started };
  }
}

async function getJson(url, from = SAMPLER_ADDRESS) {
  const response = await fetch(url, { headers: { "x-forwarded-for": from } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const availabilityUrl = (baseUrl, store, date, query) =>
  `${baseUrl}/api/stores/${store.email}/availability/${date}?${query}`;

/** Free starts of one kind of visit at the store-day, and the units left at each. */
async function slotsOf(baseUrl, store, date, query) {
  return (await getJson(availabilityUrl(baseUrl, store, date, query))).availableSlots;
}

const KINDS = [
  { key: "bay", label: "service-bay slots", query: `service=${encodeURIComponent(OIL)}` },
  { key: "dropOff", label: "drop-off places", query: `service=${encodeURIComponent(OIL)}&visit=drop-off` },
  { key: "truck", label: "service-truck windows", query: "service=farm-tire-service" },
];

/** Units still free per kind: the sum of `remaining` over the day's starts. */
async function freeUnits(baseUrl, store, date) {
  const free = {};
  for (const kind of KINDS)
    free[kind.key] = (await slotsOf(baseUrl, store, date, kind.query)).reduce((t, s) => t + s.remaining, 0);
  return free;
}

// ---------------------------------------------------------------------------------------------
// The database behind the servers, read directly (read-only queries only)

function sqliteReader(dataDir) {
  const file = join(dataDir, "scheduling.sqlite");
  return {
    async all(sql, params = []) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params);
      } finally {
        db.close();
      }
    },
    async close() {},
  };
}

async function postgresReader(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async all(sql, params = []) {
      let n = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows;
    },
    close: () => client.end(),
  };
}

const num = (v) => Number(v ?? 0);
// data/inventory.ts
const WAREHOUSE_ID = 9;

/**
 * What is held at the store-day, split between `owners` (addresses, lower case) and everyone
 * else: visits, service-bay time in 30-minute slot units, drop-off places, truck windows, and the
 * target tire's held sets at the store and at the warehouse.
 */
async function dbHolds(db, store, date, offerId, owners) {
  const units = await db.all(
    `SELECT u.kind AS kind, u.starts_at AS s, u.ends_at AS e, lower(a.email) AS email
     FROM appointment_units u JOIN appointments a ON a.id = u.appointment_id
     WHERE a.store_email = ? AND a.date = ? AND u.active = 1`,
    [store.email, date],
  );
  const visits = await db.all(
    "SELECT lower(email) AS email FROM appointments WHERE store_email = ? AND date = ? AND status IN ('requested', 'confirmed')",
    [store.email, date],
  );
  const tires = await db.all(
    "SELECT hold_location_id AS loc, hold_quantity AS q, lower(email) AS email FROM appointments WHERE hold_offer_id = ? AND hold_status = 'held'",
    [offerId],
  );
  const part = (mine) => {
    const u = units.filter((x) => owners.has(x.email) === mine);
    const t = tires.filter((x) => owners.has(x.email) === mine);
    const tiresAt = (loc) => t.filter((x) => num(x.loc) === loc).reduce((sum, x) => sum + num(x.q), 0);
    return {
      visits: visits.filter((x) => owners.has(x.email) === mine).length,
      bay: u.filter((x) => x.kind === "bay").reduce((sum, x) => sum + (num(x.e) - num(x.s)) / 1_800_000, 0),
      dropOff: u.filter((x) => x.kind === "drop-off").length,
      truck: u.filter((x) => x.kind === "field").length,
      tiresAtStore: tiresAt(store.id),
      tiresAtWarehouse: tiresAt(WAREHOUSE_ID),
    };
  };
  return { owners: part(true), others: part(false) };
}

async function stockOf(db, store, offerId) {
  const rows = await db.all("SELECT location_id AS loc, on_hand AS n FROM stock WHERE offer_id = ?", [
    offerId,
  ]);
  const at = (loc) => num(rows.find((r) => num(r.loc) === loc)?.n);
  return { store: at(store.id), warehouse: at(WAREHOUSE_ID) };
}

/** Mail due now and not yet sent (a reminder waits for its day: not counted). */
const pendingMail = async (db) =>
  num(
    (
      await db.all(
        "SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?",
        [Date.now()],
      )
    )[0].n,
  );

async function waitForOutbox(db, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let pending = await pendingMail(db);
  while (pending > 0 && Date.now() < deadline) {
    await sleep(500);
    pending = await pendingMail(db);
  }
  return pending;
}

/** Outbox rows since `sinceId`: who got what, and whether it carries the phishing text. */
async function mailSince(db, sinceId) {
  const rows = await db.all(
    "SELECT id, kind, recipient, subject, body_text, body_html, sent_at, created_at FROM outbox WHERE id > ? ORDER BY id",
    [sinceId],
  );
  return rows.map((r) => ({
    id: num(r.id),
    kind: r.kind,
    to: String(r.recipient).toLowerCase(),
    phish: [r.subject, r.body_text, r.body_html].some((t) => String(t ?? "").includes(PHISH)),
    sentAt: r.sent_at === null ? null : num(r.sent_at),
    createdAt: num(r.created_at),
  }));
}

const lastMailId = async (db) => num((await db.all("SELECT MAX(id) AS n FROM outbox"))[0].n);

/** The .eml files the servers wrote (their outbox folders), with soft line breaks undone. */
function emlFiles(dataDirs) {
  const files = [];
  for (const dir of dataDirs) {
    const folder = join(dir, "outbox");
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder))
      if (name.endsWith(".eml")) files.push({ name, path: join(folder, name) });
  }
  return files;
}

function emlFacts(dataDirs, minId) {
  const files = emlFiles(dataDirs).filter((f) => Number.parseInt(f.name, 10) > minId);
  let codes = 0;
  let phish = 0;
  for (const f of files) {
    if (f.name.endsWith("-contact-code.eml")) codes++;
    const text = readFileSync(f.path, "utf8").replace(/=\r?\n/g, "");
    if (text.includes(PHISH)) phish++;
  }
  return { files: files.length, codes, phish };
}

/** The code in the mailbox of `email`: the newest contact-code mail to it, read from its .eml file. */
async function readCode(db, dataDirs, email, afterId, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await db.all(
      "SELECT id FROM outbox WHERE kind = 'contact-code' AND lower(recipient) = ? AND id > ? AND sent_at IS NOT NULL ORDER BY id DESC LIMIT 1",
      [email.toLowerCase(), afterId],
    );
    if (row) {
      const name = `${String(num(row.id)).padStart(6, "0")}-contact-code.eml`;
      for (const dir of dataDirs) {
        const path = join(dir, "outbox", name);
        if (!existsSync(path)) continue;
        const subject = readFileSync(path, "utf8").match(/^Subject: (\d{6}) /m);
        if (subject) return subject[1];
      }
    }
    await sleep(200);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Requests

let serial = 0;
const FIRST = ["Ann", "Bob", "Cal", "Dee", "Eli", "Fay", "Gus", "Ida", "Jo", "Kim"];
const LAST = ["Adams", "Baker", "Clark", "Davis", "Evans", "Ford", "Gray", "Hill", "King", "Lane"];
const phone = () => `304555${String(randomInt(0, 9999)).padStart(4, "0")}`;

function request(store, date, target, email, comments) {
  const body = {
    storeGroupEmail: store.email,
    serviceName: target.service,
    date,
    time: target.time,
    customer: { firstName: pick(FIRST), lastName: `${pick(LAST)} ${++serial}`, email, phone: phone() },
    comments,
  };
  if (target.visit) body.visit = target.visit;
  if (target.site) body.site = target.site;
  else body.vehicle = VEHICLE;
  if (target.tires) body.tires = { productId: target.tires, quantity: randomInt(4, 6) };
  return body;
}

/** Everything the store-day offers at the start: each free time, tire sets, drop-off, on-site. */
async function attackTargets(baseUrl, store, date, offerId) {
  const oil = await slotsOf(baseUrl, store, date, KINDS[0].query);
  const tires = await slotsOf(baseUrl, store, date, `service=tire-sales-installation`);
  const dropOff = await slotsOf(baseUrl, store, date, KINDS[1].query);
  const truck = await slotsOf(baseUrl, store, date, KINDS[2].query);
  const free = (slots) => slots.filter((s) => s.available).map((s) => s.time);
  return [
    ...free(tires).map((time) => ({ kind: "tires", service: TIRES, time, tires: offerId })),
    ...free(dropOff).map((time) => ({ kind: "drop-off", service: OIL, time, visit: "drop-off" })),
    ...free(truck).map((time) => ({ kind: "on-site", service: FARM, time, visit: "on-site", site: SITE })),
    ...free(oil).map((time) => ({ kind: "bay", service: OIL, time })),
  ];
}

/** How an answer is counted: by status, and a 429 or 409 by its reason. */
function classify({ status, body }) {
  const message = String(body?.error ?? body?.message ?? "");
  if (status === 429) return /code/i.test(message) ? "429 code cap" : "429 rate limit";
  if (status === 409) {
    if (/e-mail address already has/.test(message)) return "409 one visit per address";
    if (/tires can be at/i.test(message)) return "409 tires not ready";
    if (/no longer available/.test(message)) return "409 time taken";
    return "409 other";
  }
  if (status === 0) return "network error";
  return String(status);
}

// ---------------------------------------------------------------------------------------------
// One setup

async function startSetup(kind, dist) {
  const env = { TRUSTED_PROXY_COUNT: "1", RATE_LIMIT_MULTIPLIER: "1" };
  if (kind === "embedded") {
    const server = await startNext({ dist, label: "attack-sqlite", env });
    return {
      label: "Embedded (SQLite, 1 instance)",
      servers: [server],
      db: sqliteReader(server.dataDir),
      stop: () => server.stop(),
    };
  }
  const postgres = await startThrowawayPostgres({ maxConnections: 200, durable: true });
  try {
    const url = await createDatabase(postgres.url, "attack");
    const servers = [];
    for (let i = 0; i < 2; i++)
      servers.push(await startNext({ dist, label: `attack-pg-${i}`, env: { ...env, DATABASE_URL: url } }));
    const db = await postgresReader(url);
    return {
      label: "PostgreSQL (2 instances)",
      servers,
      db,
      async stop() {
        await db.close();
        await Promise.all(servers.map((s) => s.stop()));
        postgres.stop();
      },
    };
  } catch (error) {
    postgres.stop();
    throw error;
  }
}

/** The tires the attacker goes after: those of a common size the store has most of, most first. */
async function targetTires(baseUrl, store) {
  const search = await getJson(`${baseUrl}/api/tires/search?size=${encodeURIComponent("225/65R17")}`);
  const ids = search.results.map((r) => r.id).slice(0, 60);
  const answer = await getJson(
    `${baseUrl}/api/tires/availability?offers=${ids.join(",")}&store=${store.id}&qty=4`,
  );
  const stocked = answer.offers.filter((o) => o.source === "store").sort((a, b) => b.onHand - a.onHand);
  if (stocked.length < 2)
    throw new Error(`Fewer than two tires of 225/65R17 on the shelf at store ${store.id}.`);
  return stocked.map((o) => o.offerId);
}

async function tireReadyBy(baseUrl, store, offerId) {
  const a = await getJson(`${baseUrl}/api/tires/availability?offer=${offerId}&qty=4&store=${store.id}`);
  return `${a.readyBy} (${a.source})`;
}

/** A customer books a tire installation at `time` through the code step; every step timed. */
async function customerBooks({ baseUrl, db, dataDirs, store, date, offerId, email, from, pickTime }) {
  const started = performance.now();
  const slots = await slotsOf(baseUrl, store, date, "service=tire-sales-installation");
  const time = pickTime(slots.filter((s) => s.available).map((s) => s.time));
  if (!time) return { ok: false, steps: "no free time offered", totalMs: performance.now() - started };
  const body = request(store, date, { service: TIRES, time, tires: offerId }, email, "");
  body.tires.quantity = 4;
  const mailBefore = await lastMailId(db);
  const first = await post(baseUrl, body, { from });
  const reason = (answer) => `${answer.status} "${answer.body?.error ?? answer.error ?? ""}"`;
  if (first.status !== 202)
    return { ok: false, steps: `asked for a code: ${reason(first)}`, totalMs: performance.now() - started };
  const mailStarted = performance.now();
  const typed = await readCode(db, dataDirs, email, mailBefore);
  const mailMs = performance.now() - mailStarted;
  if (!typed)
    return {
      ok: false,
      steps: "202, no code e-mail within 120 s",
      totalMs: performance.now() - started,
      mailMs,
    };
  const second = await post(
    baseUrl,
    { ...body, contactProof: { id: first.body.verification.id, code: typed } },
    { from },
  );
  return {
    ok: second.status === 200,
    steps: second.status === 200 ? "202 → code → 200" : `202 → code → ${reason(second)}`,
    time,
    totalMs: performance.now() - started,
    mailMs,
  };
}

const elapsed = (since) => seconds(Date.now() - since);

/** The unproven attack with the sampler and, at its midpoint, the customers. */
async function unprovenAttack({ setup, store, date, offerId, startFree, log }) {
  const { servers, db } = setup;
  const base = servers[0].url;
  const dataDirs = servers.map((s) => s.dataDir);
  const targets = await attackTargets(base, store, date, offerId);
  const run = `${Date.now()}`.slice(-6);
  const victims = Array.from({ length: VICTIMS }, (_, i) => `person${i + 1}.${run}@strangers.example`);
  const targetedEmail = `targeted.customer.${run}@customers.example`;
  const customerEmail = `real.customer.${run}@customers.example`;
  const customers = new Set([targetedEmail, customerEmail]);
  const counts = {};
  let sent = 0;
  let targetedSent = 0;
  const latencies = [];
  const mailBefore = await lastMailId(db);
  log(`${setup.label}: ${targets.length} targets, ${CLIENTS} clients, ${ATTACK_MS / 1000} s`);

  const started = Date.now();
  const deadline = started + ATTACK_MS;
  const interval = 60_000 / PER_CLIENT_PER_MIN;
  const clients = Array.from({ length: CLIENTS }, async (_, i) => {
    const server = servers[i % servers.length].url;
    const from = attackerAddress(i);
    let next = started + Math.random() * interval;
    let t = i;
    for (let n = 0; ; n++) {
      await sleep(Math.max(0, Math.min(next, deadline) - Date.now()));
      if (Date.now() >= deadline) return;
      next += interval * (0.8 + 0.4 * Math.random());
      const target = targets[t++ % targets.length];
      // One customer's address is typed too: by four clients first, then by one every third try,
      // to use up the codes that address may be sent.
      const targeted = (i < 4 && n === 0) || (i === 0 && n % 3 === 0);
      const email = targeted ? targetedEmail : pick(victims);
      const answer = await post(server, request(store, date, target, email, PHISH_COMMENT), { from });
      sent++;
      if (targeted) targetedSent++;
      latencies.push(answer.ms);
      const key = classify(answer);
      counts[key] = (counts[key] ?? 0) + 1;
    }
  });

  // The attacker's holds are everyone's but the two customers'.
  const attackerHolds = async () => (await dbHolds(db, store, date, offerId, customers)).others;
  const samples = [];
  const sampler = (async () => {
    while (Date.now() < deadline) {
      try {
        samples.push({
          free: await freeUnits(base, store, date),
          holds: await attackerHolds(),
          readyBy: await tireReadyBy(base, store, offerId),
        });
      } catch (error) {
        log(`sample failed: ${error.message}`);
      }
      await sleep(SAMPLE_EVERY_MS);
    }
  })();

  const midpoint = (async () => {
    await sleep(ATTACK_MS / 2);
    log(`${setup.label}: customers at the midpoint (${elapsed(started)})`);
    const baseUrl = servers[servers.length - 1].url;
    const common = { baseUrl, db, dataDirs, store, date, offerId };
    const [real, targeted] = await Promise.all([
      customerBooks({
        ...common,
        email: customerEmail,
        from: CUSTOMER_ADDRESS,
        pickTime: (times) => times[Math.floor(times.length / 2)],
      }),
      customerBooks({
        ...common,
        email: targetedEmail,
        from: TARGETED_ADDRESS,
        pickTime: (times) => times[Math.floor(times.length / 2) + 1] ?? times[0],
      }),
    ]);
    return { real, targeted };
  })();

  await Promise.all(clients);
  const attackMs = Date.now() - started;
  await sampler;
  const customerResults = await midpoint;
  log(`${setup.label}: attack over after ${seconds(attackMs)}, ${sent} requests; waiting for the outbox`);
  const pending = await waitForOutbox(db);
  const after = {
    free: await freeUnits(base, store, date),
    holds: await attackerHolds(),
    readyBy: await tireReadyBy(base, store, offerId),
  };
  log(`${setup.label}: outbox sent (${elapsed(started)})`);
  const mail = await mailSince(db, mailBefore);
  const attackMail = mail.filter((m) => m.to !== customerEmail && m.to !== store.email);
  const perAddress = new Map();
  for (const m of attackMail) perAddress.set(m.to, (perAddress.get(m.to) ?? 0) + 1);
  const maxCount = Math.max(0, ...perAddress.values());
  const sorted = latencies.sort((a, b) => a - b);
  const peak = (key) => Math.max(0, ...samples.map((s) => s.holds[key]));
  const lowest = (key) => Math.min(startFree[key], ...samples.map((s) => s.free[key]));
  return {
    sent,
    attackMs,
    counts,
    p50: sorted[Math.floor(sorted.length * 0.5)],
    p99: sorted[Math.floor(sorted.length * 0.99)],
    samples: samples.length,
    peak: Object.fromEntries(
      ["visits", "bay", "dropOff", "truck", "tiresAtStore", "tiresAtWarehouse"].map((k) => [k, peak(k)]),
    ),
    lowestFree: Object.fromEntries(KINDS.map((k) => [k.key, lowest(k.key)])),
    readyByDuring: [...new Set(samples.map((s) => s.readyBy))],
    after,
    mail: {
      codes: attackMail.filter((m) => m.kind === "contact-code").length,
      otherKinds: [...new Set(attackMail.filter((m) => m.kind !== "contact-code").map((m) => m.kind))],
      phish: mail.filter((m) => m.phish).length,
      addresses: perAddress.size,
      maxCount,
      targetedCount: perAddress.get(targetedEmail) ?? 0,
      customerCodes: mail.filter((m) => m.kind === "contact-code" && customers.has(m.to)).length,
      pending,
      files: emlFacts(dataDirs, mailBefore),
    },
    targetedSent,
    customers: customerResults,
  };
}

/**
 * k mailboxes: each address asks for a code with a tire installation of 6, answers it, then sends
 * every other target of the day at once with its proof cookie, each from a fresh client address.
 */
async function provenAttack({ setup, store, date, offerId, log }) {
  const { servers, db } = setup;
  const dataDirs = servers.map((s) => s.dataDir);
  const base = servers[0].url;
  const targets = await attackTargets(base, store, date, offerId);
  const tireTargets = targets.filter((t) => t.kind === "tires");
  const run = `${Date.now()}`.slice(-6);
  const mailboxes = Array.from({ length: MAILBOXES }, (_, i) => `box${i + 1}.${run}@attacker-owned.example`);
  const mailBefore = await lastMailId(db);
  const counts = {};
  const tally = (answer) => {
    const key = classify(answer);
    counts[key] = (counts[key] ?? 0) + 1;
  };
  let clientNo = 1000;
  const started = Date.now();
  const perMailbox = await Promise.all(
    mailboxes.map(async (email, m) => {
      const server = servers[m % servers.length].url;
      const ip = () => attackerAddress(clientNo++);
      const first = tireTargets[m % tireTargets.length] ?? targets[0];
      const body = request(store, date, first, email, PHISH_COMMENT);
      if (body.tires) body.tires.quantity = 6;
      const asked = await post(server, body, { from: ip() });
      let attempts = 1;
      let cookie = null;
      let proofAnswer = asked;
      if (asked.status === 202) {
        const typed = await readCode(db, dataDirs, email, mailBefore);
        proofAnswer = await post(
          server,
          { ...body, contactProof: { id: asked.body.verification.id, code: typed ?? "" } },
          { from: ip() },
        );
        attempts++;
        cookie = proofAnswer.setCookie?.match(/contact_proof=[^;]+/)?.[0] ?? null;
      }
      tally(proofAnswer);
      const rest = targets.filter((t) => t !== first);
      const answers = await Promise.all(
        rest.map((target) => {
          const b = request(store, date, target, email, PHISH_COMMENT);
          if (b.tires) b.tires.quantity = 6;
          return post(server, b, { from: ip(), cookie });
        }),
      );
      attempts += answers.length;
      answers.forEach(tally);
      if (process.env.BENCH_DEBUG)
        log(
          `${email}: proof ${proofAnswer.status} ${proofAnswer.body?.error ?? ""}; then ${answers.map((a) => a.status).join(",")}`,
        );
      return { email, attempts, cookie };
    }),
  );
  log(`${setup.label}: proven attacker done in ${elapsed(started)}`);
  await waitForOutbox(db);
  const own = new Set(mailboxes);
  const rows = await db.all(
    "SELECT lower(email) AS email, tires, hold_quantity AS q FROM appointments WHERE store_email = ? AND date = ? AND status IN ('requested', 'confirmed')",
    [store.email, date],
  );
  const visits = mailboxes.map((e) => {
    const mine = rows.filter((r) => r.email === e);
    return {
      visits: mine.length,
      sets: mine.filter((r) => r.tires).length,
      tires: mine.reduce((t, r) => t + (r.tires ? JSON.parse(r.tires).quantity : 0), 0),
    };
  });
  const holds = (await dbHolds(db, store, date, offerId, own)).owners;
  const mail = await mailSince(db, mailBefore);
  const phishTo = { store: 0, own: 0, others: 0 };
  for (const m of mail.filter((x) => x.phish)) {
    if (m.to === store.email) phishTo.store++;
    else if (own.has(m.to)) phishTo.own++;
    else phishTo.others++;
  }
  return {
    targets: targets.length,
    perMailbox,
    cookie: perMailbox[0].cookie,
    counts,
    visits,
    holds,
    readyBy: await tireReadyBy(base, store, offerId),
    phishTo,
  };
}

/**
 * One proven address (the first mailbox, its cookie) on the store's next open days: a tire
 * installation of 6 of a second tire on each, all at once. The one-visit rule is per store and day.
 */
async function laterDaysAttack({ setup, store, dates, offerId, cookie, email }) {
  const { servers, db } = setup;
  const stock = await stockOf(db, store, offerId);
  let clientNo = 2000;
  const answers = await Promise.all(
    dates.map(async (date, i) => {
      const slots = await slotsOf(servers[0].url, store, date, "service=tire-sales-installation");
      const time = slots.find((s) => s.available)?.time;
      if (!time) return { status: 0, body: null };
      const body = request(store, date, { service: TIRES, time, tires: offerId }, email, PHISH_COMMENT);
      body.tires.quantity = 6;
      return post(servers[i % servers.length].url, body, { from: attackerAddress(clientNo++), cookie });
    }),
  );
  const held = await db.all(
    "SELECT hold_location_id AS loc, SUM(hold_quantity) AS q FROM appointments WHERE hold_offer_id = ? AND hold_status = 'held' AND lower(email) = ? GROUP BY hold_location_id",
    [offerId, email],
  );
  const at = (loc) => num(held.find((h) => num(h.loc) === loc)?.q);
  return {
    days: dates.length,
    booked: answers.filter((a) => a.status === 200).length,
    answers: answers.map(classify),
    offerId,
    stock,
    tiresAtStore: at(store.id),
    tiresAtWarehouse: at(WAREHOUSE_ID),
    readyBy: await tireReadyBy(servers[0].url, store, offerId),
  };
}

async function measureSetup(kind, dist) {
  const since = Date.now();
  const setup = await startSetup(kind, dist);
  try {
    const base = setup.servers[0].url;
    const stores = await bookableStores(base);
    const locations = await getJson(`${base}/api/locations`);
    const location = locations.find((l) => l.slug === STORE_SLUG);
    if (!location) throw new Error(`Store ${STORE_SLUG} not found in /api/locations.`);
    const store = { ...stores.find((s) => s.email === location.email), id: location.id, name: location.name };
    // The second open day: a whole day of free times, nothing near the notice period.
    const [, date, ...laterDates] = await openDates(base, store, 2 + LATER_DAYS);
    const [offerId, secondOfferId] = await targetTires(base, store);
    const startFree = await freeUnits(base, store, date);
    const stock = await stockOf(setup.db, store, offerId);
    const startReadyBy = await tireReadyBy(base, store, offerId);
    log(
      `${setup.label}: ready after ${elapsed(since)}; ${store.name} ${date}, tire ${offerId} (${stock.store} at the store, ${stock.warehouse} at the warehouse)`,
    );
    const unproven = await unprovenAttack({ setup, store, date, offerId, startFree, log });
    log(`${setup.label}: proven attacker with ${MAILBOXES} mailboxes`);
    const proven = await provenAttack({ setup, store, date, offerId, log });
    const laterDays = await laterDaysAttack({
      setup,
      store,
      dates: laterDates,
      offerId: secondOfferId,
      cookie: proven.cookie,
      email: proven.perMailbox[0].email,
    });
    return {
      kind,
      label: setup.label,
      store,
      date,
      offerId,
      startFree,
      stock,
      startReadyBy,
      unproven,
      proven,
      laterDays,
    };
  } finally {
    await setup.stop();
    log(`${kind}: done in ${elapsed(since)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const share = (part, whole) => `${fixedUnits(part)} of ${whole} (${percent(part, whole)})`;
const fixedUnits = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function report(results, { startedAt, totalMs, machine, build, dist }) {
  const columns = [left("Figure"), ...results.map((r) => right(r.label)), left("Reference")];
  const row = (label, cell, reference) => [label, ...results.map(cell), reference];
  const heading = (label) => row(`**${label}**`, () => "", "");
  const customer = (c) =>
    c.ok ? `booked in ${seconds(c.totalMs)} (code e-mail ${seconds(c.mailMs)})` : `not booked: ${c.steps}`;
  const statusKeys = [...new Set(results.flatMap((r) => Object.keys(r.unproven.counts)))].sort();
  const statusReference = {
    202: "code sent, nothing held",
    200: "0: nothing is booked without a code",
    "429 rate limit": "over 10 bookings/min per client address",
    "429 code cap": "over 3 codes per address per 15 min, or 8 mails a day",
  };
  const u = (r) => r.unproven;
  const p = (r) => r.proven;
  const free = (f) => `${f.bay} / ${f.dropOff} / ${f.truck}`;
  const rows = [
    heading("Unproven attacker"),
    row(
      "Booking attempts",
      (r) =>
        `${int(u(r).sent)} in ${seconds(u(r).attackMs)} (${(u(r).sent / (u(r).attackMs / 1000)).toFixed(1)}/s)`,
      `${CLIENTS} client addresses × ${PER_CLIENT_PER_MIN}/min`,
    ),
    ...statusKeys.map((k) => row(`answered ${k}`, (r) => int(u(r).counts[k] ?? 0), statusReference[k] ?? "")),
    row("answer time p50 / p99", (r) => `${int(u(r).p50)} / ${int(u(r).p99)} ms`, ""),
    row("Service-bay slots held, peak", (r) => share(u(r).peak.bay, r.startFree.bay), "0"),
    row("Drop-off places held, peak", (r) => share(u(r).peak.dropOff, r.startFree.dropOff), "0"),
    row("Service-truck windows held, peak", (r) => share(u(r).peak.truck, r.startFree.truck), "0"),
    row("Target tire held, peak (store shelf)", (r) => share(u(r).peak.tiresAtStore, r.stock.store), "0"),
    row("Visits stored for the attacker, peak", (r) => int(u(r).peak.visits), "0"),
    row(
      "Held after the attack: bays / drop-off / trucks / tires",
      (r) => {
        const h = u(r).after.holds;
        return `${fixedUnits(h.bay)} / ${h.dropOff} / ${h.truck} / ${h.tiresAtStore + h.tiresAtWarehouse}`;
      },
      "0 / 0 / 0 / 0",
    ),
    row(
      "Free per the API (bays / drop-off / trucks): start → lowest → after",
      (r) => `${free(r.startFree)} → ${free(u(r).lowestFree)} → ${free(u(r).after.free)}`,
      "falls by the customers' bookings only",
    ),
    row(
      "Ready-by for a set of 4: start → during → after",
      (r) => `${r.startReadyBy} → ${u(r).readyByDuring.join(", ")} → ${u(r).after.readyBy}`,
      "unchanged",
    ),
    row(
      "Code e-mails written (.eml files)",
      (r) => `${int(u(r).mail.files.codes)} (${u(r).mail.customerCodes} of them the customers')`,
      "one per 202",
    ),
    row(
      "Mail to strangers' addresses (outbox)",
      (r) =>
        `${int(u(r).mail.codes)} codes to ${int(u(r).mail.addresses)} addresses` +
        (u(r).mail.otherKinds.length ? `; also ${u(r).mail.otherKinds.join(", ")}` : "; nothing else"),
      "codes only",
    ),
    row(
      `Mails carrying "${PHISH}": outbox rows / .eml files`,
      (r) => `${u(r).mail.phish} / ${u(r).mail.files.phish}`,
      "0 / 0",
    ),
    row("Most mails to one address", (r) => int(u(r).mail.maxCount), "≤ 3 per 15 min, ≤ 8 a day"),
    heading("Customers at the attack's midpoint"),
    row("Real customer (a time and 4 tires)", (r) => customer(u(r).customers.real), "booked"),
    row(
      "Customer whose address the attacker also types",
      (r) =>
        `${customer(u(r).customers.targeted)}; typed by the attacker ${u(r).targetedSent}×, mailed ${u(r).mail.targetedCount}×`,
      "locked out of online booking while the address's codes are used up",
    ),
    heading(`Proven attacker, ${MAILBOXES} mailboxes`),
    row(
      "Attempts (per address)",
      (r) => `${int(p(r).perMailbox.reduce((t, m) => t + m.attempts, 0))} (${p(r).perMailbox[0].attempts})`,
      `every target of the day (${results[0]?.proven.targets ?? "–"}), all at once after the proof`,
    ),
    row(
      "answers",
      (r) =>
        Object.entries(p(r).counts)
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join(", "),
      "",
    ),
    row(
      "Visits held per address",
      (r) =>
        p(r)
          .visits.map((v) => v.visits)
          .join(", "),
      "≤ 1 per store and day",
    ),
    row(
      "Tire sets per visit (tires)",
      (r) =>
        p(r)
          .visits.filter((v) => v.visits)
          .map((v) => `${v.sets / v.visits} (${v.tires})`)
          .join(", "),
      "≤ 1 set of ≤ 6",
    ),
    row("Service-bay slots held", (r) => share(p(r).holds.bay, r.startFree.bay), ""),
    row("Drop-off places / truck windows held", (r) => `${p(r).holds.dropOff} / ${p(r).holds.truck}`, ""),
    row(
      "Target tire held: store shelf / warehouse",
      (r) =>
        `${share(p(r).holds.tiresAtStore, r.stock.store)} / ${share(p(r).holds.tiresAtWarehouse, r.stock.warehouse)}`,
      `≤ ${MAILBOXES} × 6`,
    ),
    row("Ready-by for a set of 4 afterwards", (r) => p(r).readyBy, ""),
    row(
      `One proven address, the next ${LATER_DAYS} open days: tire sets booked`,
      (r) => `${r.laterDays.booked} of ${r.laterDays.days} (${r.laterDays.answers.join(", ")})`,
      "no cap across days",
    ),
    row(
      "second tire held by that address: store shelf / warehouse",
      (r) =>
        `${share(r.laterDays.tiresAtStore, r.laterDays.stock.store)} / ${share(r.laterDays.tiresAtWarehouse, r.laterDays.stock.warehouse)}; ready-by for 4 then ${r.laterDays.readyBy}`,
      "",
    ),
    row(
      `Mails carrying "${PHISH}": to the store / to its own addresses / to others`,
      (r) => `${p(r).phishTo.store} / ${p(r).phishTo.own} / ${p(r).phishTo.others}`,
      "to others 0",
    ),
  ];
  const first = results[0];
  const isoSeconds = (date) => date.toISOString().replace(/\.\d+Z$/, "Z");
  const command = `npm run bench:attack${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  return [
    "## Denial of inventory",
    "",
    `Generated by ${code(command)} on ${isoSeconds(startedAt)}; the whole run took ${seconds(totalMs)}.`,
    "",
    table(columns, rows),
    "",
    conditions([
      [
        "Target",
        first
          ? `the ${first.store.name} store on ${first.date} (its second open day): every free time of Oil Changes (service bays), Tire Sales & Installation of ${code(first.offerId)} (the store's most-stocked 225/65R17; 4-6 tires a request), the drop-off places and Farm Tire Service's arrival windows (service trucks); "free" is the availability API's \`remaining\` summed over the day's starts before the attack (bays in 30-minute slots)`
          : "–",
      ],
      [
        "Unproven attacker",
        `${CLIENTS} client addresses (X-Forwarded-For; the servers trust one proxy hop and keep the production rate limits), each sending ${PER_CLIENT_PER_MIN} attempts a minute for ${seconds(ATTACK_MS)}, round-robin over the targets (and the instances); strangers' addresses drawn from ${VICTIMS}; comments "${PHISH_COMMENT}"; codes never answered. Held units and tires are read from the database every ${SAMPLE_EVERY_MS / 1000} s (the attacker's: every appointment but the customers'), beside the availability API read from a separate client address`,
      ],
      [
        "After the attack",
        "read once the attack has stopped and its mail is sent, not 30 minutes later: a request without a proven address writes no appointment and no hold, so nothing is left to expire; the codes it had mailed lapse 15 minutes after sending",
      ],
      [
        "Customers",
        "from their own client addresses, at the midpoint: availability → POST → 202 → the code read from the .eml file the server wrote → POST with the code; timed from the first read to the last answer. The attacker typed the second customer's address with its first four requests and then every third request of one client",
      ],
      [
        "Proven attacker",
        `reads ${MAILBOXES} mailboxes: each address asks for a code with a tire installation of 6, answers it, then sends every other target of the day at the same time with the proof cookie, each request from a fresh client address. Then the first address, with its cookie, asks for a set of 6 of a second tire (${results[0] ? code(results[0].laterDays.offerId) : "–"}) on each of the store's next ${LATER_DAYS} open days at once`,
      ],
      [
        "Servers",
        `${code("next start")} (Next.js ${machine.next}, NODE_ENV=production) on build ${code(build.id)} from ${code(dist + "/")}, simulated calendar, .eml outbox, empty data folders; PostgreSQL: a throwaway server, both instances on one database, client i sent to instance i mod 2`,
      ],
      [
        "Machine",
        `${machine.cores} CPU cores (${machine.cpuModel}) shared by the servers, the database and the attacker, with other work: load average ${machine.loadAtStart} at start, ${loadAverage()} at the end`,
      ],
    ]),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------

const build = buildInfo(values.dist);
if (!build) {
  console.error(`No production build in ${values.dist}/ (BUILD_ID is missing).`);
  process.exit(1);
}
installCleanupHandlers();
const startedAt = new Date();
const machine = describeMachine();
const dist = values.dist;
const results = [];
for (const kind of only) {
  log(`${kind}: start (load average ${loadAverage()})`);
  results.push(await measureSetup(kind, dist));
}
process.stdout.write(
  `${report(results, { startedAt, totalMs: Date.now() - startedAt.getTime(), machine, build, dist })}\n`,
);
