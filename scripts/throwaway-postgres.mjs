// A throwaway PostgreSQL server for tests and the bench, as STACK.md starts it: the Debian server
// binaries (or POSTGRES_BIN), a temporary data folder, loopback only, run as the postgres user
// when we are root (PostgreSQL refuses to run as root).
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function postgresBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, "bin")).find((bin) => existsSync(join(bin, "initdb")));
  if (!found)
    throw new Error(
      "PostgreSQL server binaries not found: install them (apt-get install -y postgresql) or set POSTGRES_BIN.",
    );
  return found;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Starts a server; resolves { url, stop }. `durable: false` turns fsync off (tests: fast, and a
 * crash of the test machine loses nothing that matters).
 */
export async function startThrowawayPostgres({ maxConnections = 300, durable = false } = {}) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "pg-throwaway-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, cmd), args, { stdio: "pipe" });
  const port = await freePort();
  run("initdb", ["-D", join(dir, "data"), "-U", "postgres", "-A", "trust", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    join(dir, "data"),
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}${durable ? "" : " -c fsync=off"}`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop() {
      try {
        run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new, empty database on the server at `serverUrl`; resolves its URL. */
export async function createDatabase(serverUrl, prefix = "t") {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
