import { Pool, type PoolClient } from "pg";
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
import type { OutgoingMail, SchedulingDatabase } from "./types";

const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(", ");
const MIGRATION_LOCK = 4_719_470_001;

/**
 * PostgreSQL, for several app instances sharing one database. Each booking transaction takes a
 * transaction-scoped advisory lock on its store before checking for overlaps, so the
 * check-and-insert is serialized per store across every process and connection.
 */
export async function openPostgres(connectionString: string): Promise<SchedulingDatabase> {
  const pool = new Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
  await migrate(pool);

  async function tx<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function insertMails(client: PoolClient, mails: readonly OutgoingMail[], now: number) {
    for (const m of mails) {
      await client.query(
        `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")}) VALUES (${placeholders(OUTBOX_INSERT_COLUMNS.length)})`,
        outboxValues(m, now),
      );
    }
  }

  const one = async (sql: string, values: unknown[]) => {
    const { rows } = await pool.query(sql, values);
    return rows[0] ? toAppointment(rows[0]) : null;
  };

  return {
    kind: "postgres",
    async insertAppointment(a, mails) {
      return tx(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [a.storeEmail]);
        if (a.idempotencyKey) {
          const { rows } = await client.query("SELECT * FROM appointments WHERE idempotency_key = $1", [
            a.idempotencyKey,
          ]);
          if (rows[0]) return { outcome: "duplicate" as const, appointment: toAppointment(rows[0]) };
        }
        const clash = await client.query(
          "SELECT 1 FROM appointments WHERE store_email = $1 AND status = 'requested' AND starts_at < $2 AND ends_at > $3 LIMIT 1",
          [a.storeEmail, a.endsAt, a.startsAt],
        );
        if (clash.rowCount) return { outcome: "conflict" as const };
        const { rows } = await client.query(
          `INSERT INTO appointments (${APPOINTMENT_INSERT_COLUMNS.join(", ")}) VALUES (${placeholders(APPOINTMENT_INSERT_COLUMNS.length)}) RETURNING *`,
          appointmentValues(a),
        );
        await insertMails(client, mails, a.createdAt);
        return { outcome: "created" as const, appointment: toAppointment(rows[0]) };
      });
    },
    findByReference: (reference) => one("SELECT * FROM appointments WHERE reference = $1", [reference]),
    findByIdempotencyKey: (key) => one("SELECT * FROM appointments WHERE idempotency_key = $1", [key]),
    async bookedIntervals(storeEmail, from, to) {
      const { rows } = await pool.query(
        "SELECT starts_at, ends_at FROM appointments WHERE store_email = $1 AND status = 'requested' AND starts_at < $2 AND ends_at > $3 ORDER BY starts_at",
        [storeEmail, to, from],
      );
      return rows.map((r) => ({ start: Number(r.starts_at), end: Number(r.ends_at) }));
    },
    async cancelAppointment(reference, sync, mails, now) {
      return tx(async (client) => {
        const { rows } = await client.query("SELECT * FROM appointments WHERE reference = $1 FOR UPDATE", [
          reference,
        ]);
        const current = rows[0] ? toAppointment(rows[0]) : null;
        if (!current || current.status === "cancelled") return current;
        const updated = await client.query(
          "UPDATE appointments SET status = 'cancelled', cancelled_at = $1, calendar_sync = $2, calendar_attempts = 0, calendar_next_attempt_at = $1 WHERE id = $3 RETURNING *",
          [now, sync, current.id],
        );
        await insertMails(client, mails, now);
        return toAppointment(updated.rows[0]);
      });
    },
    async calendarWork(now, limit) {
      const { rows } = await pool.query(
        "SELECT * FROM appointments WHERE calendar_sync = ANY($1) AND (calendar_next_attempt_at IS NULL OR calendar_next_attempt_at <= $2) ORDER BY id LIMIT $3",
        [CALENDAR_WORK_STATES, now, limit],
      );
      return rows.map(toAppointment);
    },
    async recordCalendarResult(id, { sync, eventId, error = null, nextAttemptAt = null }) {
      await pool.query(
        `UPDATE appointments SET calendar_sync = $1, calendar_event_id = COALESCE($2, calendar_event_id),
           calendar_last_error = $3, calendar_next_attempt_at = $4, calendar_attempts = calendar_attempts + 1 WHERE id = $5`,
        [sync, eventId ?? null, error, nextAttemptAt, id],
      );
    },
    async calendarSummary() {
      const { rows } = await pool.query(
        "SELECT calendar_sync AS sync, COUNT(*)::int AS n FROM appointments GROUP BY calendar_sync",
      );
      const count = (s: string) => rows.filter((r) => r.sync === s).reduce((t, r) => t + Number(r.n), 0);
      const last = await pool.query(
        "SELECT calendar_last_error AS e FROM appointments WHERE calendar_last_error IS NOT NULL ORDER BY id DESC LIMIT 1",
      );
      return {
        pending: count("pending") + count("delete_pending"),
        failed: count("failed"),
        created: count("created"),
        lastError: last.rows[0]?.e ?? null,
      };
    },
    async dueMail(now, limit) {
      const { rows } = await pool.query(
        "SELECT * FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT $2",
        [now, limit],
      );
      return rows.map(toQueuedMail);
    },
    async markMailSent(id, now) {
      await pool.query(
        "UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2",
        [now, id],
      );
    },
    async markMailFailed(id, error, nextAttemptAt) {
      await pool.query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3",
        [error, nextAttemptAt, id],
      );
    },
    async insertContactMessage(m, mails) {
      return tx(async (client) => {
        const { rows } = await client.query(
          "INSERT INTO contact_messages (name, email, phone, store_id, message, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
          [m.name, m.email, m.phone, m.storeId, m.message, m.createdAt],
        );
        await insertMails(client, mails, m.createdAt);
        return Number(rows[0].id);
      });
    },
    async countAppointments() {
      const { rows } = await pool.query(
        "SELECT COUNT(*)::int AS n FROM appointments WHERE status = 'requested'",
      );
      return Number(rows[0].n);
    },
    async close() {
      await pool.end();
    },
  };
}

async function migrate(pool: Pool) {
  const client = await pool.connect();
  try {
    // One instance migrates at a time; the others wait, then find the work done.
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    );
    const { rows } = await client.query("SELECT version FROM schema_migrations");
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const m of migrations) {
      if (applied.has(m.version)) continue;
      await client.query("BEGIN");
      try {
        await client.query(m.postgres);
        await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          m.version,
          m.name,
          Date.now(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
