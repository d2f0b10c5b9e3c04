import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Driver, SqlValue } from "@/lib/db/driver";
import { openPostgresDriver } from "@/lib/db/postgres-driver";
import { openSqliteDriver } from "@/lib/db/sqlite-driver";
import { migrate } from "@/lib/db/migrate";
import { createDatabase } from "../../scripts/throwaway-postgres.mjs";

export type Kind = "sqlite" | "postgres";

/** A migrated, empty database of either kind: a real SQLite file, or a new PostgreSQL database. */
export async function migratedDriver(kind: Kind, postgresUrl: string, label: string): Promise<Driver> {
  const driver =
    kind === "sqlite"
      ? openSqliteDriver(join(mkdtempSync(join(tmpdir(), `${label}-`)), "db.sqlite"))
      : openPostgresDriver(await createDatabase(postgresUrl, label.replace(/\W/g, "_")));
  await migrate(driver);
  return driver;
}

export interface Statement {
  sql: string;
  params: readonly SqlValue[];
}

/** The driver, noting every statement run through it or its transactions. */
export function recording(driver: Driver, seen: Statement[]): Driver {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, key) {
        const value = Reflect.get(t, key) as unknown;
        if (typeof value !== "function") return value;
        if (key === "all" || key === "get" || key === "run")
          return (sql: string, params: readonly SqlValue[] = []) => {
            seen.push({ sql, params });
            return (value as (s: string, p: readonly SqlValue[]) => unknown).call(t, sql, params);
          };
        if (key === "transaction")
          return (work: (tx: object) => Promise<unknown>) =>
            (value as (w: (tx: object) => Promise<unknown>) => unknown).call(t, (tx: object) =>
              work(wrap(tx)),
            );
        return (value as (...a: unknown[]) => unknown).bind(t);
      },
    });
  return wrap(driver);
}

const T0 = Date.UTC(2031, 2, 3, 12, 0);

/**
 * `count` appointments straight into the table, several at each start time (a store's bays at
 * 9:00), across three stores, in an order unlike their time order; every calendar and status
 * state among them. Returns nothing: tests read them back.
 */
export async function insertAppointments(driver: Driver, count: number) {
  await driver.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const n = (i * 37) % count;
      const startsAt = T0 + Math.floor(n / 4) * 30 * 60_000;
      const store = 1 + (n % 3);
      await tx.run(
        `INSERT INTO appointments (reference, cancel_token_hash, store_id, store_email, service_name, duration_minutes,
           starts_at, ends_at, date, time, first_name, last_name, email, phone, status, calendar_sync,
           calendar_last_error, calendar_conflict, created_at)
         VALUES (?, 'h', ?, ?, 'Oil Changes', 30, ?, ?, '2031-03-03', '09:00', 'Ada', 'Hatfield', 'a@example.com',
           '3045550100', ?, ?, ?, ?, ?)`,
        [
          `AT-TEST-${String(i).padStart(4, "0")}`,
          store,
          `store${store}@alleghenytire.example`,
          startsAt,
          startsAt + 30 * 60_000,
          i % 5 === 0 ? "cancelled" : "confirmed",
          i % 7 === 0 ? "failed" : "created",
          i % 7 === 0 ? "ErrorAccessDenied" : null,
          i % 6 === 0 ? "Overlaps another event." : null,
          T0 - 86_400_000 + i,
        ],
      );
    }
  });
}
