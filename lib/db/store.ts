import type { ChangeOrigin } from "@/lib/staff/actor";
import { constraintViolation, type Driver, type Queryable, type Transaction } from "./driver";
import { migrations } from "./migrations";
import { staffStore } from "./staff-queries";
import { WAREHOUSE_ID } from "@/data/inventory";
import { changeQuoteRequest, listQuoteRequests, quoteWithHistory } from "./quote-queries";
import { appointmentHistories, appointmentHistory, insertEvent } from "./history-queries";
import { noteStockChange } from "./stock-generation";
import { allStockLevels, consumeHeld, levelAt, setStock, STOCK_LOCK, stockLevels } from "./stock-queries";
import {
  APPOINTMENT_INSERT_COLUMNS,
  OUTBOX_INSERT_COLUMNS,
  QUOTE_INSERT_COLUMNS,
  appointmentValues,
  outboxValues,
  quoteValues,
  toAppointment,
  toFailedMail,
  toHeldUnit,
  toQueuedMail,
  toQuoteRequest,
} from "./rows";
import { toNumber } from "./values";
import type { VisitSegment } from "@/lib/scheduling/capacity";
import {
  ACTIVE_STATUSES,
  type Appointment,
  type AppointmentChange,
  type CalendarSync,
  type ChangeResult,
  type SchedulingDatabase,
  type TireHold,
} from "./types";
import { type OutgoingMail } from "./mail-types";

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");
const ACTIVE = `status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`;
const CALENDAR_WORK = "calendar_sync IN ('pending', 'delete_pending')";
const INSERT_APPOINTMENT = `INSERT INTO appointments (${APPOINTMENT_INSERT_COLUMNS.join(", ")}) VALUES (${marks(APPOINTMENT_INSERT_COLUMNS.length)}) RETURNING *`;
const INSERT_MAIL = `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")}) VALUES (${marks(OUTBOX_INSERT_COLUMNS.length)})`;
const INSERT_QUOTE = `INSERT INTO quote_requests (${QUOTE_INSERT_COLUMNS.join(", ")}) VALUES (${marks(QUOTE_INSERT_COLUMNS.length)}) RETURNING *`;
const BY_REFERENCE = "SELECT * FROM appointments WHERE reference = ?";
const BY_KEY = "SELECT * FROM appointments WHERE idempotency_key = ?";

async function insertMails(q: Queryable, mails: readonly OutgoingMail[], now: number) {
  for (const m of mails) await q.run(INSERT_MAIL, outboxValues(m, now));
}

/** Units held by live appointments of a store in [from, to). */
async function heldIn(q: Queryable, storeEmail: string, from: number, to: number) {
  const rows = await q.all(
    "SELECT appointment_id, kind, unit, starts_at, ends_at FROM appointment_units WHERE store_email = ? AND active = 1 AND starts_at < ? AND ends_at > ?",
    [storeEmail, to, from],
  );
  return rows.map(toHeldUnit);
}

/** An appointment's units, replacing the ones it held (PostgreSQL's constraint checks each row). */
async function holdUnits(q: Queryable, a: Appointment, segments: readonly VisitSegment[]) {
  await q.run("DELETE FROM appointment_units WHERE appointment_id = ?", [a.id]);
  for (const s of segments)
    await q.run(
      "INSERT INTO appointment_units (appointment_id, store_email, kind, unit, starts_at, ends_at, active) VALUES (?, ?, ?, ?, ?, ?, 1)",
      [a.id, a.storeEmail, s.kind, s.unit, s.startsAt, s.endsAt],
    );
}

/** Reminders are outbox messages with a "not before" time; a change replaces the unsent one. */
export const REMINDER_KIND = "reminder";

/**
 * The calendar write a change needs. Ending an appointment removes its event (one being created
 * is removed once its create ends); any other change to a live one (confirmed, moved) makes the
 * event match: "pending" creates it, or updates it when it exists.
 */
function calendarSyncAfter(current: Appointment, next: Appointment): CalendarSync {
  const sync = current.calendarSync;
  if (sync === "not_applicable") return sync;
  if (!ACTIVE_STATUSES.includes(next.status)) {
    if (ACTIVE_STATUSES.includes(current.status) && (current.calendarEventId || sync === "pending"))
      return "delete_pending";
    return sync;
  }
  return "pending";
}

/** Bookings come from customers (the booking form and its API). */
const BOOKING_ORIGIN: ChangeOrigin = { actor: { kind: "customer" }, from: null };

const one = async (q: Queryable, sql: string, params: (string | number | null)[]) => {
  const row = await q.get(sql, params);
  return row ? toAppointment(row) : null;
};

/** The scheduling store: every query once, for both dialects (see driver.ts for what differs). */
export async function openStore(driver: Driver): Promise<SchedulingDatabase> {
  await migrate(driver);
  const forUpdate = driver.dialect === "postgres" ? " FOR UPDATE" : "";

  /** Same key: the first booking if the request matches, else a refusal. */
  const answerForKey = (existing: Appointment, hash: string | null) =>
    existing.idempotencyHash && hash && existing.idempotencyHash !== hash
      ? ({ outcome: "key_reused" } as const)
      : ({ outcome: "duplicate", appointment: existing } as const);

  const store: SchedulingDatabase = {
    kind: driver.dialect,

    async ping() {
      await driver.get("SELECT 1 AS ok");
    },

    async insertAppointment(a, mails, units, stock, origin = BOOKING_ORIGIN) {
      try {
        return await driver.transaction(async (tx) => {
          // Serializes count-and-insert per store across every process and connection.
          await tx.lock(`store:${a.storeEmail}`);
          if (a.idempotencyKey) {
            const existing = await one(tx, BY_KEY, [a.idempotencyKey]);
            if (existing) return answerForKey(existing, a.idempotencyHash);
          }
          const segments = units.place(await heldIn(tx, a.storeEmail, units.from, units.to));
          if (!segments) return { outcome: "conflict" as const };
          let hold: Omit<TireHold, "status"> | null = null;
          if (stock) {
            // After the store's lock, like every stock writer: the levels stay true until commit.
            await tx.lock(STOCK_LOCK);
            const levels = await stockLevels(tx, [stock.offerId]);
            const decision = stock.decide({
              store: levelAt(levels, stock.storeId, stock.offerId),
              warehouse: levelAt(levels, WAREHOUSE_ID, stock.offerId),
            });
            if ("short" in decision) return { outcome: "stock_short" as const, readyBy: decision.short };
            hold = decision.hold;
          }
          const created = toAppointment(
            (await tx.get(INSERT_APPOINTMENT, appointmentValues(a, segments, hold)))!,
          );
          await holdUnits(tx, created, segments);
          await insertEvent(tx, created.id, { what: "requested" }, origin, a.createdAt);
          await insertMails(tx, mails(created), a.createdAt);
          return { outcome: "created" as const, appointment: created };
        });
      } catch (error) {
        const violation = constraintViolation(error);
        // The database's own one-job-per-unit constraint (PostgreSQL) answers like the count above.
        if (violation === "overlap") return { outcome: "conflict" };
        // The same key raced in on another store's lock: the first writer won.
        if (violation === "unique" && a.idempotencyKey) {
          const existing = await one(driver, BY_KEY, [a.idempotencyKey]);
          if (existing) return answerForKey(existing, a.idempotencyHash);
        }
        throw error;
      } finally {
        if (stock) noteStockChange();
      }
    },

    findByReference: (reference) => one(driver, BY_REFERENCE, [reference]),
    findByIdempotencyKey: (key) => one(driver, BY_KEY, [key]),

    heldUnits: (storeEmail, from, to) => heldIn(driver, storeEmail, from, to),

    async changeAppointment(reference, decide, now, origin) {
      // The store never changes: read it first so the store lock is taken before the row's.
      const before = await one(driver, BY_REFERENCE, [reference]);
      if (!before) return { outcome: "not_found" };
      try {
        return await driver.transaction(async (tx): Promise<ChangeResult> => {
          await tx.lock(`store:${before.storeEmail}`);
          const current = (await one(tx, BY_REFERENCE + forUpdate, [reference]))!;
          const decision = decide(current);
          if ("refuse" in decision)
            return {
              outcome: "refused",
              appointment: current,
              reason: decision.refuse,
              repeat: decision.repeat ?? false,
            };
          const change: AppointmentChange = decision.change;
          const next: Appointment = {
            ...current,
            ...change.time,
            status: change.status ?? current.status,
            declineReason: change.declineReason ?? current.declineReason,
            cancelledAt: change.status === "cancelled" ? now : current.cancelledAt,
            changedAt: now,
            sequence: current.sequence + 1,
          };
          next.calendarSync = calendarSyncAfter(current, next);
          const live = ACTIVE_STATUSES.includes(next.status);
          const hold = current.tireHold;
          const holdEnds = hold?.status === "held" && !live;
          if (holdEnds) {
            await tx.lock(STOCK_LOCK);
            next.tireHold = { ...hold, status: next.status === "completed" ? "consumed" : "released" };
          }
          const units = live ? change.units : undefined;
          if (units) {
            const held = await heldIn(tx, current.storeEmail, units.from, units.to);
            const segments = units.place(held.filter((h) => h.appointmentId !== current.id));
            if (!segments) return { outcome: "conflict", appointment: current };
            next.segments = segments;
          }
          const syncChanged = next.calendarSync !== current.calendarSync || next.calendarSync === "pending";
          const changed = await tx.run(
            `UPDATE appointments SET status = ?, starts_at = ?, ends_at = ?, date = ?, time = ?, segments = ?,
               decline_reason = ?, cancelled_at = ?, changed_at = ?, sequence = ?, calendar_sync = ?, hold_status = ?,
               calendar_attempts = CASE WHEN ? = 1 THEN 0 ELSE calendar_attempts END,
               calendar_next_attempt_at = CASE WHEN ? = 1 THEN ? ELSE calendar_next_attempt_at END
             WHERE id = ? AND status = ? AND sequence = ?`,
            [
              next.status,
              next.startsAt,
              next.endsAt,
              next.date,
              next.time,
              JSON.stringify(next.segments),
              next.declineReason,
              next.cancelledAt,
              next.changedAt,
              next.sequence,
              next.calendarSync,
              next.tireHold?.status ?? null,
              syncChanged ? 1 : 0,
              syncChanged ? 1 : 0,
              now,
              current.id,
              current.status,
              current.sequence,
            ],
          );
          // Only possible without a row lock (SQLite serializes writers, PostgreSQL locks the row).
          if (!changed)
            return {
              outcome: "refused",
              appointment: current,
              reason: "It changed meanwhile.",
              repeat: false,
            };
          if (holdEnds && next.tireHold?.status === "consumed" && hold.locationId !== null)
            await consumeHeld(tx, hold.locationId, hold.offerId, hold.quantity, now);
          if (units) await holdUnits(tx, current, next.segments);
          else if (!live)
            await tx.run("UPDATE appointment_units SET active = 0 WHERE appointment_id = ?", [current.id]);
          if (change.reminder) {
            await tx.run("DELETE FROM outbox WHERE reference = ? AND kind = ? AND sent_at IS NULL", [
              reference,
              REMINDER_KIND,
            ]);
            const reminder = change.reminder(next);
            if (reminder) await insertMails(tx, [reminder], now);
          }
          await insertMails(tx, change.mails(next), now);
          await insertEvent(tx, current.id, change.event, origin, now);
          return {
            outcome: "changed",
            appointment: (await one(tx, BY_REFERENCE, [reference]))!,
            previous: current,
          };
        });
      } catch (error) {
        // PostgreSQL's own one-job-per-unit constraint answers like the count above.
        if (constraintViolation(error) === "overlap") return { outcome: "conflict", appointment: before };
        throw error;
      } finally {
        // A cancel, decline, no-show or completion releases or uses the tires held for it.
        if (before.tireHold) noteStockChange();
      }
    },

    appointmentHistory: (appointmentId) => appointmentHistory(driver, appointmentId),
    appointmentHistories: (appointmentIds) => appointmentHistories(driver, appointmentIds),

    stockLevels: (offerIds) => stockLevels(driver, offerIds),
    allStockLevels: () => allStockLevels(driver),
    setStock: (rows, now) => driver.transaction((tx) => setStock(tx, rows, now)).finally(noteStockChange),

    async appSecret(name, make) {
      await driver.run("INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", [
        name,
        make(),
      ]);
      const row = await driver.get("SELECT value FROM app_secrets WHERE name = ?", [name]);
      return String(row!.value);
    },

    async listAppointments({ storeId, storeIds, statuses, from, to, limit }) {
      if (storeIds?.length === 0) return [];
      const where = ["starts_at >= ?", "starts_at < ?"];
      const params: (string | number)[] = [from, to];
      if (storeId !== undefined) {
        where.push("store_id = ?");
        params.push(storeId);
      }
      if (storeIds) {
        where.push(`store_id IN (${marks(storeIds.length)})`);
        params.push(...storeIds);
      }
      if (statuses?.length) {
        where.push(`status IN (${marks(statuses.length)})`);
        params.push(...statuses);
      }
      const rows = await driver.all(
        `SELECT * FROM appointments WHERE ${where.join(" AND ")} ORDER BY starts_at, id LIMIT ?`,
        [...params, limit],
      );
      return rows.map(toAppointment);
    },

    async claimCalendarWork(owner, now, leaseMs, limit) {
      const rows = await driver.transaction((tx) =>
        tx.all(
          `UPDATE appointments SET calendar_claimed_by = ?, calendar_claimed_until = ? WHERE id IN (
             SELECT id FROM appointments WHERE ${CALENDAR_WORK}
               AND (calendar_next_attempt_at IS NULL OR calendar_next_attempt_at <= ?)
               AND (calendar_claimed_until IS NULL OR calendar_claimed_until < ?)
             ORDER BY id LIMIT ?${driver.skipLocked}) RETURNING *`,
          [owner, now + leaseMs, now, now, limit],
        ),
      );
      return rows.map(toAppointment).sort((a, b) => a.id - b.id);
    },

    async finishCalendarWrite(claimed, owner, outcome, mails = []) {
      return driver.transaction(async (tx) => {
        const done = await tx.run(
          `UPDATE appointments SET calendar_sync = ?, calendar_event_id = COALESCE(?, calendar_event_id),
             calendar_last_error = ?, calendar_next_attempt_at = ?,
             calendar_attempts = calendar_attempts + ?, calendar_checked = COALESCE(?, calendar_checked),
             calendar_conflict = COALESCE(?, calendar_conflict),
             calendar_claimed_by = NULL, calendar_claimed_until = NULL
           WHERE id = ? AND calendar_sync = ? AND sequence = ? AND calendar_claimed_by = ?`,
          [
            outcome.sync,
            outcome.eventId ?? null,
            outcome.error ?? null,
            outcome.nextAttemptAt ?? null,
            outcome.attempted === false ? 0 : 1,
            outcome.checked === undefined ? null : outcome.checked ? 1 : 0,
            outcome.conflict ?? null,
            claimed.id,
            claimed.calendarSync,
            claimed.sequence,
            owner,
          ],
        );
        if (done) {
          await insertMails(tx, mails, Date.now());
          return "done" as const;
        }
        await tx.run(
          `UPDATE appointments SET calendar_event_id = COALESCE(?, calendar_event_id),
             calendar_claimed_by = NULL, calendar_claimed_until = NULL
           WHERE id = ? AND calendar_claimed_by = ?`,
          [outcome.eventId ?? null, claimed.id, owner],
        );
        return "superseded" as const;
      });
    },

    async recordCalendarCheck(claimed, owner, conflict, mails) {
      return driver.transaction(async (tx) => {
        const changed = await tx.run(
          `UPDATE appointments SET calendar_checked = 1, calendar_conflict = ?
           WHERE id = ? AND calendar_claimed_by = ? AND calendar_checked = 0`,
          [conflict, claimed.id, owner],
        );
        if (changed) await insertMails(tx, mails, Date.now());
        return changed > 0;
      });
    },

    async calendarSummary() {
      const counts = await driver.all(
        "SELECT calendar_sync AS sync, COUNT(*) AS n FROM appointments GROUP BY calendar_sync",
      );
      const count = (s: string) => counts.filter((c) => c.sync === s).reduce((t, c) => t + toNumber(c.n), 0);
      const last = await driver.get(
        "SELECT calendar_last_error AS e FROM appointments WHERE calendar_last_error IS NOT NULL ORDER BY id DESC LIMIT 1",
      );
      return {
        pending: count("pending") + count("delete_pending"),
        failed: count("failed"),
        created: count("created"),
        lastError: last ? String(last.e) : null,
      };
    },

    async calendarAttention(limit) {
      const [failed, conflicts] = await Promise.all([
        driver.all("SELECT * FROM appointments WHERE calendar_sync = 'failed' ORDER BY id DESC LIMIT ?", [
          limit,
        ]),
        driver.all(
          `SELECT * FROM appointments WHERE calendar_conflict IS NOT NULL AND ${ACTIVE} ORDER BY starts_at LIMIT ?`,
          [limit],
        ),
      ]);
      return { failed: failed.map(toAppointment), conflicts: conflicts.map(toAppointment) };
    },

    async claimMail(owner, now, leaseMs, limit) {
      const rows = await driver.transaction((tx) =>
        tx.all(
          `UPDATE outbox SET claimed_by = ?, claimed_until = ? WHERE id IN (
             SELECT id FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
               AND (claimed_until IS NULL OR claimed_until < ?)
             ORDER BY id LIMIT ?${driver.skipLocked}) RETURNING *`,
          [owner, now + leaseMs, now, now, limit],
        ),
      );
      return rows.map(toQueuedMail).sort((a, b) => a.id - b.id);
    },

    async markMailSent(id, owner, now) {
      const changed = await driver.run(
        `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
        [now, id, owner],
      );
      return changed > 0;
    },

    async markMailFailed(id, owner, error, nextAttemptAt, now) {
      await driver.run(
        `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at),
           failed_at = ?, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
        [error, nextAttemptAt, nextAttemptAt === null ? now : null, id, owner],
      );
    },

    async failedMail(limit) {
      const rows = await driver.all(
        "SELECT * FROM outbox WHERE failed_at IS NOT NULL AND sent_at IS NULL ORDER BY id DESC LIMIT ?",
        [limit],
      );
      return rows.map(toFailedMail);
    },

    async retryMail(id, now) {
      const changed = await driver.run(
        `UPDATE outbox SET failed_at = NULL, attempts = 0, next_attempt_at = ?, claimed_by = NULL, claimed_until = NULL
         WHERE id = ? AND failed_at IS NOT NULL AND sent_at IS NULL`,
        [now, id],
      );
      return changed > 0;
    },

    async retryCalendarWrite(id, now) {
      // A cancelled (or otherwise ended) appointment's retry removes the event; a live one's writes it.
      const changed = await driver.run(
        `UPDATE appointments SET calendar_sync = CASE WHEN ${ACTIVE} THEN 'pending'
             WHEN calendar_event_id IS NOT NULL THEN 'delete_pending' ELSE 'deleted' END,
           calendar_attempts = 0, calendar_next_attempt_at = ?, calendar_claimed_by = NULL, calendar_claimed_until = NULL
         WHERE id = ? AND calendar_sync = 'failed'`,
        [now, id],
      );
      return changed > 0;
    },

    async openIncident(key, detail, now, mails) {
      return driver.transaction(async (tx) => {
        await tx.lock(`incident:${key}`);
        const current = await tx.get(`SELECT closed_at FROM incidents WHERE key = ?${forUpdate}`, [key]);
        if (current && current.closed_at === null) return false;
        if (current) {
          await tx.run("UPDATE incidents SET detail = ?, opened_at = ?, closed_at = NULL WHERE key = ?", [
            detail,
            now,
            key,
          ]);
        } else {
          await tx.run("INSERT INTO incidents (key, detail, opened_at) VALUES (?, ?, ?)", [key, detail, now]);
        }
        await insertMails(tx, mails, now);
        return true;
      });
    },

    async closeIncident(key, now) {
      return (
        (await driver.run("UPDATE incidents SET closed_at = ? WHERE key = ? AND closed_at IS NULL", [
          now,
          key,
        ])) > 0
      );
    },

    async openIncidents() {
      const rows = await driver.all("SELECT * FROM incidents WHERE closed_at IS NULL ORDER BY opened_at");
      return rows.map((r) => ({
        key: String(r.key),
        detail: String(r.detail),
        openedAt: toNumber(r.opened_at),
      }));
    },

    async queueHealth(now) {
      const mail = await driver.get(
        `SELECT
           SUM(CASE WHEN failed_at IS NULL THEN 1 ELSE 0 END) AS queued,
           SUM(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed,
           MIN(CASE WHEN failed_at IS NULL AND next_attempt_at <= ? THEN next_attempt_at END) AS oldest_due
         FROM outbox WHERE sent_at IS NULL`,
        [now],
      );
      const calendar = await driver.get(
        `SELECT SUM(CASE WHEN ${CALENDAR_WORK} THEN 1 ELSE 0 END) AS pending,
                SUM(CASE WHEN calendar_sync = 'failed' THEN 1 ELSE 0 END) AS failed
         FROM appointments WHERE calendar_sync IN ('pending', 'delete_pending', 'failed')`,
      );
      const n = (v: unknown) => (v === null || v === undefined ? 0 : toNumber(v));
      const oldest = mail?.oldest_due;
      return {
        mailQueued: n(mail?.queued),
        mailFailed: n(mail?.failed),
        oldestDueMailAgeMs: oldest === null || oldest === undefined ? 0 : Math.max(0, now - toNumber(oldest)),
        calendarPending: n(calendar?.pending),
        calendarFailed: n(calendar?.failed),
      };
    },

    async countHit(key, windowStart, expiresAt) {
      const row = await driver.get(
        `INSERT INTO rate_limits (key, window_start, hits, expires_at) VALUES (?, ?, 1, ?)
         ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
        [key, windowStart, expiresAt],
      );
      // Old windows are cleared now and then rather than on every hit.
      if (Math.random() < 0.01)
        await driver.run("DELETE FROM rate_limits WHERE expires_at < ?", [Date.now()]);
      return toNumber(row!.hits);
    },

    async insertContactMessage(m, mails) {
      return driver.transaction(async (tx) => {
        const row = await tx.get(
          "INSERT INTO contact_messages (name, email, phone, store_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
          [m.name, m.email, m.phone, m.storeId, m.message, m.createdAt],
        );
        await insertMails(tx, mails, m.createdAt);
        return toNumber(row!.id);
      });
    },

    async insertQuoteRequest(q, mails) {
      return driver.transaction(async (tx) => {
        const row = await tx.get(INSERT_QUOTE, quoteValues(q));
        await insertMails(tx, mails, q.createdAt);
        return toQuoteRequest(row!);
      });
    },

    async findQuoteRequest(reference) {
      const row = await driver.get("SELECT * FROM quote_requests WHERE reference = ?", [reference]);
      return row ? toQuoteRequest(row) : null;
    },

    listQuoteRequests: (filter) => listQuoteRequests(driver, filter),
    quoteWithHistory: (reference) => quoteWithHistory(driver, reference),
    changeQuoteRequest: (reference, expectedState, change, origin, now) =>
      changeQuoteRequest(driver, reference, expectedState, change, origin, now),

    async countAppointments() {
      const row = await driver.get(`SELECT COUNT(*) AS n FROM appointments WHERE ${ACTIVE}`);
      return toNumber(row!.n);
    },

    staff: staffStore(driver),
    close: () => driver.close(),
  };
  return store;
}

/**
 * Applies the versioned schema changes in order, under one lock, so instances starting together
 * never both apply a step (PostgreSQL DDL is transactional; SQLite's IMMEDIATE transaction holds
 * the write lock throughout).
 */
async function migrate(driver: Driver) {
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
