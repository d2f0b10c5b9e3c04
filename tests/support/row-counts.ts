import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { DatabaseKind } from "./scheduling-env";

/** Rows in a table, read around the app: its own SQLite file, or PostgreSQL through a second client. */
export async function countRows(kind: DatabaseKind, table: string): Promise<number> {
  const sql = `SELECT COUNT(*) AS n FROM ${table}`;
  if (kind === "sqlite") {
    const db = new Database(join(process.env.DATA_DIR!, "scheduling.sqlite"), { readonly: true });
    try {
      return (db.prepare(sql).get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query(sql)).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Forgets every counted request and wrong password (the rate_limits table), around the app. */
export async function clearCounts(kind: DatabaseKind): Promise<void> {
  const sql = "DELETE FROM rate_limits";
  if (kind === "sqlite") {
    const db = new Database(join(process.env.DATA_DIR!, "scheduling.sqlite"));
    try {
      db.prepare(sql).run();
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
