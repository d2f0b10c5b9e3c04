import { readFileSync } from "node:fs";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { request as httpsRequest } from "node:https";
import { simpleParser } from "mailparser";
import { Client } from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bookableLocations } from "@/data/locations";
import { allTires } from "@/lib/tires/category-tires";
import { passengerCatalog } from "@/lib/tires/passenger-tires";
import { isPrerenderedProductId } from "@/lib/tires/product-ids";
import { startLocalSite, type LocalSite } from "../../scripts/deploy/local-site.mjs";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";
import { upcomingWeekday } from "../support/scheduling-env";
import { proofKeyOf, provenCookie } from "./proof-cookie";

// The deployment recipe as the README gives it (deploy/haproxy.cfg in front of two `next start`
// instances bound to 127.0.0.1 on one PostgreSQL, scripts/deploy/local-site.mjs), with a real SMTP
// server: every page answers, the proxy does its part, and restarting every instance in turn
// under steady load fails no request, stores every acknowledged booking once and sends every
// e-mail once.
const METRICS_TOKEN = "metrics-token-for-the-deployment-test";
const PRERENDERED = allTires[0]!.id;
const PER_REQUEST = passengerCatalog.offers.find((offer) => !isPrerenderedProductId(offer.id))!.id;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe("the deployment recipe: HAProxy, two instances on loopback, one PostgreSQL", () => {
  const delivered: string[] = [];
  let smtp: SMTPServer;
  let site: LocalSite;
  let databaseUrl: string;
  let proofKey: Buffer = Buffer.alloc(0);
  let ca: Buffer;

  /** A request through the proxy over HTTPS (HTTP/1.1), trusting the site's certificate. */
  function viaProxy(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const request = httpsRequest(
        `${site.url}${path}`,
        { method: init.method ?? "GET", headers: init.headers, ca, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${path}`)));
      request.end(init.body);
    });
  }

  async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return (await db.query(query, params)).rows as T[];
    } finally {
      await db.end();
    }
  }

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => delivered.push(mail.messageId ?? `${mail.subject}`))
          .catch(() => {})
          .finally(() => callback());
      },
    });
    smtp.on("error", () => {});
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    databaseUrl = await createDatabase(inject("postgresUrl"), "deploy");
    const certDir = inject("fakeGraphCertDir");
    ca = readFileSync(join(certDir, "cert.pem"));
    site = await startLocalSite({
      certFile: join(certDir, "cert.pem"),
      keyFile: join(certDir, "key.pem"),
      env: {
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        BACKGROUND_INTERVAL_MS: "500",
        WORK_LEASE_MS: "10000",
        RATE_LIMIT_MULTIPLIER: "1000",
        STATUS_PASSWORD: "deployment-test",
        METRICS_TOKEN,
        SHUTDOWN_DRAIN_MS: "2000",
      },
    });
    proofKey = await proofKeyOf(databaseUrl);
  });

  afterAll(async () => {
    await site?.stop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it("serves a prerendered product page, a per-request one and an unknown id from instances bound to 127.0.0.1", async () => {
    for (const { port } of site.instances) {
      const direct = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
      const perRequest = await direct(`/tires/details/${PER_REQUEST}`);
      expect((await direct(`/tires/details/${PRERENDERED}`)).status).toBe(200);
      expect(perRequest.status).toBe(200);
      expect(await perRequest.text()).toContain(`/tires/details/${PER_REQUEST}`);
      expect((await direct("/tires/details/no-such-tire")).status).toBe(404);
    }
    expect((await viaProxy(`/tires/details/${PRERENDERED}`)).status).toBe(200);
    expect((await viaProxy(`/tires/details/${PER_REQUEST}`)).status).toBe(200);
    expect((await viaProxy("/tires/details/no-such-tire")).status).toBe(404);
    // Nothing went through Next.js's outside-origin proxy (the 500s of a rewrite to `localhost`).
    for (const { name } of site.instances)
      expect(readFileSync(join(site.dir, `${name}.log`), "utf8")).not.toContain("Failed to proxy");
  });

  it("terminates TLS with HTTP/2, compresses, caches the build's files for a year and keeps metrics private", async () => {
    const session = connect(site.url, { ca });
    const h2 = (path: string) =>
      new Promise<{ status: number; encoding?: string; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": path, "accept-encoding": "gzip" });
        let status = 0;
        let encoding: string | undefined;
        const chunks: Buffer[] = [];
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
          encoding = headers["content-encoding"] as string | undefined;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => resolve({ status, encoding, body: Buffer.concat(chunks).toString("latin1") }));
        stream.on("error", reject);
      });
    try {
      const home = await h2("/");
      expect(home.status).toBe(200);
      expect(session.alpnProtocol).toBe("h2");
      expect(home.encoding).toBe("gzip");
    } finally {
      session.close();
    }
    const page = await viaProxy("/", { headers: { "accept-encoding": "identity" } });
    const script = /\/_next\/static\/[^"']+\.js/.exec(page.body)?.[0];
    expect(script).toBeTruthy();
    const file = await viaProxy(script!);
    expect(file.status).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const plain = await fetch(`${site.httpUrl}/tires`, { redirect: "manual" });
    expect(plain.status).toBe(301);
    expect(plain.headers.get("location")).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/tires$/);
    expect((await viaProxy("/api/metrics")).status).toBe(404);
  });

  it("gives each instance's metrics to the token only, and logs one JSON line per request without its query", async () => {
    const { port, name } = site.instances[0]!;
    await fetch(`http://127.0.0.1:${port}/tires/details/${PER_REQUEST}?from=test-query`);
    expect((await fetch(`http://127.0.0.1:${port}/api/metrics`)).status).toBe(401);
    const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{group="page:product",method="GET",status="200"[^}]*\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",[^}]*group="page:product"\} [1-9]/);
    for (const metric of [
      "outbox_queued_messages",
      "calendar_pending_writes",
      "rate_limit_refusals_total",
      "database_up",
    ])
      expect(text).toContain(metric);

    const lines = readFileSync(join(site.dir, `${name}.log`), "utf8")
      .trim()
      .split("\n");
    // Next.js prints its start-up banner before the app's code loads; every later line is JSON.
    const banner = lines.filter((line) => !line.startsWith("{"));
    for (const line of banner) expect(line).toMatch(/^(▲|-|✓) /);
    const records = lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const product = records.find((r) => r.msg === "request" && r.path === `/tires/details/${PER_REQUEST}`);
    expect(product).toMatchObject({ level: "info", method: "GET", group: "page:product", status: 200 });
    expect(lines.join("\n")).not.toContain("test-query");
  });

  it("restarts every instance in turn under steady load: no failed request, each booking stored once, each e-mail sent once", async () => {
    const failures: string[] = [];
    const acknowledged: string[] = [];
    const counts = { pages: 0, availability: 0, bookings: 0 };
    // The times the site offers before the load starts: with no calendar credentials each store's
    // day holds simulated jobs that move with the date, so fixed clock times can already be full.
    const free: { store: string; date: string; time: string }[] = [];
    let date = upcomingWeekday(3);
    for (let day = 0; free.length < 1200 && day < 20; day++) {
      for (const store of bookableLocations) {
        const answer = await viaProxy(
          `/api/stores/${encodeURIComponent(store.email)}/availability/${date}?service=Oil%20Changes`,
        );
        expect(answer.status).toBe(200);
        const { availableSlots } = JSON.parse(answer.body) as {
          availableSlots: { time: string; available: boolean; remaining: number }[];
        };
        for (const { time, available, remaining } of availableSlots)
          if (available && remaining > 0) free.push({ store: store.email, date, time });
      }
      date = upcomingWeekday(1, Date.parse(`${date}T17:00:00Z`));
    }
    // Oil changes are 30 minutes on the half hour, so no two of these times share a bay.
    expect(free.length).toBeGreaterThan(500);
    let nextBooking = 0;
    let running = true;

    async function attempt(what: string, run: () => Promise<Answer>, ok: (a: Answer) => boolean) {
      try {
        const answer = await run();
        if (!ok(answer)) failures.push(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
        return answer;
      } catch (error) {
        failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    }

    async function worker(w: number) {
      for (let i = 0; running; i++) {
        const kind = (w + i) % 3;
        if (kind === 0) {
          const path = [`/`, `/tires/details/${PER_REQUEST}`, "/locations", `/tires/details/${PRERENDERED}`][
            i % 4
          ]!;
          await attempt(
            `GET ${path}`,
            () => viaProxy(path),
            (a) => a.status === 200,
          );
          counts.pages++;
        } else if (kind === 1) {
          const { store, date } = free[(i * 7 + w) % free.length]!;
          const path = `/api/stores/${encodeURIComponent(store)}/availability/${date}?service=Oil%20Changes`;
          await attempt(
            `GET availability`,
            () => viaProxy(path),
            (a) => a.status === 200,
          );
          counts.availability++;
        } else {
          const n = nextBooking++;
          // Each free time is booked once; a load that outruns them stops booking.
          if (n >= free.length) continue;
          const { store, date, time } = free[n]!;
          const body = JSON.stringify({
            storeGroupEmail: store,
            serviceName: "Oil Changes",
            date,
            time,
            idempotencyKey: `deploy-${n}-${date}`,
            customer: {
              firstName: `D${n}`,
              lastName: "Deploy",
              email: `d${n}@example.com`,
              phone: "3045550100",
            },
          });
          const answer = await attempt(
            `POST booking ${n}`,
            () =>
              viaProxy("/api/bookAppointment", {
                method: "POST",
                // A browser that proved the address before (the code step is tested on its own).
                headers: {
                  "content-type": "application/json",
                  cookie: provenCookie(proofKey, `d${n}@example.com`),
                },
                body,
              }),
            (a) => a.status === 200,
          );
          if (answer?.status === 200)
            acknowledged.push(
              (JSON.parse(answer.body) as { appointment: { reference: string } }).appointment.reference,
            );
          counts.bookings++;
        }
      }
    }

    const load = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
    await new Promise((r) => setTimeout(r, 2_000));
    await site.rollingRestart();
    await new Promise((r) => setTimeout(r, 2_000));
    running = false;
    await load;

    console.info(`Under restarts: ${JSON.stringify(counts)}, ${acknowledged.length} bookings acknowledged`);
    expect(failures).toEqual([]);
    expect(counts.pages).toBeGreaterThan(20);
    expect(counts.availability).toBeGreaterThan(20);
    expect(acknowledged.length).toBeGreaterThan(20);
    // Every instance left on its own, after finishing its requests (exit code 0, no signal).
    for (const instance of site.instances) expect(instance.exits).toEqual([{ code: 0, signal: null }]);
    for (const { name } of site.instances)
      expect(readFileSync(join(site.dir, `${name}.log`), "utf8")).toContain("every request answered");

    const stored = await sql<{ reference: string }>("SELECT reference FROM appointments");
    expect(stored.map((r) => r.reference).sort()).toEqual([...acknowledged].sort());

    // Every e-mail those bookings queued is sent, and sent once.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [{ unsent } = { unsent: -1 }] = await sql<{ unsent: number }>(
        "SELECT COUNT(*)::int AS unsent FROM outbox WHERE sent_at IS NULL AND kind <> 'reminder'",
      );
      if (unsent === 0) break;
      if (Date.now() > deadline) throw new Error(`${unsent} e-mails still unsent after a minute`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const [{ sent } = { sent: -1 }] = await sql<{ sent: number }>(
      "SELECT COUNT(*)::int AS sent FROM outbox WHERE sent_at IS NOT NULL",
    );
    expect(sent).toBeGreaterThanOrEqual(acknowledged.length);
    await new Promise((r) => setTimeout(r, 500));
    expect(delivered).toHaveLength(sent);
    expect(new Set(delivered).size).toBe(delivered.length);
  });
});
