import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { migrations } from "./migrations";
import {
  APPOINTMENT_INSERT_COLUMNS,
  CALENDAR_WORK_STATES,
  OUTBOX_INSERT_COLUMNS,
  appointmentValues,
  outboxValues,
  toAppointment,
  toQueuedMail,
} from "./rows";
import type { Appointment, SchedulingDatabase } from "./types";

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/**
 * The embedded store: one SQLite file in WAL mode with synchronous=FULL, so an acknowledged
 * booking survives a crash or power loss. Check-and-insert runs in an IMMEDIATE transaction,
 * which takes the write lock first, so concurrent writers (even other processes) queue up.
 */
export function openSqlite(file: string): SchedulingDatabase {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 10000");
  db.pragma("foreign_keys = ON");
  migrate(db);

  const insertAppointment = db.prepare(
    `INSERT INTO appointments (${APPOINTMENT_INSERT_COLUMNS.join(", ")}) VALUES (${placeholders(APPOINTMENT_INSERT_COLUMNS.length)})`,
  );
  const insertMail = db.prepare(
    `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")}) VALUES (${placeholders(OUTBOX_INSERT_COLUMNS.length)})`,
  );
  const byId = db.prepare("SELECT * FROM appointments WHERE id = ?");
  const byReference = db.prepare("SELECT * FROM appointments WHERE reference = ?");
  const byKey = db.prepare("SELECT * FROM appointments WHERE idempotency_key = ?");
  const overlapping = db.prepare(
    "SELECT 1 FROM appointments WHERE store_email = ? AND status = 'requested' AND starts_at < ? AND ends_at > ? LIMIT 1",
  );
  const row = (stmt: Database.Statement, ...args: unknown[]) => {
    const r = stmt.get(...args) as Record<string, unknown> | undefined;
    return r ? toAppointment(r) : null;
  };

  const book = db.transaction(
    (
      a: Parameters<SchedulingDatabase["insertAppointment"]>[0],
      mails: Parameters<SchedulingDatabase["insertAppointment"]>[1],
    ) => {
      if (a.idempotencyKey) {
        const existing = row(byKey, a.idempotencyKey);
        if (existing) return { outcome: "duplicate" as const, appointment: existing };
      }
      if (overlapping.get(a.storeEmail, a.endsAt, a.startsAt)) return { outcome: "conflict" as const };
      const { lastInsertRowid } = insertAppointment.run(...appointmentValues(a));
      for (const m of mails) insertMail.run(...outboxValues(m, a.createdAt));
      return { outcome: "created" as const, appointment: row(byId, lastInsertRowid) as Appointment };
    },
  );

  const cancel = db.transaction(
    (
      reference: string,
      sync: string,
      mails: Parameters<SchedulingDatabase["cancelAppointment"]>[2],
      now: number,
    ) => {
      const current = row(byReference, reference);
      if (!current || current.status === "cancelled") return current;
      db.prepare(
        "UPDATE appointments SET status = 'cancelled', cancelled_at = ?, calendar_sync = ?, calendar_attempts = 0, calendar_next_attempt_at = ? WHERE id = ?",
      ).run(now, sync, now, current.id);
      for (const m of mails) insertMail.run(...outboxValues(m, now));
      return row(byId, current.id);
    },
  );

  return {
    kind: "sqlite",
    async insertAppointment(a, mails) {
      return book.immediate(a, mails);
    },
    async findByReference(reference) {
      return row(byReference, reference);
    },
    async findByIdempotencyKey(key) {
      return row(byKey, key);
    },
    async bookedIntervals(storeEmail, from, to) {
      return db
        .prepare(
          "SELECT starts_at AS start, ends_at AS end FROM appointments WHERE store_email = ? AND status = 'requested' AND starts_at < ? AND ends_at > ? ORDER BY starts_at",
        )
        .all(storeEmail, to, from) as { start: number; end: number }[];
    },
    async cancelAppointment(reference, sync, mails, now) {
      return cancel.immediate(reference, sync, mails, now);
    },
    async calendarWork(now, limit) {
      return (
        db
          .prepare(
            `SELECT * FROM appointments WHERE calendar_sync IN (${placeholders(CALENDAR_WORK_STATES.length)}) AND (calendar_next_attempt_at IS NULL OR calendar_next_attempt_at <= ?) ORDER BY id LIMIT ?`,
          )
          .all(...CALENDAR_WORK_STATES, now, limit) as Record<string, unknown>[]
      ).map(toAppointment);
    },
    async recordCalendarResult(id, { sync, eventId, error = null, nextAttemptAt = null }) {
      db.prepare(
        `UPDATE appointments SET calendar_sync = ?, calendar_event_id = COALESCE(?, calendar_event_id),
           calendar_last_error = ?, calendar_next_attempt_at = ?, calendar_attempts = calendar_attempts + 1 WHERE id = ?`,
      ).run(sync, eventId ?? null, error, nextAttemptAt, id);
    },
    async calendarSummary() {
      const counts = db
        .prepare("SELECT calendar_sync AS sync, COUNT(*) AS n FROM appointments GROUP BY calendar_sync")
        .all() as {
        sync: string;
        n: number;
      }[];
      const count = (s: string) => counts.filter((c) => c.sync === s).reduce((t, c) => t + c.n, 0);
      const last = db
        .prepare(
          "SELECT calendar_last_error AS e FROM appointments WHERE calendar_last_error IS NOT NULL ORDER BY id DESC LIMIT 1",
        )
        .get() as { e: string } | undefined;
      return {
        pending: count("pending") + count("delete_pending"),
        failed: count("failed"),
        created: count("created"),
        lastError: last?.e ?? null,
      };
    },
    async dueMail(now, limit) {
      return (
        db
          .prepare("SELECT * FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?")
          .all(now, limit) as Record<string, unknown>[]
      ).map(toQueuedMail);
    },
    async markMailSent(id, now) {
      db.prepare(
        "UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?",
      ).run(now, id);
    },
    async markMailFailed(id, error, nextAttemptAt) {
      db.prepare(
        "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      ).run(error, nextAttemptAt, id);
    },
    async insertContactMessage(m, mails) {
      return db
        .transaction(() => {
          const { lastInsertRowid } = db
            .prepare(
              "INSERT INTO contact_messages (name, email, phone, store_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?)",
            )
            .run(m.name, m.email, m.phone, m.storeId, m.message, m.createdAt);
          for (const mail of mails) insertMail.run(...outboxValues(mail, m.createdAt));
          return Number(lastInsertRowid);
        })
        .immediate();
    },
    async countAppointments() {
      return (
        db.prepare("SELECT COUNT(*) AS n FROM appointments WHERE status = 'requested'").get() as { n: number }
      ).n;
    },
    async close() {
      db.close();
    },
  };
}

function migrate(db: Database.Database) {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  // Read and apply under one write lock, so two processes starting together cannot both apply a step.
  db.transaction(() => {
    const applied = new Set(
      (db.prepare("SELECT version FROM schema_migrations").all() as { version: number }[]).map(
        (r) => r.version,
      ),
    );
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      db.exec(m.sqlite);
      db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        Date.now(),
      );
    }
  }).immediate();
}
