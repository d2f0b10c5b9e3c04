import { actorLabel, type ChangeOrigin } from "@/lib/staff/actor";
import type { QuoteEventKind, QuoteState } from "@/lib/quotes/quote-states";
import type { Driver, Queryable, Row } from "./driver";
import type { OutgoingMail } from "./mail-types";
import { insertMails } from "./outbox-queries";
import {
  outboxValues,
  OUTBOX_INSERT_COLUMNS,
  QUOTE_INSERT_COLUMNS,
  quoteValues,
  toQuoteRequest,
} from "./rows";
import { marks, toNumber } from "./values";
import type {
  NewQuoteRequest,
  QuoteChange,
  QuoteChangeResult,
  QuoteDeskRecord,
  QuoteEvent,
  QuoteList,
  QuoteListFilter,
  QuoteRequestRecord,
} from "./quote-types";

/**
 * Quote requests' SQL, for both dialects: a customer's request (written with its e-mails), and the
 * sales desk's list, one request with its history, and a change guarded by the state the desk
 * read. Every change writes its history rows (and the customer's e-mail, when there is one) in the
 * transaction that makes it.
 */

const INSERT_QUOTE = `INSERT INTO quote_requests (${QUOTE_INSERT_COLUMNS.join(", ")}) VALUES (${marks(QUOTE_INSERT_COLUMNS.length)}) RETURNING *`;
const INSERT_MAIL = `INSERT INTO outbox (${OUTBOX_INSERT_COLUMNS.join(", ")}) VALUES (${OUTBOX_INSERT_COLUMNS.map(() => "?").join(", ")})`;

export function toQuoteDeskRecord(r: Row): QuoteDeskRecord {
  return {
    ...toQuoteRequest(r),
    state: String(r.state ?? "new") as QuoteState,
    note: String(r.note ?? ""),
    assignee: String(r.assignee ?? ""),
    updatedAt: r.updated_at === null || r.updated_at === undefined ? null : toNumber(r.updated_at),
    quotedTotalCents:
      r.quoted_total_cents === null || r.quoted_total_cents === undefined
        ? null
        : toNumber(r.quoted_total_cents),
  };
}

function toQuoteEvent(r: Row): QuoteEvent {
  return {
    id: toNumber(r.id),
    at: toNumber(r.at),
    what: String(r.what) as QuoteEventKind,
    detail: JSON.parse(String(r.detail ?? "{}")) as Record<string, unknown>,
    actorName: String(r.actor_name),
    actorEmail: r.actor_email === null || r.actor_email === undefined ? null : String(r.actor_email),
    origin: r.origin === null || r.origin === undefined ? null : String(r.origin),
  };
}

export async function insertQuoteRequest(
  driver: Driver,
  q: NewQuoteRequest,
  mails: readonly OutgoingMail[],
): Promise<QuoteRequestRecord> {
  return driver.transaction(async (tx) => {
    const row = await tx.get(INSERT_QUOTE, quoteValues(q));
    await insertMails(tx, mails, q.createdAt);
    return toQuoteRequest(row!);
  });
}

export async function findQuoteRequest(q: Queryable, reference: string): Promise<QuoteRequestRecord | null> {
  const row = await q.get("SELECT * FROM quote_requests WHERE reference = ?", [reference]);
  return row ? toQuoteRequest(row) : null;
}

/**
 * Newest first (ties by id, so the order is total), at most `limit`, after the row `after` when
 * given: one page of the desk's list; counts per state over the same category. Indexes on
 * (created_at, id), with the state or category in front, read only the page.
 */
export async function listQuoteRequests(q: Queryable, filter: QuoteListFilter): Promise<QuoteList> {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filter.application !== null) {
    where.push("application = ?");
    params.push(filter.application);
  }
  const category = where.length ? ` WHERE ${where.join(" AND ")}` : "";
  const categoryParams = [...params];
  if (filter.assignee) {
    where.push("assignee = ?");
    params.push(filter.assignee);
  }
  if (filter.state !== null) {
    where.push("state = ?");
    params.push(filter.state);
  }
  if (filter.after) {
    where.push("created_at <= ?", "(created_at < ? OR id < ?)");
    params.push(filter.after.createdAt, filter.after.createdAt, filter.after.id);
  }
  const matching = where.length ? ` WHERE ${where.join(" AND ")}` : "";
  const [rows, grouped] = await Promise.all([
    q.all(`SELECT * FROM quote_requests${matching} ORDER BY created_at DESC, id DESC LIMIT ?`, [
      ...params,
      filter.limit,
    ]),
    // Kept by triggers (quote-counts.ts): a few rows, however many requests there have been.
    q.all(`SELECT state, SUM(n) AS n FROM quote_state_counts${category} GROUP BY state`, categoryParams),
  ]);
  const counts: Record<QuoteState, number> = { new: 0, quoted: 0, won: 0, lost: 0 };
  for (const r of grouped) counts[String(r.state) as QuoteState] = toNumber(r.n);
  return { quotes: rows.map(toQuoteDeskRecord), counts };
}

/** One request and its history, oldest change first. */
export async function quoteWithHistory(
  q: Queryable,
  reference: string,
): Promise<{ quote: QuoteDeskRecord; events: QuoteEvent[] } | null> {
  const row = await q.get("SELECT * FROM quote_requests WHERE reference = ?", [reference]);
  if (!row) return null;
  const quote = toQuoteDeskRecord(row);
  const events = await q.all("SELECT * FROM quote_events WHERE quote_id = ? ORDER BY at, id", [quote.id]);
  return { quote, events: events.map(toQuoteEvent) };
}

/**
 * Changes a request in one transaction: reads it (locked on PostgreSQL; SQLite's write
 * transaction is exclusive), refuses when its state is not `expectedState` or a field it changes
 * is no longer the value the desk read, and writes only what differs, a history row for each
 * field, and the mails (with their own history row each).
 */
export async function changeQuoteRequest(
  driver: Driver,
  reference: string,
  expectedState: QuoteState,
  change: QuoteChange,
  origin: ChangeOrigin,
  now: number,
): Promise<QuoteChangeResult> {
  const forUpdate = driver.dialect === "postgres" ? " FOR UPDATE" : "";
  return driver.transaction(async (tx) => {
    const row = await tx.get(`SELECT * FROM quote_requests WHERE reference = ?${forUpdate}`, [reference]);
    if (!row) return { outcome: "not_found" as const };
    const previous = toQuoteDeskRecord(row);
    if (previous.state !== expectedState) return { outcome: "stale" as const, quote: previous };

    const fields = (["state", "assignee", "note"] as const).filter(
      (field) => change[field] !== undefined && change[field] !== previous[field],
    );
    const total = change.quotedTotalCents ?? null;
    const newTotal = total !== null && total !== previous.quotedTotalCents;
    if (fields.length === 0 && !newTotal) return { outcome: "unchanged" as const, quote: previous };
    const seen = change.expected ?? {};
    const overwrites = fields.some(
      (field) => field !== "state" && seen[field] !== undefined && seen[field] !== previous[field],
    );
    if (overwrites) return { outcome: "stale" as const, quote: previous };
    const next: QuoteDeskRecord = {
      ...previous,
      state: change.state ?? previous.state,
      assignee: change.assignee ?? previous.assignee,
      note: change.note ?? previous.note,
      quotedTotalCents: newTotal ? total : previous.quotedTotalCents,
      updatedAt: now,
    };
    const written = await tx.run(
      "UPDATE quote_requests SET state = ?, assignee = ?, note = ?, quoted_total_cents = ?, updated_at = ? WHERE id = ? AND state = ?",
      [next.state, next.assignee, next.note, next.quotedTotalCents, now, previous.id, previous.state],
    );
    if (written !== 1) return { outcome: "stale" as const, quote: previous };

    const history: { what: QuoteEventKind; detail: Record<string, unknown> }[] = fields.map((field) => ({
      what: field,
      detail: { from: previous[field], to: next[field] },
    }));
    if (newTotal)
      history.push({
        what: "quoted-total",
        detail: { from: previous.quotedTotalCents, to: next.quotedTotalCents },
      });
    for (const mail of change.mails?.(next, previous) ?? []) {
      await tx.run(INSERT_MAIL, outboxValues(mail, now));
      history.push({
        what: "quoted-mail",
        detail: {
          to: mail.to,
          subject: mail.subject,
          ...(change.quotedMessage ? { message: change.quotedMessage } : {}),
        },
      });
    }
    const { actor, from } = origin;
    const events: QuoteEvent[] = [];
    for (const h of history) {
      const inserted = await tx.get(
        "INSERT INTO quote_events (quote_id, at, what, detail, actor_name, actor_email, origin) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
        [
          previous.id,
          now,
          h.what,
          JSON.stringify(h.detail),
          actorLabel(actor),
          actor.kind === "staff" ? actor.email : null,
          from,
        ],
      );
      events.push(toQuoteEvent(inserted!));
    }
    return { outcome: "changed" as const, quote: next, previous, events };
  });
}
