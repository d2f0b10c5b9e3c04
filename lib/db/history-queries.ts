import type { Actor, ChangeOrigin } from "@/lib/staff/actor";
import type { AppointmentEvent, HistoryEntry } from "./history-types";
import type { Queryable } from "./driver";
import { toNumber } from "./values";

const detailOf = (entry: HistoryEntry) => ("detail" in entry ? JSON.stringify(entry.detail) : null);

/** Writes one event; called inside the transaction that makes the change it records. */
export async function insertEvent(
  q: Queryable,
  appointmentId: number,
  entry: HistoryEntry,
  origin: ChangeOrigin,
  at: number,
): Promise<void> {
  const { actor } = origin;
  await q.run(
    `INSERT INTO appointment_events (appointment_id, at, what, detail, actor_kind, actor_name, actor_email, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      appointmentId,
      at,
      entry.what,
      detailOf(entry),
      actor.kind,
      actor.kind === "staff" ? actor.name : null,
      actor.kind === "staff" ? actor.email : null,
      origin.from,
    ],
  );
}

function actorOf(row: Record<string, unknown>): Actor {
  const kind = String(row.actor_kind);
  if (kind === "staff")
    return { kind: "staff", name: String(row.actor_name ?? ""), email: String(row.actor_email ?? "") };
  if (kind === "store-link" || kind === "customer") return { kind };
  return { kind: "system" };
}

/** Rows per IN list: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 300;

/** The histories of several appointments (a page of the staff list), each oldest first. */
export async function appointmentHistories(
  q: Queryable,
  appointmentIds: readonly number[],
): Promise<Map<number, AppointmentEvent[]>> {
  const histories = new Map<number, AppointmentEvent[]>(appointmentIds.map((id) => [id, []]));
  const ids = [...histories.keys()];
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    const rows = await q.all(
      `SELECT * FROM appointment_events WHERE appointment_id IN (${batch.map(() => "?").join(", ")}) ORDER BY id`,
      batch,
    );
    for (const event of rows.map(toEvent)) histories.get(event.appointmentId)!.push(event);
  }
  return histories;
}

/** An appointment's history, oldest first. */
export async function appointmentHistory(q: Queryable, appointmentId: number): Promise<AppointmentEvent[]> {
  return (await appointmentHistories(q, [appointmentId])).get(appointmentId)!;
}

function toEvent(row: Record<string, unknown>): AppointmentEvent {
  const detail = row.detail === null || row.detail === undefined ? null : JSON.parse(String(row.detail));
  return {
    id: toNumber(row.id),
    appointmentId: toNumber(row.appointment_id),
    at: toNumber(row.at),
    what: String(row.what),
    ...(detail === null ? {} : { detail }),
    origin: {
      actor: actorOf(row),
      from: row.origin === null || row.origin === undefined ? null : String(row.origin),
    },
  } as AppointmentEvent;
}
