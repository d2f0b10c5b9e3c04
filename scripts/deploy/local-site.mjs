#!/usr/bin/env node
// The production layout on one machine: HAProxy (deploy/haproxy.cfg, unchanged) terminating TLS in
// front of one `next start` instance per server line of that file, each bound to 127.0.0.1, all on
// one PostgreSQL. The deployment test drives it; an operator can try the recipe with it:
//
//   npm run build && node scripts/deploy/local-site.mjs      (DATABASE_URL, or a throwaway PostgreSQL)
//
// It prints the site's address; SIGHUP restarts every instance in turn (as a release does), and
// Ctrl-C stops everything.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureCert } from "../fake-graph/cert.mjs";
import { freePort, startThrowawayPostgres } from "../throwaway-postgres.mjs";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
export const HAPROXY_CONFIG = join(ROOT, "deploy", "haproxy.cfg");
/** HAProxy's checks: two good ones, half a second apart, bring an instance back (deploy/haproxy.cfg). */
const BACK_IN_ROTATION_MS = 1_500;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The status of a GET over HTTPS, trusting `ca` (the site's own certificate here). */
export function httpsStatus(url, ca) {
  return new Promise((resolve, reject) => {
    const request = get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("error", reject);
    request.setTimeout(5_000, () => request.destroy(new Error("timeout")));
  });
}

/** The instance variables the config names (SITE_APP1, SITE_APP2, …), in order. */
export function appServerVariables(config = readFileSync(HAPROXY_CONFIG, "utf8")) {
  return [...config.matchAll(/^\s*server\s+\S+\s+"\$\{(SITE_APP\d+)\}"/gm)].map((m) => m[1]);
}

async function waitUntil(check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * Starts the site: `instances` defaults to the config's server lines. `env` is every instance's
 * (DATABASE_URL at least); `certFile`/`keyFile` the TLS certificate (made here when not given).
 */
export async function startLocalSite({ env, certFile, keyFile, dir = mkdtempSync(join(tmpdir(), "site-")) }) {
  if (!env?.DATABASE_URL)
    throw new Error("startLocalSite needs env.DATABASE_URL: several instances share one PostgreSQL.");
  if (!certFile) ({ caFile: certFile, keyFile } = await ensureCert(join(dir, "tls")));
  const pem = join(dir, "site.pem");
  writeFileSync(pem, readFileSync(certFile, "utf8") + readFileSync(keyFile, "utf8"), { mode: 0o600 });

  const variables = appServerVariables();
  const ports = await Promise.all(variables.map(() => freePort()));
  const httpsPort = await freePort();
  const httpPort = await freePort();
  const instances = variables.map((_, i) => ({
    name: `app${i + 1}`,
    port: ports[i],
    process: null,
    exits: [],
  }));

  async function startInstance(instance) {
    const log = createWriteStream(join(dir, `${instance.name}.log`), { flags: "a" });
    const child = spawn(
      process.execPath,
      [
        join(ROOT, "node_modules/next/dist/bin/next"),
        "start",
        "-H",
        "127.0.0.1",
        "-p",
        String(instance.port),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          // What the service unit sets (deploy/allegheny-site@.service).
          NEXT_MANUAL_SIG_HANDLE: "true",
          TRUSTED_PROXY_COUNT: "1",
          LOG_FORMAT: "json",
          ...env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    instance.process = child;
    child.once("exit", (code, signal) => instance.exits.push({ code, signal }));
    await waitUntil(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`${instance.name} exited at start (see ${instance.name}.log)`);
        return (await fetch(`http://127.0.0.1:${instance.port}/api/ready`)).ok;
      },
      90_000,
      `${instance.name} to be ready`,
    );
  }

  const haproxyLog = createWriteStream(join(dir, "haproxy.log"), { flags: "a" });
  await Promise.all(instances.map(startInstance));
  const haproxy = spawn("haproxy", ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      ...process.env,
      SITE_HTTP_BIND: `127.0.0.1:${httpPort}`,
      SITE_HTTPS_BIND: `127.0.0.1:${httpsPort}`,
      SITE_TLS_CERT: pem,
      ...Object.fromEntries(variables.map((name, i) => [name, `127.0.0.1:${ports[i]}`])),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  haproxy.stdout.pipe(haproxyLog);
  haproxy.stderr.pipe(haproxyLog);
  const url = `https://localhost:${httpsPort}`;
  await waitUntil(
    async () => {
      if (haproxy.exitCode !== null)
        throw new Error(`HAProxy exited at start (see ${join(dir, "haproxy.log")})`);
      return (await httpsStatus(`${url}/api/ready`, readFileSync(certFile))) === 200;
    },
    30_000,
    "HAProxy",
  );
  await sleep(BACK_IN_ROTATION_MS);

  /** SIGTERM to one instance, then a new one on its port once it has exited, back in rotation. */
  async function restartInstance(i) {
    const instance = instances[i];
    const exited = once(instance.process, "exit");
    instance.process.kill("SIGTERM");
    await exited;
    await startInstance(instance);
    await sleep(BACK_IN_ROTATION_MS);
  }

  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    dir,
    /** The certificate HAProxy presents (a client trusts it as its CA). */
    certFile,
    instances,
    restartInstance,
    /** Every instance in turn, as a release does: never more than one out of rotation. */
    async rollingRestart() {
      for (let i = 0; i < instances.length; i++) await restartInstance(i);
    },
    async stop() {
      const running = [...instances.map((s) => s.process), haproxy].filter(
        (p) => p && p.exitCode === null && p.signalCode === null,
      );
      await Promise.all(
        running.map((p) => {
          const exited = once(p, "exit");
          p.kill(p === haproxy ? "SIGTERM" : "SIGINT");
          return exited;
        }),
      );
    },
  };
}

async function main() {
  let postgres = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startThrowawayPostgres({ durable: true });
    databaseUrl = postgres.url;
    console.log(`No DATABASE_URL: started a throwaway PostgreSQL (${databaseUrl}).`);
  }
  const site = await startLocalSite({ env: { DATABASE_URL: databaseUrl } });
  console.log(`The site: ${site.url} (self-signed certificate), plain HTTP ${site.httpUrl} redirects there.`);
  console.log(`Instances: ${site.instances.map((s) => `127.0.0.1:${s.port}`).join(", ")}. Logs: ${site.dir}`);
  console.log("kill -HUP this process to restart every instance in turn; Ctrl-C stops everything.");
  process.on("SIGHUP", () => {
    console.log("Restarting every instance in turn...");
    site.rollingRestart().then(() => console.log("Every instance restarted."), console.error);
  });
  const stop = async () => {
    await site.stop();
    postgres?.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
