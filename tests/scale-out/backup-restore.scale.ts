import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import { Client } from "pg";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookableLocations } from "@/data/locations";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import type { FakeGraph } from "../../scripts/fake-graph/server.mjs";
import { createDatabase, postgresBin } from "../../scripts/throwaway-postgres.mjs";
import { fakeGraphEnv, startTestGraph } from "../support/fake-graph";
import { upcomingWeekday } from "../support/scheduling-env";
import { startInstance, type AppInstance } from "./app-instance";
import { startSmtpSink, type Delivered } from "./smtp-sink";
import { proofKeyOf, provenCookie } from "./proof-cookie";

// The restore drill, for each database: bookings (some holding tires) and quote requests keep
// coming while scripts/backup.mjs runs; the backup is restored into a fresh data folder or
// database with scripts/restore.mjs, the site starts on it, and everything acknowledged before
// the backup started is there, found the way customers and staff find it, with nothing that was
// never acknowledged.

const PASSWORD = "drill-password";
const WORKERS = 4;
/** Acknowledged requests before the backup starts, and after it ends, at least. */
const BEFORE_BACKUP = 30;
const AFTER_BACKUP = 15;
/** On hand of the drill's tire at every store: room for every hold the load makes. */
const ON_HAND = 200;
const TIRE = passengerCatalog.bySize("235/55R18")[0]!;

type Kind = "sqlite" | "postgres";

interface Job {
  n: number;
  kind: "booking" | "hold" | "quote";
  body: Record<string, unknown>;
}

interface Acknowledged extends Job {
  reference: string;
  /** The customer's link token (bookings). */
  token?: string;
  /** When the request went out, and when its answer came (performance.now()). */
  sent: number;
  at: number;
}

/** Runs one of our scripts as an operator would; resolves its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join("scripts", script), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** "appointments=12 quote_requests=3 …" from a script's line, as numbers. */
function countsIn(line: string): Record<string, number> {
  return Object.fromEntries([...line.matchAll(/\b(\w+)=(\d+)\b/g)].map((m) => [m[1]!, Number(m[2])]));
}

async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const staffHeaders = { authorization: `Basic ${Buffer.from(`drill:${PASSWORD}`).toString("base64")}` };

/**
 * The n-th request of the load: every fifth a quote request, every fifth a booking that holds a
 * set of four tires, the rest oil changes. Every booking has a slot of its own (a store and a
 * half hour on days set apart for each kind) and its own idempotency key.
 */
function jobFor(kind: Kind, n: number): Job {
  const customer = {
    firstName: `D${n}`,
    lastName: "Drill",
    email: `d${n}-${kind}@example.com`,
    phone: "3045550100",
  };
  if (n % 5 === 0)
    return {
      n,
      kind: "quote",
      body: {
        product: "Firestone Radial All Traction 23° 480/80R42",
        quantity: 2,
        application: "farm",
        name: `Quote ${n}`,
        email: `q${n}-${kind}@example.com`,
        phone: "2765550142",
      },
    };
  const stores = bookableLocations.length;
  if (n % 5 === 1) {
    const i = (n - 1) / 5;
    const times = ["08:00", "09:30", "11:00", "13:30"];
    const perDay = stores * times.length;
    return {
      n,
      kind: "hold",
      body: {
        storeGroupEmail: bookableLocations[i % stores]!.email,
        serviceName: "Tire Sales & Installation",
        date: nthWeekday(4, Math.floor(i / perDay)),
        time: times[Math.floor((i % perDay) / stores)]!,
        customer,
        tires: { productId: TIRE.id, quantity: 4 },
        idempotencyKey: `drill-${kind}-${n}`,
      },
    };
  }
  const i = Math.floor(n / 5) * 3 + (n % 5) - 2;
  const times = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "13:00", "13:30"];
  const perDay = stores * times.length;
  return {
    n,
    kind: "booking",
    body: {
      storeGroupEmail: bookableLocations[i % stores]!.email,
      serviceName: "Oil Changes",
      date: nthWeekday(12, Math.floor(i / perDay)),
      time: times[Math.floor((i % perDay) / stores)]!,
      customer,
      idempotencyKey: `drill-${kind}-${n}`,
    },
  };
}

/** The `skip`-th business day from the first one at least `ahead` days out. */
function nthWeekday(ahead: number, skip: number): string {
  let day = upcomingWeekday(ahead);
  for (let i = 0; i < skip; i++) day = upcomingWeekday(1, Date.parse(`${day}T17:00:00Z`));
  return day;
}

/** Each instance's proof key: every booking comes from a browser that proved its address before. */
const proofKeys = new Map<AppInstance, Buffer>();

async function send(site: AppInstance, job: Job) {
  const path = job.kind === "quote" ? "/api/quotes" : "/api/bookAppointment";
  const email = (job.body as { customer?: { email: string } }).customer?.email;
  const key = job.kind !== "quote" && email ? proofKeys.get(site) : undefined;
  const response = await fetch(`${site.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key && email ? { cookie: provenCookie(key, email) } : {}),
    },
    body: JSON.stringify(job.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Requests from several clients at once until stopped; what was acknowledged, and when. */
function startLoad(site: AppInstance, kind: Kind) {
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      const job = jobFor(kind, next++);
      const sent = performance.now();
      const { status, body } = await send(site, job);
      if (status !== 200) {
        refused.push(`${job.kind} ${job.n}: ${status} ${JSON.stringify(body)}`);
        continue;
      }
      const at = performance.now();
      if (job.kind === "quote") acknowledged.push({ ...job, reference: String(body.reference), sent, at });
      else {
        const appointment = body.appointment as { reference: string; manageUrl: string };
        const token = new URLSearchParams(appointment.manageUrl.split("?")[1]).get("token") ?? "";
        acknowledged.push({ ...job, reference: appointment.reference, token, sent, at });
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    acknowledged,
    refused,
    nextNumber: () => next++,
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

interface DatabaseState {
  appointments: { reference: string; holdQuantity: number | null; holdStatus: string | null }[];
  quotes: string[];
  onHand: Map<number, number>;
}

/** What the restored database holds, read straight from it. */
async function readState(kind: Kind, target: string): Promise<DatabaseState> {
  const sql = {
    appointments: "SELECT reference, hold_quantity, hold_status FROM appointments",
    quotes: "SELECT reference FROM quote_requests",
    // A catalog id: letters, digits and dashes only.
    stock: `SELECT location_id, on_hand FROM stock WHERE offer_id = '${TIRE.id}'`,
  };
  let rows: {
    appointments: Record<string, unknown>[];
    quotes: Record<string, unknown>[];
    stock: Record<string, unknown>[];
  };
  if (kind === "sqlite") {
    const db = new Database(target, { readonly: true, fileMustExist: true });
    try {
      rows = {
        appointments: db.prepare(sql.appointments).all() as Record<string, unknown>[],
        quotes: db.prepare(sql.quotes).all() as Record<string, unknown>[],
        stock: db.prepare(sql.stock).all() as Record<string, unknown>[],
      };
    } finally {
      db.close();
    }
  } else {
    const db = new Client({ connectionString: target });
    await db.connect();
    try {
      rows = {
        appointments: (await db.query(sql.appointments)).rows,
        quotes: (await db.query(sql.quotes)).rows,
        stock: (await db.query(sql.stock)).rows,
      };
    } finally {
      await db.end();
    }
  }
  return {
    appointments: rows.appointments.map((r) => ({
      reference: String(r.reference),
      holdQuantity: r.hold_quantity === null ? null : Number(r.hold_quantity),
      holdStatus: r.hold_status === null ? null : String(r.hold_status),
    })),
    quotes: rows.quotes.map((r) => String(r.reference)),
    onHand: new Map(rows.stock.map((r) => [Number(r.location_id), Number(r.on_hand)])),
  };
}

describe("backup while the site takes bookings, restore, and the restored site", () => {
  const delivered: Delivered[] = [];
  let smtp: SMTPServer & { port: number };
  let fake: FakeGraph;
  const sites: AppInstance[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink(delivered);
    fake = await startTestGraph();
  });

  afterAll(async () => {
    // Throwaway sites on throwaway data: no need to wait for a graceful stop.
    for (const site of sites) await site.kill("SIGKILL");
    await fake?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it.each(["sqlite", "postgres"] as const)(
    "%s: every booking, tire hold and quote acknowledged before the backup is on the restored site",
    async (kind) => {
      const postgresUrl = inject("postgresUrl");
      const baseEnv = {
        ...fakeGraphEnv(fake, { GRAPH_READ_TIMEOUT_MS: "3000" }),
        NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS ?? "",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        BACKGROUND_INTERVAL_MS: "500",
        RATE_LIMIT_MULTIPLIER: "1000",
        STATUS_PASSWORD: PASSWORD,
        // The tools of the test server's own version (it is the newest installed).
        PG_BIN: postgresBin(),
      };
      const dataDir = mkdtempSync(join(tmpdir(), `drill-${kind}-`));
      const database = kind === "postgres" ? await createDatabase(postgresUrl, "drill") : "";
      const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: database };
      const site = await startInstance(`${kind} site`, env);
      sites.push(site);
      proofKeys.set(site, await proofKeyOf(database || join(dataDir, "scheduling.sqlite")));

      // The drill's tire on the shelf at every store, as the stock feed would set it.
      const stocked = await fetch(`${site.url}/api/admin/inventory`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...staffHeaders },
        body: JSON.stringify({
          rows: bookableLocations.map((l) => ({ locationId: l.id, offerId: TIRE.id, onHand: ON_HAND })),
        }),
      });
      expect(stocked.status, await stocked.text()).toBe(200);

      // The backup runs in the middle of the load.
      const load = startLoad(site, kind);
      await waitFor(() => load.acknowledged.length >= BEFORE_BACKUP, 60_000, `${BEFORE_BACKUP} answers`);
      const backupDir = mkdtempSync(join(tmpdir(), `drill-${kind}-backups-`));
      const backupStarted = performance.now();
      const backup = await runScript("backup.mjs", [backupDir], env);
      const backupEnded = performance.now();
      const afterBackup = load.acknowledged.length;
      await waitFor(
        () => load.acknowledged.length >= afterBackup + AFTER_BACKUP,
        60_000,
        "the load to go on after the backup",
      );
      await load.stop();
      expect(load.refused).toEqual([]);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const line = backup.stdout.trim();
      expect(line).toMatch(
        kind === "sqlite" ? /integrity ok, schema \d+\)/ : /archive readable, schema \d+\)/,
      );
      const backupFile = /to (\S+\.(?:sqlite|dump)) \(/.exec(line)?.[1];
      expect(backupFile, line).toBeDefined();
      const backedUp = countsIn(line.slice(line.indexOf("): ")));

      const before = load.acknowledged.filter((a) => a.at < backupStarted);
      const during = load.acknowledged.filter((a) => a.sent < backupEnded && a.at > backupStarted);
      // The backup really overlapped the load: requests were being written while it ran.
      expect(during.length, "requests in flight while the backup ran").toBeGreaterThan(0);
      expect(before.filter((a) => a.kind === "hold").length).toBeGreaterThan(0);
      expect(before.filter((a) => a.kind === "quote").length).toBeGreaterThan(0);

      // A restore never overwrites a folder or database in use without --force.
      const refusedRestore = await runScript("restore.mjs", [backupFile!], env);
      expect(refusedRestore.code).toBe(1);
      expect(refusedRestore.stderr).toMatch(kind === "sqlite" ? /is not empty/ : /already has \d+ table/);
      // The server is lost, as in the disaster a backup is for.
      await site.kill("SIGKILL");
      // With the site stopped, --force puts the backup back over the old data itself.
      const forced = await runScript("restore.mjs", [backupFile!, "--force"], env);
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(countsIn(forced.stdout.slice(forced.stdout.indexOf("): ")))).toEqual(backedUp);

      // Into a fresh folder (one that does not exist yet) or a fresh database.
      const restoredDir = join(mkdtempSync(join(tmpdir(), `drill-${kind}-restored-`)), "data");
      const restoredDatabase = kind === "postgres" ? await createDatabase(postgresUrl, "restored") : "";
      const restoredEnv = { ...baseEnv, DATA_DIR: restoredDir, DATABASE_URL: restoredDatabase };
      const restore = await runScript("restore.mjs", [backupFile!], restoredEnv);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      expect(countsIn(restore.stdout.slice(restore.stdout.indexOf("): ")))).toEqual(backedUp);

      const target = kind === "sqlite" ? join(restoredDir, "scheduling.sqlite") : restoredDatabase;
      const state = await readState(kind, target);
      const references = state.appointments.map((a) => a.reference);
      expect(references).toHaveLength(backedUp.appointments!);
      expect(state.quotes).toHaveLength(backedUp.quote_requests!);
      // Everything acknowledged before the backup started is in it...
      const bookingsBefore = before.filter((a) => a.kind !== "quote");
      const quotesBefore = before.filter((a) => a.kind === "quote");
      expect(references).toEqual(expect.arrayContaining(bookingsBefore.map((a) => a.reference)));
      expect(state.quotes).toEqual(expect.arrayContaining(quotesBefore.map((a) => a.reference)));
      // ...nothing sent after it ended (it is one moment's picture)...
      const later = new Set(load.acknowledged.filter((a) => a.sent > backupEnded).map((a) => a.reference));
      expect(later.size).toBeGreaterThan(0);
      expect([...references, ...state.quotes].filter((r) => later.has(r))).toEqual([]);
      // ...and nothing in it that was never acknowledged (requests still unanswered were none).
      const answered = new Set(load.acknowledged.map((a) => a.reference));
      expect(references.filter((r) => !answered.has(r))).toEqual([]);
      expect(state.quotes.filter((r) => !answered.has(r))).toEqual([]);
      // Each restored hold still holds its four tires, and the shelves count what the feed set.
      const holds = state.appointments.filter((a) => a.holdQuantity !== null);
      expect(holds.every((a) => a.holdQuantity === 4 && a.holdStatus === "held")).toBe(true);
      const holdsBefore = before.filter((a) => a.kind === "hold").map((a) => a.reference);
      expect(holds.map((a) => a.reference)).toEqual(expect.arrayContaining(holdsBefore));
      expect(bookableLocations.map((l) => state.onHand.get(l.id))).toEqual(
        bookableLocations.map(() => ON_HAND),
      );

      const restored = await startInstance(`restored ${kind} site`, {
        ...restoredEnv,
        DATA_DIR: kind === "sqlite" ? restoredDir : mkdtempSync(join(tmpdir(), `drill-${kind}-files-`)),
      });
      sites.push(restored);
      // The proof key came back with the rest of the database: the original site's cookies still prove.
      proofKeys.set(restored, await proofKeyOf(restoredDatabase || join(restoredDir, "scheduling.sqlite")));

      // Customers find their bookings with the link from their e-mail (the signing key came back
      // with the data), with the tires set aside for them.
      for (const a of bookingsBefore) {
        const response = await fetch(
          `${restored.url}/api/appointments/${a.reference}?token=${encodeURIComponent(a.token!)}`,
        );
        expect(response.status, a.reference).toBe(200);
        const { appointment } = (await response.json()) as {
          appointment: {
            reference: string;
            date: string;
            time: string;
            tires: string | null;
            tiresReadyBy: string | null;
          };
        };
        expect(appointment).toMatchObject({ reference: a.reference, date: a.body.date, time: a.body.time });
        if (a.kind === "hold") {
          expect(appointment.tires, a.reference).not.toBeNull();
          expect(appointment.tiresReadyBy, a.reference).not.toBeNull();
        }
      }
      // The sales desk finds every quote request, and its counts are the backup's.
      for (const q of quotesBefore) {
        const response = await fetch(`${restored.url}/api/admin/quotes/${q.reference}`, {
          headers: staffHeaders,
        });
        expect(response.status, q.reference).toBe(200);
        expect(((await response.json()) as { quote: { name: string } }).quote.name).toBe(q.body.name);
      }
      const desk = (await (
        await fetch(`${restored.url}/api/admin/quotes`, { headers: staffHeaders })
      ).json()) as {
        counts: Record<string, number>;
      };
      expect(Object.values(desk.counts).reduce((sum, n) => sum + n, 0)).toBe(backedUp.quote_requests);

      // A customer whose answer was lost sends the same request again: the restored idempotency
      // key answers with the same booking instead of making a second one.
      for (const a of bookingsBefore.slice(0, 10)) {
        const again = await send(restored, a);
        expect(again.status).toBe(200);
        expect((again.body.appointment as { reference: string }).reference).toBe(a.reference);
      }
      // And the restored site takes new bookings, and mails them.
      let n = load.nextNumber();
      while (n % 5 < 2) n++;
      const fresh = jobFor(kind, n);
      const booked = await send(restored, fresh);
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const after = await readState(kind, target);
      expect(after.appointments).toHaveLength(references.length + 1);
      const customerEmail = (fresh.body.customer as { email: string }).email;
      await waitFor(() => delivered.some((d) => d.to === customerEmail), 30_000, "the new booking's e-mail");
      expect(restored.errors()).not.toMatch(/unhandled|TypeError/i);
    },
  );
});
