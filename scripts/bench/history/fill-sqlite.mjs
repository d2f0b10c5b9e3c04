// Writes generated batches into a migrated SQLite file: one prepared INSERT per table, every
// batch in one transaction, without fsync while filling (a bench database, made again at will).
import Database from "better-sqlite3";
import { TABLES } from "./tables.mjs";

export function sqliteWriter(file) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  const inserts = TABLES.map(({ key, table, columns }) => ({
    key,
    statement: db.prepare(
      `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ),
  }));
  const write = db.transaction((batch) => {
    for (const { key, statement } of inserts) for (const row of batch[key]) statement.run(row);
  });
  return {
    async write(batch) {
      write(batch);
    },
    async close() {
      db.pragma("wal_checkpoint(TRUNCATE)");
      db.close();
    },
  };
}
