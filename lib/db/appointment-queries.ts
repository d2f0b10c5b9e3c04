import type { ChangeOrigin } from "@/lib/staff/actor";
import { WAREHOUSE_ID } from "@/data/inventory";
import {
  ACTIVE_STATUSES,
  type Appointment,
  type AppointmentFilter,
  type BookingStatusRule,
  type InsertResult,
  type NewAppointment,
  type UnitAssigner,
} from "./appointment-types";
import { constraintViolation, type Driver, type Queryable } from "./driver";
import { insertEvent } from "./history-queries";
import type { OutgoingMail } from "./mail-types";
import { insertMails } from "./outbox-queries";
import type { OutgoingText } from "./text-types";
import { insertTexts } from "./text-queries";
import { APPOINTMENT_INSERT_COLUMNS, appointmentValues, toAppointment } from "./rows";
import { noteStockChange } from "./stock-generation";
import { levelAt, STOCK_LOCK, stockLevels } from "./stock-queries";
import type { HoldCursor, StockClaim, TireHold } from "./stock-types";
import { heldUnits, holdUnits } from "./unit-queries";
import { marks, toNumber } from "./values";

/**
 * Appointments' SQL, for both dialects: a booking, the lookups and the lists. A booking is counted
 * and written under its store's lock, with its units, its tires' hold, its history and its e-mails
 * in the same transaction (changes: appointment-change-queries.ts).
 */

/** The live statuses, as SQL. */
export const ACTIVE = `status IN (${ACTIVE_STATUSES.map((s) => `'${s}'`).join(", ")})`;
const INSERT_APPOINTMENT = `INSERT INTO appointments (${APPOINTMENT_INSERT_COLUMNS.join(", ")}) VALUES (${marks(APPOINTMENT_INSERT_COLUMNS.length)}) RETURNING *`;
export const BY_REFERENCE = "SELECT * FROM appointments WHERE reference = ?";
const BY_KEY = "SELECT * FROM appointments WHERE idempotency_key = ?";
/** The appointment most recently booked with texts to a number (its replies are about that one). */
const BY_TEXT_PHONE = "SELECT * FROM appointments WHERE text_phone = ? ORDER BY id DESC LIMIT 1";

/** Bookings come from customers (the booking form and its API). */
const BOOKING_ORIGIN: ChangeOrigin = { actor: { kind: "customer" }, from: null };
/** Unless the caller says otherwise, every booking is a request the store confirms. */
const EVERY_BOOKING_A_REQUEST: BookingStatusRule = () => "requested";

export const oneAppointment = async (q: Queryable, sql: string, params: (string | number | null)[]) => {
  const row = await q.get(sql, params);
  return row ? toAppointment(row) : null;
};

/** Same key: the first booking if the request matches, else a refusal. */
const answerForKey = (existing: Appointment, hash: string | null) =>
  existing.idempotencyHash && hash && existing.idempotencyHash !== hash
    ? ({ outcome: "key_reused" } as const)
    : ({ outcome: "duplicate", appointment: existing } as const);

export async function insertAppointment(
  driver: Driver,
  a: NewAppointment,
  mails: (created: Appointment) => readonly OutgoingMail[],
  units: UnitAssigner,
  stock?: StockClaim,
  origin: ChangeOrigin = BOOKING_ORIGIN,
  texts?: (created: Appointment) => readonly OutgoingText[],
  statusFor: BookingStatusRule = EVERY_BOOKING_A_REQUEST,
): Promise<InsertResult> {
  try {
    return await driver.transaction(async (tx) => {
      // Serializes count-and-insert per store across every process and connection.
      await tx.lock(`store:${a.storeEmail}`);
      if (a.idempotencyKey) {
        const existing = await oneAppointment(tx, BY_KEY, [a.idempotencyKey]);
        if (existing) return answerForKey(existing, a.idempotencyHash);
      }
      // One open visit per address (or mobile number for texts, which a code by text may have
      // proven instead), store and day: holding k visits costs k addresses or numbers. Staff
      // booking at the counter are not held to it (a fleet books five trucks by phone).
      const mobile = a.textConsent?.phone ?? null;
      const open =
        origin.actor.kind !== "staff" &&
        (await tx.get(
          `SELECT reference FROM appointments WHERE store_id = ? AND starts_at >= ? AND starts_at < ?
           AND (lower(email) = ?${mobile ? " OR text_phone = ?" : ""}) AND ${ACTIVE} LIMIT 1`,
          [a.storeId, units.from, units.to, a.email.toLowerCase(), ...(mobile ? [mobile] : [])],
        ));
      if (open) return { outcome: "contact_busy" as const, reference: String(open.reference) };
      const segments = units.place(await heldUnits(tx, a.storeEmail, units.from, units.to));
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
      const status = statusFor(hold);
      const created = toAppointment(
        (await tx.get(INSERT_APPOINTMENT, appointmentValues(a, segments, hold, status)))!,
      );
      await holdUnits(tx, created, segments);
      const event = status === "confirmed" ? "booked" : "requested";
      await insertEvent(tx, created.id, { what: event }, origin, a.createdAt);
      await insertMails(tx, mails(created), a.createdAt);
      if (texts) await insertTexts(tx, texts(created), a.createdAt);
      return { outcome: "created" as const, appointment: created };
    });
  } catch (error) {
    const violation = constraintViolation(error);
    // The database's own one-job-per-unit constraint (PostgreSQL) answers like the count above.
    if (violation === "overlap") return { outcome: "conflict" };
    // The same key raced in on another store's lock: the first writer won.
    if (violation === "unique" && a.idempotencyKey) {
      const existing = await oneAppointment(driver, BY_KEY, [a.idempotencyKey]);
      if (existing) return answerForKey(existing, a.idempotencyHash);
    }
    throw error;
  } finally {
    if (stock) noteStockChange();
  }
}

export const findByReference = (q: Queryable, reference: string) =>
  oneAppointment(q, BY_REFERENCE, [reference]);
export const findByIdempotencyKey = (q: Queryable, key: string) => oneAppointment(q, BY_KEY, [key]);
/** The appointment most recently booked with texts to `phone` (E.164), or null. */
export const latestAppointmentTextedTo = (q: Queryable, phone: string) =>
  oneAppointment(q, BY_TEXT_PHONE, [phone]);

/**
 * Appointments starting in [from, to), soonest first (ties by id, so the order is total), after
 * the row `after` when given: one page of the staff list. The time range leads the WHERE so an
 * index on (starts_at, id), or (store_id, starts_at, id) for one store, reads only the page.
 */
export async function listAppointments(
  q: Queryable,
  { storeId, storeIds, statuses, from, to, limit, after }: AppointmentFilter,
): Promise<Appointment[]> {
  if (storeIds?.length === 0) return [];
  const where = ["starts_at >= ?", "starts_at < ?"];
  const params: (string | number)[] = [after ? Math.max(from, after.startsAt) : from, to];
  if (after) {
    where.push("(starts_at > ? OR id > ?)");
    params.push(after.startsAt, after.id);
  }
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
  const rows = await q.all(
    `SELECT * FROM appointments WHERE ${where.join(" AND ")} ORDER BY starts_at, id LIMIT ?`,
    [...params, limit],
  );
  return rows.map(toAppointment);
}

export async function countAppointments(q: Queryable): Promise<number> {
  const row = await q.get(`SELECT COUNT(*) AS n FROM appointments WHERE ${ACTIVE}`);
  return toNumber(row!.n);
}

/**
 * The appointments whose holds the site ends itself, newest first (so a backlog never delays the
 * ones that just fell due), a page of `limit` after the row `after`. Each reads only the rows
 * that hold something now, through an index in the page's order (migration 15's partial indexes,
 * whose WHERE the queries repeat word for word; SQLite may read the requests from the (status,
 * starts_at) one, also in order), never the years of answered appointments.
 */
async function dueHolds(
  q: Queryable,
  sql: { where: string; at: "starts_at" | "ends_at" },
  by: number,
  limit: number,
  after: HoldCursor | null,
): Promise<Appointment[]> {
  const rows = await q.all(
    `SELECT * FROM appointments WHERE ${sql.where} AND ${sql.at} <= ?${after ? ` AND (${sql.at} < ? OR id < ?)` : ""}
     ORDER BY ${sql.at} DESC, id DESC LIMIT ?`,
    after ? [Math.min(by, after.at), after.at, after.id, limit] : [by, limit],
  );
  return rows.map(toAppointment);
}

/** Requests still waiting for the store's answer when their time came (starting by `now`). */
export const unansweredRequests = (
  q: Queryable,
  now: number,
  limit: number,
  after: HoldCursor | null = null,
) => dueHolds(q, { where: "status = 'requested'", at: "starts_at" }, now, limit, after);

/**
 * Confirmed visits that ended by `endedBy` and still hold their tires (nobody marked them
 * completed or no-show). The state test is written `status || ''` so SQLite cannot read it from
 * the (status, starts_at) index, which would walk every confirmed visit and sort them.
 */
export const heldPastVisits = (
  q: Queryable,
  endedBy: number,
  limit: number,
  after: HoldCursor | null = null,
) =>
  dueHolds(
    q,
    { where: "hold_status = 'held' AND status || '' = 'confirmed'", at: "ends_at" },
    endedBy,
    limit,
    after,
  );
