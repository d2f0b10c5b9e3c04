import "server-only";
import { Pool, type PoolClient } from "pg";
import { settings } from "@/lib/settings";
import type { Driver, Queryable, Row, SqlValue, Transaction } from "./driver";

const numbered = new Map<string, string>();

/** `?` placeholders to PostgreSQL's `$1, $2, …` (the store's SQL has no `?` inside literals). */
function toPostgres(sql: string): string {
  let converted = numbered.get(sql);
  if (converted === undefined) {
    let n = 0;
    converted = sql.replace(/\?/g, () => `$${++n}`);
    numbered.set(sql, converted);
  }
  return converted;
}

function queryable(target: Pool | PoolClient): Queryable {
  const all = async (sql: string, params: readonly SqlValue[] = []) =>
    (await target.query(toPostgres(sql), params as SqlValue[])).rows as Row[];
  return {
    all,
    get: async (sql, params) => (await all(sql, params))[0],
    run: async (sql, params = []) =>
      (await target.query(toPostgres(sql), params as SqlValue[])).rowCount ?? 0,
  };
}

/** PostgreSQL through a `pg` pool, for several app instances sharing one database. */
export function openPostgresDriver(connectionString: string): Driver & { pool: Pool } {
  const pool = new Pool({ connectionString, max: settings().databasePoolSize });
  // An idle client's connection dropping (database restart) must not crash the process.
  pool.on("error", (error) => console.warn("PostgreSQL connection error:", error.message));
  return {
    dialect: "postgres",
    skipLocked: " FOR UPDATE SKIP LOCKED",
    pool,
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const tx: Transaction = {
          ...queryable(client),
          async lock(key) {
            await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [key]);
          },
          async script(sql) {
            await client.query(sql);
          },
        };
        const result = await work(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
