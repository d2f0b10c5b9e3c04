// What scripts/backup.mjs and scripts/restore.mjs share: the settings the site itself would read,
// the tables worth counting, row counts in SQLite files, PostgreSQL databases and pg_dump
// archives, and finding PostgreSQL client tools that match the server.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, openSync, readSync, closeSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";

const require = createRequire(import.meta.url);

/** The SQLite file's name inside DATA_DIR (lib/db/index.ts). */
export const SQLITE_FILE = "scheduling.sqlite";

/**
 * The tables an operator checks after a backup or a restore: what customers and staff wrote.
 * Sessions, rate limits and the like are in the backup too, but their counts say nothing.
 */
export const MAIN_TABLES = [
  "appointments",
  "appointment_units",
  "appointment_events",
  "quote_requests",
  "quote_events",
  "contact_messages",
  "outbox",
  "stock",
];

/** A message for the operator: printed without a stack trace, and the script exits with 1. */
export class Refusal extends Error {}

/** Runs `main`, turning any failure into one clear line on stderr and exit status 1. */
export function runScript(main) {
  main().catch((error) => {
    const message = error instanceof Refusal ? error.message : (error?.stack ?? String(error));
    console.error(`${error instanceof Refusal ? "" : "Failed: "}${message}`);
    process.exit(1);
  });
}

/**
 * The settings as `next start` sees them: the environment first, then the .env files Next.js
 * reads in production (.env.production.local, .env.local, .env.production, .env), so a backup
 * run from a timer finds the same database as the site. An empty value counts as unset.
 */
export function siteSettings(cwd = process.cwd()) {
  const { loadEnvConfig } = require("@next/env");
  loadEnvConfig(cwd, false, { info() {}, error: (...args) => console.error(...args) });
  const value = (name) => (process.env[name] ?? "").trim() || undefined;
  return {
    databaseUrl: value("DATABASE_URL"),
    dataDir: resolve(cwd, value("DATA_DIR") ?? ".data"),
  };
}

/** The command line: positional arguments and `--name value` / `--flag` options. */
export function parseArgs(argv, { flags = [], options = [] } = {}) {
  const positional = [];
  const named = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.includes(name)) named[name] = true;
    else if (options.includes(name)) {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Refusal(`--${name} needs a value.`);
      named[name] = next;
    } else throw new Refusal(`Unknown option --${name}.`);
  }
  return { positional, named };
}

/** "12.3 MB" */
export function formatSize(bytes) {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let n = bytes;
  let unit = 0;
  while (n >= 1000 && unit < units.length - 1) {
    n /= 1000;
    unit++;
  }
  return `${unit === 0 ? n : n.toFixed(1)} ${units[unit]}`;
}

/** "appointments=120 quote_requests=14 …" in MAIN_TABLES order; a missing table is left out. */
export function formatCounts(counts) {
  return MAIN_TABLES.filter((t) => t in counts)
    .map((t) => `${t}=${counts[t]}`)
    .join(" ");
}

/** What kind of backup a file is, from its first bytes: "sqlite", "postgres" or null. */
export function backupKind(file) {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(16);
    const read = readSync(fd, head, 0, 16, 0);
    if (read >= 16 && head.toString("latin1") === "SQLite format 3\0") return "sqlite";
    if (read >= 5 && head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
    return null;
  } finally {
    closeSync(fd);
  }
}

// --- SQLite --------------------------------------------------------------------------------

export function openSqlite(file, options = {}) {
  const Database = require("better-sqlite3");
  try {
    return new Database(file, { fileMustExist: true, ...options });
  } catch (error) {
    throw new Refusal(`Cannot open ${file}: ${error.message}`);
  }
}

/** `PRAGMA integrity_check` on an open database; throws with SQLite's own words when it fails. */
export function checkSqliteIntegrity(db, what) {
  let rows;
  try {
    rows = db.pragma("integrity_check").map((r) => r.integrity_check);
  } catch (error) {
    throw new Refusal(`${what} cannot be read as a SQLite database: ${error.message}`);
  }
  if (rows.length !== 1 || rows[0] !== "ok")
    throw new Refusal(`${what} failed its integrity check: ${rows.slice(0, 5).join("; ")}`);
}

/** Rows per main table, and the schema version the site's migrations left. */
export function sqliteCounts(db) {
  const present = new Set(
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name),
  );
  const counts = {};
  for (const table of MAIN_TABLES)
    if (present.has(table)) counts[table] = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n;
  const schema = present.has("schema_migrations")
    ? (db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get().v ?? 0)
    : 0;
  return { counts, schema };
}

// --- PostgreSQL ----------------------------------------------------------------------------

/**
 * The URL without its password, and an environment carrying it as PGPASSWORD: a password in a
 * command line is visible to every user of the machine (ps), the environment is not.
 */
export function postgresConnection(databaseUrl) {
  let url;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Refusal("DATABASE_URL is not a valid postgres:// URL.");
  }
  if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Refusal("DATABASE_URL must start with postgres://.");
  const password = decodeURIComponent(url.password);
  url.password = "";
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { url: url.href, env, name: decodeURIComponent(url.pathname.slice(1)) || "(default)" };
}

/** A `pg` client, connected; the error names the database but never the password. */
export async function connectPostgres(databaseUrl) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const { url } = postgresConnection(databaseUrl);
    const hint = error.code === "3D000" ? " Create it first (createdb), owned by the site's role." : "";
    throw new Refusal(`Cannot connect to ${url}: ${error.message}.${hint}`);
  }
  return client;
}

/** Tables in the database outside PostgreSQL's own schemas. */
export async function postgresTableCount(client) {
  const { rows } = await client.query(
    "SELECT COUNT(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  return rows[0].n;
}

/** Rows per main table and the schema version, read from a live database. */
export async function postgresCounts(client) {
  const { rows } = await client.query(
    "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  const present = new Set(rows.map((r) => r.tablename));
  const counts = {};
  for (const table of MAIN_TABLES)
    if (present.has(table))
      counts[table] = (await client.query(`SELECT COUNT(*)::int AS n FROM ${table}`)).rows[0].n;
  const schema = present.has("schema_migrations")
    ? ((await client.query("SELECT MAX(version) AS v FROM schema_migrations")).rows[0].v ?? 0)
    : 0;
  return { counts, schema };
}

/** The server's major version (15 for 15.14). */
export async function serverMajor(client) {
  const { rows } = await client.query("SHOW server_version_num");
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

function toolMajor(path) {
  try {
    const out = execFileSync(path, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * pg_dump or pg_restore for a server of major version `major`. pg_dump refuses a server newer
 * than itself, and an archive is read only by a pg_restore at least as new as the pg_dump that
 * wrote it, so the server's own version is taken first: PG_BIN if set, then Debian's
 * /usr/lib/postgresql/{major}/bin, then whatever is on the PATH, if new enough.
 */
export function postgresTool(name, major) {
  const candidates = [
    process.env.PG_BIN && join(process.env.PG_BIN, name),
    `/usr/lib/postgresql/${major}/bin/${name}`,
    name,
  ].filter(Boolean);
  let found = null;
  for (const candidate of candidates) {
    if (candidate.includes("/") && !existsSync(candidate)) continue;
    const version = toolMajor(candidate);
    if (version === null) continue;
    if (version >= major) return candidate;
    found ??= { candidate, version };
  }
  throw new Refusal(
    found
      ? `${found.candidate} is version ${found.version}, older than the PostgreSQL ${major} server. Install the client tools of version ${major} (Debian: apt-get install postgresql-client-${major}) or point PG_BIN at them.`
      : `${name} not found. Install the PostgreSQL ${major} client tools (Debian: apt-get install postgresql-client-${major}) or point PG_BIN at them.`,
  );
}

/** Runs a command to the end; rejects with its stderr when it fails. */
export function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolvePromise(stdout)
        : reject(new Refusal(`${command} ${args[0] ?? ""} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * Rows per main table inside a custom-format archive, counted in the data pg_restore writes out
 * (one line per row between `COPY … FROM stdin;` and `\.`): it proves every table's data can be
 * read back, not only the table of contents.
 */
export async function dumpCounts(pgRestore, file) {
  const child = spawn(pgRestore, ["--data-only", "--file=-", file], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolvePromise, reject) => {
    child.on("error", reject);
    child.on("close", resolvePromise);
  });
  // Awaited below, after the output is read; a failure to start must not go unhandled meanwhile.
  exited.catch(() => {});
  const counts = {};
  let schema = 0;
  let table = null;
  for await (const line of createInterface({ input: child.stdout, crlfDelay: Infinity })) {
    if (table === null) {
      const copy = /^COPY (?:"?\w+"?\.)?"?(\w+)"? .* FROM stdin;$/.exec(line);
      if (copy) {
        table = copy[1];
        counts[table] = 0;
      }
    } else if (line === "\\.") table = null;
    else {
      counts[table]++;
      if (table === "schema_migrations") schema = Math.max(schema, Number(line.split("\t")[0]));
    }
  }
  const code = await exited;
  if (code !== 0) throw new Refusal(`pg_restore could not read ${file} (exit ${code}): ${stderr.trim()}`);
  const main = {};
  for (const t of MAIN_TABLES) if (t in counts) main[t] = counts[t];
  return { counts: main, schema };
}
