// Writes generated batches into a migrated PostgreSQL database: each table's rows as one
// INSERT ... SELECT FROM unnest(one array per column), a few thousand rows per statement, every
// batch in one transaction; then the id sequences follow the rows and the tables are analyzed,
// as autovacuum would have done on a database that grew over years.
import pg from "pg";
import { pgType, TABLES } from "./tables.mjs";

export async function postgresWriter(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("SET synchronous_commit = off");
  const insert = async ({ table, columns }, rows) => {
    for (let i = 0; i < rows.length; i += 5000) {
      const slice = rows.slice(i, i + 5000);
      const arrays = columns.map((_, c) => slice.map((r) => r[c]));
      const unnest = columns.map((col, c) => `$${c + 1}::${pgType(col)}[]`).join(", ");
      await client.query(
        `INSERT INTO ${table} (${columns.join(", ")}) SELECT * FROM unnest(${unnest})`,
        arrays,
      );
    }
  };
  return {
    async write(batch) {
      await client.query("BEGIN");
      for (const t of TABLES) if (batch[t.key].length) await insert(t, batch[t.key]);
      await client.query("COMMIT");
    },
    async close() {
      for (const { table } of TABLES)
        await client.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`,
        );
      await client.query("ANALYZE");
      await client.end();
    },
  };
}
