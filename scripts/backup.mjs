// A backup of the site's database, taken while the site runs (docs/operations.md):
//
//   npm run backup -- /var/backups/allegheny-tire [--keep 14]
//
// SQLite (DATABASE_URL unset): SQLite's online backup API copies DATA_DIR/scheduling.sqlite
// page by page from one read snapshot, so the copy is consistent however busy the site is (a
// plain `cp` of a WAL database can catch a half-written checkpoint or miss the -wal file).
// PostgreSQL (DATABASE_URL set): pg_dump in its custom format, which reads one snapshot too.
// Each copy is checked before it counts: SQLite's integrity check, or the archive read back with
// pg_restore; then the row counts of the main tables are printed on one line, and only the
// newest N backups of the kind are kept. Any failure exits with status 1 and leaves no file
// behind that looks like a backup.
import {
  existsSync,
  fsyncSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { join, resolve } from "node:path";
import {
  Refusal,
  SQLITE_FILE,
  checkSqliteIntegrity,
  connectPostgres,
  dumpCounts,
  formatCounts,
  formatSize,
  openSqlite,
  parseArgs,
  postgresConnection,
  postgresTableCount,
  postgresTool,
  run,
  runScript,
  serverMajor,
  siteSettings,
  sqliteCounts,
} from "./backup-support.mjs";

const USAGE =
  "Usage: npm run backup -- <backup folder> [--keep N]   (or BACKUP_DIR=<folder>, BACKUP_KEEP=N; default keeps 14)";

// Pages per step of the SQLite backup: all of them in one step. The copy then comes from a single
// read snapshot; in smaller steps a write by the site between two steps restarts the copy, which
// on a busy site might never finish. WAL readers do not block writers, so the site keeps writing.
const ALL_PAGES = 0x7fffffff;

/** 20251127-230501Z: sorts by time, and has no characters a file system or shell minds. */
function stamp(now = new Date()) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "")
    .replace("T", "-");
}

function fsyncPath(path) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes the new backup durable under its final name, in one rename. */
function publish(partial, final) {
  fsyncPath(partial);
  renameSync(partial, final);
  fsyncPath(resolve(final, ".."));
}

/** Keeps the newest `keep` backups of one kind (by the time in their names); removes the rest. */
function prune(dir, extension, keep) {
  const pattern = new RegExp(`^scheduling-\\d{8}-\\d{6}Z\\.${extension}$`);
  const backups = readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(dir, name));
  return removed;
}

async function backupSqlite(dataDir, dir, keep) {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source))
    throw new Refusal(
      `No database at ${source}. Set DATA_DIR to the site's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  // SQLite's -wal and -shm files take the owner of whoever creates them; made by another user
  // (root from a timer), they would lock the site out of its own database when it next starts.
  const owner = statSync(source).uid;
  if (process.getuid && process.getuid() !== owner)
    throw new Refusal(
      `${source} belongs to user id ${owner}: run the backup as that user (the site's), e.g. sudo -u <site user> npm run backup.`,
    );
  const final = join(dir, `scheduling-${stamp()}.sqlite`);
  if (existsSync(final)) throw new Refusal(`${final} already exists: one backup per second at most.`);
  const partial = `${final}.partial`;
  try {
    rmSync(partial, { force: true });
    // Not read-only: with the site stopped, a read-only connection would leave -wal and -shm files
    // behind (owned by whoever ran the backup); a read-write one removes them when it closes. It
    // writes nothing.
    const db = openSqlite(source);
    try {
      // The site may hold the write lock for a moment; wait for it like the site's own connections.
      db.pragma("busy_timeout = 10000");
      await db.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    const copy = openSqlite(partial);
    let counted;
    try {
      // One self-contained file: no -wal or -shm beside it to lose when it is copied elsewhere.
      copy.pragma("journal_mode = DELETE");
      checkSqliteIntegrity(copy, `The backup ${partial}`);
      counted = sqliteCounts(copy);
    } finally {
      copy.close();
    }
    if (!counted.schema)
      throw new Refusal(`The backup of ${source} holds no schema: is it the site's database?`);
    publish(partial, final);
    const size = formatSize(statSync(final).size);
    console.log(
      `Backed up ${source} to ${final} (${size}, integrity ok, schema ${counted.schema}): ${formatCounts(counted.counts)}`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  for (const name of prune(dir, "sqlite", keep)) console.log(`Removed old backup ${join(dir, name)}`);
}

async function backupPostgres(databaseUrl, dir, keep) {
  const { url, env, name } = postgresConnection(databaseUrl);
  const client = await connectPostgres(databaseUrl);
  let major;
  try {
    major = await serverMajor(client);
    if ((await postgresTableCount(client)) === 0)
      throw new Refusal(`The database ${name} has no tables: nothing to back up (has the site run on it?).`);
  } finally {
    await client.end();
  }
  const pgDump = postgresTool("pg_dump", major);
  const pgRestore = postgresTool("pg_restore", major);
  const final = join(dir, `scheduling-${stamp()}.dump`);
  if (existsSync(final)) throw new Refusal(`${final} already exists: one backup per second at most.`);
  const partial = `${final}.partial`;
  try {
    rmSync(partial, { force: true });
    await run(pgDump, ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${url}`], env);
    // The table of contents must name the site's tables, and every table's data must read back.
    const list = await run(pgRestore, ["--list", partial], env);
    for (const table of ["schema_migrations", "appointments"])
      if (!new RegExp(`TABLE DATA \\S+ ${table} `).test(list))
        throw new Refusal(
          `The dump of ${name} has no data for the table ${table}: is it the site's database?`,
        );
    const counted = await dumpCounts(pgRestore, partial);
    publish(partial, final);
    const size = formatSize(statSync(final).size);
    console.log(
      `Backed up PostgreSQL database ${name} to ${final} (${size}, archive readable, schema ${counted.schema}): ${formatCounts(counted.counts)}`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  for (const old of prune(dir, "dump", keep)) console.log(`Removed old backup ${join(dir, old)}`);
}

runScript(async () => {
  const { positional, named } = parseArgs(process.argv.slice(2), { options: ["keep"] });
  const settings = siteSettings();
  const folder = positional[0] ?? (process.env.BACKUP_DIR ?? "").trim();
  if (!folder || positional.length > 1) throw new Refusal(USAGE);
  const keepText = String(named.keep ?? ((process.env.BACKUP_KEEP ?? "").trim() || "14"));
  if (!/^\d+$/.test(keepText) || Number(keepText) < 1)
    throw new Refusal(`--keep (BACKUP_KEEP) must be a whole number of at least 1. ${USAGE}`);
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true });
  if (settings.databaseUrl) await backupPostgres(settings.databaseUrl, dir, Number(keepText));
  else await backupSqlite(settings.dataDir, dir, Number(keepText));
});
