import type { Driver, Transaction } from "./driver";
import { migrations } from "./migrations";
import { toNumber } from "./values";

/**
 * Applies the versioned schema changes in order, under one lock, so instances starting together
 * never both apply a step (PostgreSQL DDL is transactional; SQLite's IMMEDIATE transaction holds
 * the write lock throughout).
 */
export async function migrate(driver: Driver) {
  await driver.transaction(async (tx: Transaction) => {
    await tx.lock("schema_migrations");
    await tx.script(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at ${driver.dialect === "postgres" ? "BIGINT" : "INTEGER"} NOT NULL)`,
    );
    const applied = new Set(
      (await tx.all("SELECT version FROM schema_migrations")).map((r) => toNumber(r.version)),
    );
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await tx.script(driver.dialect === "postgres" ? m.postgres : m.sqlite);
      await m.seed?.(tx);
      await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)", [
        m.version,
        m.name,
        Date.now(),
      ]);
    }
  });
}
