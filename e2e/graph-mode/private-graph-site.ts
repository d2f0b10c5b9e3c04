/**
 * A site process of a test's own, for what the shared Graph-mode site cannot show: it holds its
 * app token for an hour, so a bad secret or reduced permissions only appear in a site that asks
 * for its first token after the change. Starts the same build (NEXT_DIST_DIR) on a free port
 * with its own empty database, in about two seconds.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bookableLocations } from "../../data/locations";
import {
  FAKE_CREDENTIALS,
  startFakeGraph,
  type FakeGraph,
  type FakeGraphOptions,
} from "../../scripts/fake-graph/server.mjs";
import { fakeGraphInfo } from "./fake-graph-control";

export interface PrivateSite {
  baseURL: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

/** A fake Graph of the test's own (e.g. with fewer roles), trusted through the run's certificate. */
export async function startPrivateFakeGraph(
  options: Omit<FakeGraphOptions, "certDir"> = {},
): Promise<FakeGraph> {
  const { caFile } = await fakeGraphInfo();
  const fake = await startFakeGraph({ ...options, port: 0, certDir: join(caFile, "..") });
  for (const location of bookableLocations) fake.addMailbox(location.email);
  return fake;
}

/**
 * Starts the site configured for Graph against `fake` (default: the shared fake), with `env`
 * overriding any setting, e.g. `{ AZURE_CLIENT_SECRET: "wrong" }`.
 */
export async function startPrivateGraphSite(
  options: { fake?: FakeGraph; env?: Record<string, string> } = {},
): Promise<PrivateSite> {
  const info = await fakeGraphInfo();
  const origin = options.fake?.baseUrl ?? info.baseUrl;
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "allegheny-private-site-"));
  const child = spawn(
    process.execPath,
    [require.resolve("next/dist/bin/next"), "start", "-p", String(port)],
    {
      env: {
        ...process.env,
        AZURE_TENANT_ID: FAKE_CREDENTIALS.tenant,
        AZURE_CLIENT_ID: FAKE_CREDENTIALS.clientId,
        AZURE_CLIENT_SECRET: FAKE_CREDENTIALS.clientSecret,
        GRAPH_AUTHORITY_HOST: origin,
        GRAPH_BASE_URL: origin,
        NODE_EXTRA_CA_CERTS: info.caFile,
        DATA_DIR: dataDir,
        SMTP_URL: "",
        DATABASE_URL: "",
        STATUS_PASSWORD: "",
        MAIL_FROM: "",
        ...options.env,
      },
      stdio: ["ignore", "ignore", "pipe"],
      // Its own process group, so stop() ends next-server and anything it started.
      detached: true,
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    await kill(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseURL}/api/locations`, child);
  } catch (error) {
    await stop();
    throw new Error(`The private site did not start: ${(error as Error).message}\n${stderr}`);
  }
  return { baseURL, stop };
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
