/**
 * A site process of a test's own, for what the shared test sites cannot show (another setting, a
 * staff password): the same build (NEXT_DIST_DIR) on a free port with its own empty SQLite
 * database, in about two seconds.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, startThrowawayPostgres } from "../scripts/throwaway-postgres.mjs";

export interface PrivateSite {
  baseURL: string;
  /** The site's data folder: its SQLite file and its outbox of .eml files. */
  dataDir: string;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/** Stands for the private site's own origin in an env value, e.g. NEXT_PUBLIC_SITE_URL. */
export const SITE_ORIGIN = "{site-origin}";

/**
 * Starts `next start` with `env` over the runner's environment. Local defaults come first, so a
 * shell's settings never leak in: no SMTP, no PostgreSQL, no staff password, no Microsoft 365.
 */
export async function startPrivateSite(env: Record<string, string> = {}): Promise<PrivateSite> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "allegheny-private-site-"));
  const child = spawnSite(port, dataDir, env, "pipe");
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    await kill(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseURL}/api/locations`, child);
  } catch (error) {
    await stop();
    throw new Error(`The private site did not start: ${(error as Error).message}\n${output}`);
  }
  return { baseURL, dataDir, output: () => output, stop };
}

/**
 * A private site on the database named: SQLite in its data folder, or a new database on a
 * throwaway PostgreSQL server of its own, which `stop` shuts down with the site.
 */
export async function startPrivateSiteOn(
  database: "sqlite" | "postgres",
  env: Record<string, string> = {},
): Promise<PrivateSite> {
  if (database === "sqlite") return startPrivateSite(env);
  const server = await startThrowawayPostgres({ maxConnections: 50 });
  try {
    const site = await startPrivateSite({ ...env, DATABASE_URL: await createDatabase(server.url) });
    return {
      ...site,
      stop: async () => {
        await site.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Starts `next start` with `env` (over the same local defaults) for a site that is expected not
 * to come up: resolves with its exit code and everything it printed once the process has ended,
 * or with `served: true` (and the process stopped) if it answers requests instead.
 */
export async function runFailingSite(
  env: Record<string, string>,
): Promise<{ served: boolean; code: number | null; output: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "allegheny-private-site-"));
  const child = spawnSite(port, dataDir, env, "pipe");
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
  // "close": the process has ended and everything it printed has been read.
  const closed = new Promise((resolve) => child.once("close", resolve));
  try {
    const served = await waitUntilServing(`http://localhost:${port}/api/locations`, child).then(
      () => true,
      () => false,
    );
    await kill(child);
    await closed;
    return { served, code: served ? null : child.exitCode, output };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function spawnSite(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  stdout: "ignore" | "pipe" = "ignore",
) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SMTP_URL: "",
    DATABASE_URL: "",
    STATUS_PASSWORD: "",
    AZURE_TENANT_ID: "",
    AZURE_CLIENT_ID: "",
    AZURE_CLIENT_SECRET: "",
    AUTH_ENTRA_TENANT_ID: "",
    AUTH_ENTRA_CLIENT_ID: "",
    AUTH_ENTRA_CLIENT_SECRET: "",
    AUTH_SECRET: "",
    // A value may name the site's own address before its port is known (a sign-in's redirect URI).
    ...Object.fromEntries(
      Object.entries(env).map(([name, value]) => [
        name,
        value.replaceAll(SITE_ORIGIN, `http://localhost:${port}`),
      ]),
    ),
  };
  return spawn(process.execPath, [require.resolve("next/dist/bin/next"), "start", "-p", String(port)], {
    env: childEnv,
    stdio: ["ignore", stdout, "pipe"],
    // Its own process group, so stop() ends next-server and anything it started.
    detached: true,
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || !address) throw new Error("No free port");
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no answer from ${url} within ${START_TIMEOUT_MS} ms`);
}

async function kill(child: ChildProcess) {
  const pid = child.pid;
  if (child.exitCode !== null || pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-pid, "SIGTERM");
  // next-server may wait for the browser's keep-alive connections; a test should not.
  const force = setTimeout(() => process.kill(-pid, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(force);
}
