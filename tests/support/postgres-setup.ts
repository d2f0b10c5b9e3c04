import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

function postgresBin(): string {
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** A throwaway PostgreSQL server for the test run, as the STACK recipe starts it (root runs it as `postgres`). */
export default async function setup(project: TestProject) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
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
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    "start",
  ]);
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
