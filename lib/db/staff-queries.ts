import { STAFF_LIST_SEED } from "@/data/staff";
import type { Driver, Queryable, Transaction } from "./driver";
import type { StaffListEntry, StaffSessionRecord, StaffStore } from "./staff-types";
import { toNumber } from "./values";

const toSession = (row: Record<string, unknown>): StaffSessionRecord => ({
  idHash: String(row.id_hash),
  email: String(row.email),
  name: String(row.name),
  roles: JSON.parse(String(row.roles)) as string[],
  createdAt: toNumber(row.created_at),
  expiresAt: toNumber(row.expires_at),
});

const toEntry = (row: Record<string, unknown>): StaffListEntry => ({
  email: String(row.email),
  name: String(row.name),
  storeIds: JSON.parse(String(row.store_ids)) as number[],
  salesDesk: toNumber(row.sales_desk ?? 0) === 1,
  updatedAt: toNumber(row.updated_at),
  updatedBy: row.updated_by === null || row.updated_by === undefined ? null : String(row.updated_by),
});

export function staffStore(driver: Driver): StaffStore {
  return {
    async createSession(s) {
      await driver.run(
        "INSERT INTO staff_sessions (id_hash, email, name, roles, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
        [s.idHash, s.email, s.name, JSON.stringify(s.roles), s.createdAt, s.expiresAt],
      );
      // Ended sessions are cleared now and then rather than on every sign-in.
      if (Math.random() < 0.05)
        await driver.run("DELETE FROM staff_sessions WHERE expires_at < ?", [s.createdAt]);
    },
    async findSession(idHash, now) {
      const row = await driver.get("SELECT * FROM staff_sessions WHERE id_hash = ? AND expires_at > ?", [
        idHash,
        now,
      ]);
      return row ? toSession(row) : null;
    },
    async deleteSession(idHash) {
      await driver.run("DELETE FROM staff_sessions WHERE id_hash = ?", [idHash]);
    },
    async staffList() {
      return (await driver.all("SELECT * FROM staff_members ORDER BY name, email")).map(toEntry);
    },
    async staffEntry(email) {
      const row = await driver.get("SELECT * FROM staff_members WHERE email = ?", [email]);
      return row ? toEntry(row) : null;
    },
    async saveStaffEntry(entry, by, now) {
      await driver.run(
        `INSERT INTO staff_members (email, name, store_ids, sales_desk, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO UPDATE SET name = excluded.name, store_ids = excluded.store_ids,
           sales_desk = excluded.sales_desk, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [entry.email, entry.name, JSON.stringify(entry.storeIds), entry.salesDesk ? 1 : 0, now, by],
      );
    },
    async removeStaffEntry(email) {
      return (await driver.run("DELETE FROM staff_members WHERE email = ?", [email])) > 0;
    },
    async failures(key, windowStart) {
      const row = await driver.get("SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?", [
        key,
        windowStart,
      ]);
      return row ? toNumber(row.hits) : 0;
    },
    async countFailure(key, windowStart, expiresAt) {
      const row = await driver.get(
        `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
        [key, windowStart, expiresAt],
      );
      return toNumber(row!.hits);
    },
  };
}

/** The staff tables' schema (the same text for both dialects, with their big-integer type). */
export const staffTables = (big: string) => `
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  roles TEXT NOT NULL,
  created_at ${big} NOT NULL,
  expires_at ${big} NOT NULL
);
CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at);
CREATE TABLE staff_members (
  email TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  store_ids TEXT NOT NULL,
  updated_at ${big} NOT NULL,
  updated_by TEXT
);`;

/** The opening staff list (data/staff.ts), written once by its migration. */
export async function writeSeedStaff(tx: Transaction): Promise<void> {
  await seedStaff(tx, Date.now());
}

async function seedStaff(q: Queryable, now: number) {
  for (const entry of STAFF_LIST_SEED)
    await q.run(
      "INSERT INTO staff_members (email, name, store_ids, updated_at, updated_by) VALUES (?, ?, ?, ?, NULL)",
      [entry.email.toLowerCase(), entry.name, JSON.stringify(entry.storeIds), now],
    );
}
