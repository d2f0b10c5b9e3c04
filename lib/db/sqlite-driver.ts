import "server-only";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import type { Driver, Queryable, Row, SqlValue, Transaction } from "./driver";

/**
 * SQLite through better-sqlite3: one connection, WAL, synchronous=FULL so an acknowledged booking
 * survives a crash or power loss. The library is synchronous but the store's transactions are
 * async functions, so every statement and transaction waits its turn on one queue: nothing from
 * another request can slip into an open transaction. Transactions are IMMEDIATE (they take the
 * write lock first), so writers in other processes queue up behind busy_timeout.
 */
export function openSqliteDriver(file: string): Driver {
  // One connection per file and process. A second connection in the same thread would wait
  // (synchronously, in SQLite's busy handler) for a write lock that only this thread can release.
  const path = resolve(file);
  const shared = openConnections.get(path);
  if (shared) {
    shared.users++;
    return shared.handle();
  }
  const entry = { users: 1, handle: () => driver };
  const driver = connect(path, async () => {
    if (--entry.users > 0) return false;
    openConnections.delete(path);
    return true;
  });
  const handles = () => {
    let closed = false;
    return {
      ...driver,
      async close() {
        if (closed) return;
        closed = true;
        await driver.close();
      },
    } satisfies Driver;
  };
  entry.handle = handles;
  openConnections.set(path, entry);
  return handles();
}

const openConnections = new Map<string, { users: number; handle: () => Driver }>();

function connect(file: string, release: () => Promise<boolean>): Driver {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 10000");
  db.pragma("foreign_keys = ON");

  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const direct: Queryable = {
    async all(sql, params = []) {
      return prepare(sql).all(...(params as SqlValue[])) as Row[];
    },
    async get(sql, params = []) {
      return prepare(sql).get(...(params as SqlValue[])) as Row | undefined;
    },
    async run(sql, params = []) {
      return prepare(sql).run(...(params as SqlValue[])).changes;
    },
  };

  // Idle: run at once (the common case, no extra tick). Busy: wait behind the last queued task.
  let pending = 0;
  let tail: Promise<unknown> = Promise.resolve();
  function serialized<T>(work: () => Promise<T>): Promise<T> {
    pending++;
    const run = () => work().finally(() => pending--);
    const result = pending === 1 ? run() : tail.then(run);
    tail = result.catch(() => {});
    return result;
  }

  const tx: Transaction = {
    ...direct,
    lock: async () => {},
    script: async (sql) => {
      db.exec(sql);
    },
  };
  return {
    dialect: "sqlite",
    skipLocked: "",
    // With nothing queued no transaction is open: a single statement runs at once (the common
    // case, without the queue's extra promises); otherwise it waits its turn.
    all: (sql, params) =>
      pending === 0 ? direct.all(sql, params) : serialized(() => direct.all(sql, params)),
    get: (sql, params) =>
      pending === 0 ? direct.get(sql, params) : serialized(() => direct.get(sql, params)),
    run: (sql, params) =>
      pending === 0 ? direct.run(sql, params) : serialized(() => direct.run(sql, params)),
    transaction: (work) =>
      serialized(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await work(tx);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    async close() {
      // The connection closes when its last user lets go.
      if (await release()) await serialized(async () => db.close());
    },
  };
}
