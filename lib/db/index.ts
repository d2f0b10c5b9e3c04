import "server-only";
import { join } from "node:path";
import { settleBackgroundPasses } from "@/lib/core/background-work";
import { settings } from "@/lib/settings";
import { openPostgresDriver } from "./postgres-driver";
import { openSqliteDriver } from "./sqlite-driver";
import { noteStockChange } from "./stock-generation";
import { openStore } from "./store";
import type { SchedulingDatabase } from "./types";
import { DatabaseUnavailableError } from "./errors";

// The one public face of storage: everything outside lib/db imports from here.
export type * from "./types";
export type * from "./appointment-types";
export type * from "./calendar-sync-types";
export type * from "./contact-types";
export type * from "./customer-types";
export type * from "./contact-code-types";
export type * from "./health-types";
export type * from "./incident-types";
export type * from "./mail-types";
export type * from "./quote-types";
export type * from "./history-types";
export type * from "./staff-types";
export type * from "./stock-types";
export type * from "./text-types";
export type * from "./inbound-text-types";
export type * from "./road-call-types";
export type * from "./road-service-store-types";
export type * from "./part-number-types";
export { ACTIVE_STATUSES } from "./appointment-types";
export { constraintViolation } from "./driver";
export { isDatabaseUnavailable, DatabaseUnavailableError } from "./errors";
export { REMINDER_KIND } from "./outbox-queries";
export { KEYWORD_REPLY_KINDS, OPTED_OUT_STATUS } from "./text-queries";
export { levelAt } from "./stock-queries";
export { stockGeneration } from "./stock-generation";

/** Folder for the embedded database and the e-mail and text outbox files. */
export function dataDir(): string {
  return settings().dataDir;
}

/** PostgreSQL at `url`, or the SQLite file at `file`: the same store either way. */
export async function openDatabase(target: { url: string } | { file: string }): Promise<SchedulingDatabase> {
  const driver = "url" in target ? openPostgresDriver(target.url) : openSqliteDriver(target.file);
  try {
    return await openStore(driver);
  } catch (error) {
    await driver.close().catch(() => {});
    throw error;
  }
}

// Kept on globalThis so dev-server reloads and route bundles share one connection.
const holder = globalThis as unknown as { __schedulingDb?: Promise<SchedulingDatabase> };

/**
 * The scheduling database: PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. When
 * it cannot be opened, the next call tries again; the failure is a DatabaseUnavailableError, which
 * route handlers answer with 503.
 */
export function getDatabase(): Promise<SchedulingDatabase> {
  holder.__schedulingDb ??= (async () => {
    const url = settings().databaseUrl;
    return openDatabase(url ? { url } : { file: join(dataDir(), "scheduling.sqlite") });
  })().catch((error: unknown) => {
    holder.__schedulingDb = undefined;
    throw new DatabaseUnavailableError(error);
  });
  return holder.__schedulingDb;
}

/** For tests: forget the open database (after closing it) so the next call reads the environment again. */
export async function resetDatabase(): Promise<void> {
  // A mail or calendar pass may still be using the connection.
  await settleBackgroundPasses();
  const current = holder.__schedulingDb;
  holder.__schedulingDb = undefined;
  // Stock levels remembered from this database must not answer for the next one.
  noteStockChange();
  if (current) await (await current).close().catch(() => {});
}
