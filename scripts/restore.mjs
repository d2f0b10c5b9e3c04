// Puts a backup made by scripts/backup.mjs back where the site reads it (docs/operations.md):
//
//   npm run restore -- <backup file> [--data-dir DIR | --database-url URL] [--force]
//
// A .sqlite backup goes into the data folder (--data-dir, else DATA_DIR, else ./.data) as
// scheduling.sqlite; a .dump goes into the PostgreSQL database (--database-url, else DATABASE_URL)
// with pg_restore. Both want a fresh target: a data folder with anything in it, or a database
// with any table, is refused unless --force, so a mistyped setting never overwrites live data.
// With --force the old SQLite files are kept beside the new ones (renamed), and PostgreSQL's
// objects are dropped and recreated; stop the site first either way. The restore runs in one
// transaction (PostgreSQL) or through a temporary file renamed at the end (SQLite), so a failed
// restore leaves the target as it was. It prints the row counts of the main tables it restored.
import {
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join, resolve } from "node:path";
import {
  Refusal,
  SQLITE_FILE,
  backupKind,
  checkSqliteIntegrity,
  connectPostgres,
  formatCounts,
  openSqlite,
  parseArgs,
  postgresConnection,
  postgresCounts,
  postgresTableCount,
  postgresTool,
  run,
  runScript,
  serverMajor,
  siteSettings,
  sqliteCounts,
} from "./backup-support.mjs";

const USAGE = "Usage: npm run restore -- <backup file> [--data-dir DIR | --database-url URL] [--force]";

function fsyncPath(path) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Refuses an old database the site still has open: leaving WAL mode needs the only connection,
 * so SQLITE_BUSY means a running site (or another tool) is using it. A database that cannot be
 * opened at all (perhaps why we are restoring) is set aside all the same.
 */
function assertNotInUse(file) {
  let db;
  try {
    db = openSqlite(file);
    db.pragma("busy_timeout = 0");
    db.pragma("journal_mode = DELETE");
  } catch (error) {
    if (error?.code === "SQLITE_BUSY" || error?.code === "SQLITE_LOCKED")
      throw new Refusal(`${file} is in use: stop the site before restoring over its database.`);
    console.warn(`The old database ${file} could not be opened (${error.message}); setting it aside anyway.`);
  } finally {
    db?.close();
  }
}

async function restoreSqlite(backup, dataDir, force) {
  const check = openSqlite(backup, { readonly: true });
  try {
    checkSqliteIntegrity(check, `The backup ${backup}`);
  } finally {
    check.close();
  }
  mkdirSync(dataDir, { recursive: true });
  const entries = readdirSync(dataDir);
  const target = join(dataDir, SQLITE_FILE);
  if (entries.length > 0 && !force)
    throw new Refusal(
      `${dataDir} is not empty (${entries.slice(0, 5).join(", ")}${entries.length > 5 ? ", …" : ""}). ` +
        "Restore into a fresh folder, or stop the site and pass --force to replace its database.",
    );
  if (existsSync(target)) assertNotInUse(target);
  const partial = `${target}.restoring`;
  try {
    copyFileSync(backup, partial);
    fsyncPath(partial);
    const db = openSqlite(partial);
    let counted;
    try {
      checkSqliteIntegrity(db, `The restored copy ${partial}`);
      counted = sqliteCounts(db);
    } finally {
      db.close();
    }
    // Only now, with the new copy checked, does the old database move: a failed restore leaves
    // it in place. Kept under one new name with its -wal and -shm, which SQLite finds by that name.
    if (existsSync(target)) {
      const aside = `${target}.before-restore-${Date.now()}`;
      for (const suffix of ["", "-wal", "-shm"])
        if (existsSync(target + suffix)) renameSync(target + suffix, aside + suffix);
      console.log(`Kept the old database as ${aside}`);
    }
    renameSync(partial, target);
    fsyncPath(dataDir);
    console.log(
      `Restored ${backup} into ${target} (schema ${counted.schema}): ${formatCounts(counted.counts)}`,
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function restorePostgres(backup, databaseUrl, force) {
  const { url, env, name } = postgresConnection(databaseUrl);
  const client = await connectPostgres(databaseUrl);
  try {
    const tables = await postgresTableCount(client);
    if (tables > 0 && !force)
      throw new Refusal(
        `The database ${name} already has ${tables} table(s). Restore into a fresh database (createdb), ` +
          "or stop the site and pass --force to replace its contents.",
      );
    const pgRestore = postgresTool("pg_restore", await serverMajor(client));
    await run(
      pgRestore,
      [
        // Objects belong to whoever restores; grants of the old server's roles are left out.
        "--no-owner",
        "--no-privileges",
        // All or nothing: a failure rolls everything back and exits non-zero.
        "--single-transaction",
        "--exit-on-error",
        "--no-password",
        ...(tables > 0 ? ["--clean", "--if-exists"] : []),
        `--dbname=${url}`,
        backup,
      ],
      env,
    );
    const counted = await postgresCounts(client);
    console.log(
      `Restored ${backup} into the PostgreSQL database ${name} (schema ${counted.schema}): ${formatCounts(counted.counts)}`,
    );
  } finally {
    await client.end();
  }
}

runScript(async () => {
  const { positional, named } = parseArgs(process.argv.slice(2), {
    flags: ["force"],
    options: ["data-dir", "database-url"],
  });
  if (positional.length !== 1) throw new Refusal(USAGE);
  const backup = resolve(positional[0]);
  if (!existsSync(backup)) throw new Refusal(`No backup at ${backup}.`);
  const settings = siteSettings();
  const force = Boolean(named.force);
  const kind = backupKind(backup);
  if (kind === "sqlite") {
    if (named["database-url"]) throw new Refusal(`${backup} is a SQLite backup: restore it with --data-dir.`);
    await restoreSqlite(backup, resolve(named["data-dir"] ?? settings.dataDir), force);
  } else if (kind === "postgres") {
    const databaseUrl = named["database-url"] ?? settings.databaseUrl;
    if (!databaseUrl)
      throw new Refusal(`${backup} is a PostgreSQL dump: set DATABASE_URL or pass --database-url.`);
    await restorePostgres(backup, databaseUrl, force);
  } else throw new Refusal(`${backup} is neither a SQLite backup nor a pg_dump archive (custom format).`);
});
