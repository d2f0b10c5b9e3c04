import type { RoadCallStatus } from "@/lib/road-service/call-states";
import { canMove, OPEN_STATUSES } from "@/lib/road-service/call-states";
import type { Actor } from "@/lib/staff/actor";
import { forUpdate, type Driver, type Queryable, type Row, type Transaction } from "./driver";
import { insertMails } from "./outbox-queries";
import type {
  NewRoadCall,
  RoadCall,
  RoadCallChange,
  RoadCallChangeResult,
  RoadCallEvent,
  RoadCallFilter,
  RoadCallInsertResult,
  RoadCallMessages,
  RoadCallTime,
  TruckClash,
} from "./road-call-types";
import { insertTexts } from "./text-queries";
import { marks, toNumber } from "./values";

const num = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toRoadCall(r: Row): RoadCall {
  const lat = num(r.lat);
  const lng = num(r.lng);
  return {
    id: toNumber(r.id),
    reference: String(r.reference),
    idempotencyKey: str(r.idempotency_key),
    status: String(r.status) as RoadCallStatus,
    version: toNumber(r.version),
    vehicle: String(r.vehicle) as RoadCall["vehicle"],
    axle: str(r.axle) as RoadCall["axle"],
    side: str(r.side),
    dual: str(r.dual),
    size: str(r.tire_size),
    count: toNumber(r.tire_count),
    place: JSON.parse(String(r.place)) as RoadCall["place"],
    point: lat !== null && lng !== null ? { lat, lng } : null,
    locatedBy: str(r.located_by) as RoadCall["locatedBy"],
    accountNumber: str(r.account_number),
    company: str(r.company),
    po: str(r.po),
    name: String(r.driver_name),
    phone: String(r.phone),
    email: str(r.email),
    textConsent: str(r.text_consent_wording),
    notes: str(r.notes),
    storeId: num(r.store_id),
    inReachStoreIds: JSON.parse(String(r.in_reach_store_ids)) as number[],
    offeredStoreIds: JSON.parse(String(r.offered_store_ids)) as number[],
    offeredAt: toNumber(r.offered_at),
    deskAlertedAt: num(r.desk_alerted_at),
    crewName: str(r.crew_name),
    truck: num(r.truck),
    etaAt: num(r.eta_at),
    cancelReason: str(r.cancel_reason),
    createdAt: toNumber(r.created_at),
    acceptedAt: num(r.accepted_at),
    onTheWayAt: num(r.on_the_way_at),
    onSiteAt: num(r.on_site_at),
    rollingAt: num(r.rolling_at),
    cancelledAt: num(r.cancelled_at),
  };
}

const oneCall = async (q: Queryable, sql: string, params: (string | number)[]) => {
  const row = await q.get(sql, params);
  return row ? toRoadCall(row) : null;
};

export async function insertCallEvent(
  q: Queryable,
  callId: number,
  what: string,
  detail: string | null,
  actor: Actor,
  at: number,
) {
  await q.run("INSERT INTO road_call_events (call_id, what, detail, actor, at) VALUES (?, ?, ?, ?, ?)", [
    callId,
    what,
    detail,
    JSON.stringify(actor),
    at,
  ]);
}

async function writeMessages(tx: Transaction, messages: RoadCallMessages, now: number) {
  await insertMails(tx, messages.mails, now);
  await insertTexts(tx, messages.texts, now);
}

const SYSTEM: Actor = { kind: "system" };

/**
 * Files a call with its history and its first messages (to the driver, the crew offered it, or
 * the 24/7 desk when no store reaches it) in one transaction. The same idempotency key answers
 * with the call first filed, so a driver's retry on a weak signal files nothing twice.
 */
export async function insertRoadCall(
  driver: Driver,
  call: NewRoadCall,
  messages: (created: RoadCall) => RoadCallMessages,
): Promise<RoadCallInsertResult> {
  const byKey = () =>
    oneCall(driver, "SELECT * FROM road_calls WHERE idempotency_key = ?", [call.idempotencyKey!]);
  try {
    return await driver.transaction(async (tx) => {
      if (call.idempotencyKey) {
        const existing = await oneCall(tx, "SELECT * FROM road_calls WHERE idempotency_key = ?", [
          call.idempotencyKey,
        ]);
        if (existing) return { outcome: "duplicate" as const, call: existing };
      }
      const offered = call.storeId === null ? [] : [call.storeId];
      const row = await tx.get(
        `INSERT INTO road_calls (reference, idempotency_key, status, vehicle, axle, side, dual, tire_size, tire_count,
           place, lat, lng, located_by, account_number, company, po, driver_name, phone, email, text_consent_wording,
           notes, store_id, offered_store_ids, in_reach_store_ids, offered_at, desk_alerted_at, created_at)
         VALUES (${marks(27)}) RETURNING *`,
        [
          call.reference,
          call.idempotencyKey,
          "received",
          call.vehicle,
          call.axle,
          call.side,
          call.dual,
          call.size,
          call.count,
          JSON.stringify(call.place),
          call.point?.lat ?? null,
          call.point?.lng ?? null,
          call.locatedBy,
          call.accountNumber,
          call.company,
          call.po,
          call.name,
          call.phone,
          call.email,
          call.textConsent,
          call.notes,
          call.storeId,
          JSON.stringify(offered),
          JSON.stringify(call.inReachStoreIds),
          call.createdAt,
          call.storeId === null ? call.createdAt : null,
          call.createdAt,
        ],
      );
      const created = toRoadCall(row!);
      await insertCallEvent(tx, created.id, "received", null, { kind: "customer" }, call.createdAt);
      await insertCallEvent(
        tx,
        created.id,
        call.storeId === null ? "desk" : "offered",
        call.storeId === null ? null : String(call.storeId),
        SYSTEM,
        call.createdAt,
      );
      await writeMessages(tx, messages(created), call.createdAt);
      return { outcome: "created" as const, call: created };
    });
  } catch (error) {
    // Two retries of one request raced past the check: the first one's call is the answer.
    const existing = call.idempotencyKey ? await byKey() : null;
    if (existing) return { outcome: "duplicate", call: existing };
    throw error;
  }
}

const STATUS_COLUMN = {
  "on-the-way": "on_the_way_at",
  "on-site": "on_site_at",
  rolling: "rolling_at",
  cancelled: "cancelled_at",
} as const;

/** Whether the change still applies to the call as read now (the guard every change passes). */
function applies(current: RoadCall, change: RoadCallChange) {
  switch (change.kind) {
    case "accept":
      return current.status === "received";
    case "status":
      return canMove(current.status, change.to);
    case "offer":
    case "desk":
      return current.status === "received" && current.deskAlertedAt === null;
  }
}

/** The update a change makes, as SQL assignments and their values. */
function assignments(
  current: RoadCall,
  change: RoadCallChange,
  now: number,
): [string, (string | number | null)[]] {
  switch (change.kind) {
    case "accept": {
      const a = change.acceptance;
      return [
        "status = 'accepted', store_id = ?, crew_name = ?, truck = ?, eta_at = ?, accepted_at = ?",
        [a.storeId, a.crewName, a.truck, a.etaAt, now],
      ];
    }
    case "status":
      return [
        `status = ?, ${STATUS_COLUMN[change.to]} = ?${change.to === "cancelled" ? ", cancel_reason = ?" : ""}`,
        [change.to, now, ...(change.to === "cancelled" ? [change.reason ?? null] : [])],
      ];
    case "offer":
      return [
        "store_id = ?, offered_store_ids = ?, offered_at = ?",
        [change.storeId, JSON.stringify([...current.offeredStoreIds, change.storeId]), now],
      ];
    case "desk":
      return ["desk_alerted_at = ?", [now]];
  }
}

const eventOf = (change: RoadCallChange): [string, string | null] => {
  switch (change.kind) {
    case "accept":
      return ["accepted", `${change.acceptance.storeId}:${change.acceptance.truck}`];
    case "status":
      return [change.to, change.reason ?? null];
    case "offer":
      return ["offered", String(change.storeId)];
    case "desk":
      return ["desk", null];
  }
};

/**
 * Changes a call in one transaction, guarded by the version the caller read (and, again, by the
 * status as it stands): two crews accepting at once, or two instances escalating one call, give
 * one change and one "stale". Accepting takes the store's lock (as bookings do), refuses a truck
 * already out on another breakdown, takes the truck until `holdUntil`, and reports the on-site
 * visits that held it then. Rolling or cancelled gives the truck back.
 */
export async function changeRoadCall(
  driver: Driver,
  reference: string,
  expectedVersion: number,
  change: RoadCallChange,
  messages: (next: RoadCall, clashes: readonly TruckClash[]) => RoadCallMessages,
  actor: Actor,
  now: number,
): Promise<RoadCallChangeResult> {
  return driver.transaction(async (tx) => {
    if (change.kind === "accept") await tx.lock(`store:${change.acceptance.storeEmail}`);
    const current = await oneCall(tx, `SELECT * FROM road_calls WHERE reference = ?${forUpdate(driver)}`, [
      reference,
    ]);
    if (!current) return { outcome: "not-found" as const };
    if (current.version !== expectedVersion || !applies(current, change))
      return { outcome: "stale" as const, call: current };
    let clashes: TruckClash[] = [];
    if (change.kind === "accept") {
      const a = change.acceptance;
      const busy = await tx.get(
        `SELECT call_id FROM road_call_units WHERE store_email = ? AND unit = ? AND active = 1
           AND starts_at < ? AND ends_at > ? LIMIT 1`,
        [a.storeEmail, a.truck, a.holdUntil, now],
      );
      if (busy) return { outcome: "truck-busy" as const, call: current };
      clashes = (
        await tx.all(
          `SELECT a.reference, u.starts_at, u.ends_at FROM appointment_units u JOIN appointments a ON a.id = u.appointment_id
           WHERE u.store_email = ? AND u.kind = 'field' AND u.unit = ? AND u.active = 1 AND u.starts_at < ? AND u.ends_at > ?
           ORDER BY u.starts_at`,
          [a.storeEmail, a.truck, a.holdUntil, now],
        )
      ).map((r) => ({
        reference: String(r.reference),
        startsAt: toNumber(r.starts_at),
        endsAt: toNumber(r.ends_at),
      }));
    }
    const [set, values] = assignments(current, change, now);
    const changed = await tx.run(
      `UPDATE road_calls SET ${set}, version = version + 1 WHERE id = ? AND version = ?`,
      [...values, current.id, current.version],
    );
    if (changed !== 1) return { outcome: "stale" as const, call: current };
    if (change.kind === "accept") {
      const a = change.acceptance;
      await tx.run(
        "INSERT INTO road_call_units (call_id, store_email, unit, starts_at, ends_at, active) VALUES (?, ?, ?, ?, ?, 1)",
        [current.id, a.storeEmail, a.truck, now, a.holdUntil],
      );
    }
    if (change.kind === "status" && (change.to === "rolling" || change.to === "cancelled"))
      await tx.run("UPDATE road_call_units SET active = 0 WHERE call_id = ?", [current.id]);
    const [what, detail] = eventOf(change);
    await insertCallEvent(tx, current.id, what, detail, actor, now);
    if (clashes.length > 0)
      await insertCallEvent(
        tx,
        current.id,
        "truck-clash",
        clashes.map((c) => c.reference).join(","),
        actor,
        now,
      );
    const next = (await oneCall(tx, "SELECT * FROM road_calls WHERE id = ?", [current.id]))!;
    await writeMessages(tx, messages(next, clashes), now);
    return { outcome: "changed" as const, call: next, clashes };
  });
}

export const findRoadCall = (q: Queryable, reference: string) =>
  oneCall(q, "SELECT * FROM road_calls WHERE reference = ?", [reference]);

const OPEN = `status IN (${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")})`;

/** Open calls and those closed since `closedSince`, newest first; for some stores only, if given. */
export async function listRoadCalls(
  q: Queryable,
  { storeIds, closedSince, limit }: RoadCallFilter,
): Promise<RoadCall[]> {
  if (storeIds?.length === 0) return [];
  const stores = storeIds ? ` AND store_id IN (${marks(storeIds.length)})` : "";
  const rows = await q.all(
    `SELECT * FROM road_calls WHERE (${OPEN} OR rolling_at >= ? OR cancelled_at >= ?)${stores}
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    [closedSince, closedSince, ...(storeIds ?? []), limit],
  );
  return rows.map(toRoadCall);
}

/** Calls still waiting for a crew whose offer was made by `offeredBy`: the escalation pass's work. */
export async function waitingRoadCalls(q: Queryable, offeredBy: number, limit: number): Promise<RoadCall[]> {
  const rows = await q.all(
    `SELECT * FROM road_calls WHERE status = 'received' AND desk_alerted_at IS NULL AND offered_at <= ?
     ORDER BY offered_at LIMIT ?`,
    [offeredBy, limit],
  );
  return rows.map(toRoadCall);
}

export async function roadCallEvents(q: Queryable, callId: number): Promise<RoadCallEvent[]> {
  const rows = await q.all(
    "SELECT what, detail, actor, at FROM road_call_events WHERE call_id = ? ORDER BY id",
    [callId],
  );
  return rows.map((r) => ({
    what: String(r.what),
    detail: str(r.detail),
    actor: JSON.parse(String(r.actor)) as Actor,
    at: toNumber(r.at),
  }));
}

/** Calls filed since `since` that ended rolling: the request-to-rolling figures. */
export async function roadCallTimes(q: Queryable, since: number): Promise<RoadCallTime[]> {
  const rows = await q.all(
    "SELECT store_id, created_at, rolling_at FROM road_calls WHERE created_at >= ? AND rolling_at IS NOT NULL",
    [since],
  );
  return rows.map((r) => ({
    storeId: num(r.store_id),
    createdAt: toNumber(r.created_at),
    rollingAt: toNumber(r.rolling_at),
  }));
}

/** The open call most recently filed from this phone (E.164), or null: what a driver's text is about. */
export const openRoadCallFrom = (q: Queryable, phone: string) =>
  oneCall(
    q,
    `SELECT * FROM road_calls WHERE phone = ? AND ${OPEN} ORDER BY created_at DESC, id DESC LIMIT 1`,
    [phone],
  );
