import { prefixEnd, type CustomerSearch } from "@/lib/staff/customer-search";
import type { Appointment } from "./appointment-types";
import type { CustomerMessage, CustomerScope } from "./customer-types";
import type { Queryable } from "./driver";
import type { QuoteDeskRecord } from "./quote-types";
import { toAppointment } from "./rows";
import { toQuoteDeskRecord } from "./quote-queries";
import { marks, toNumber } from "./values";

/**
 * Finding a customer (lib/staff/customer-search.ts): appointments and quote requests by
 * reference, phone, e-mail, the start of a name, or a vehicle's words; and the messages sent about
 * a customer's appointments. Every read but the vehicle's goes through an index of migration 20 or
 * a unique column, newest first, `limit` rows at most; words matched inside a quote's name or
 * company (one field, no index can serve them) are read from `since` onwards only.
 */

const inScope = (scope: CustomerScope) =>
  scope.storeEmails === null
    ? { sql: "", params: [] as string[] }
    : {
        sql: ` AND store_email IN (${marks(Math.max(scope.storeEmails.length, 1))})`,
        params: [...scope.storeEmails],
      };

/**
 * A start of a name as an index range: "crow" → lower(x) >= 'crow' AND lower(x) < 'crox'. A column
 * kept lower-cased already (the vehicle's) is compared as it is.
 */
const startsWith = (column: string, prefix: string, lowered = false) => {
  const value = lowered ? column : `lower(${column})`;
  return { sql: `${value} >= ? AND ${value} < ?`, params: [prefix, prefixEnd(prefix)] };
};

async function appointmentsWhere(
  q: Queryable,
  where: string,
  params: (string | number)[],
  scope: CustomerScope,
  limit: number,
  newestFirst = true,
): Promise<Appointment[]> {
  if (scope.storeEmails?.length === 0) return [];
  const stores = inScope(scope);
  const rows = await q.all(
    `SELECT * FROM appointments WHERE (${where})${stores.sql}${newestFirst ? " ORDER BY starts_at DESC, id DESC" : ""} LIMIT ?`,
    [...params, ...stores.params, limit],
  );
  return rows.map(toAppointment);
}

/** Rows of several reads, each once, newest first, `limit` at most. */
function newestOf(lists: readonly Appointment[][], limit: number): Appointment[] {
  const byId = new Map(lists.flat().map((a) => [a.id, a]));
  return [...byId.values()].sort((a, b) => b.startsAt - a.startsAt || b.id - a.id).slice(0, limit);
}

/**
 * Appointments words find. A name spelled out is read newest first straight from its index (a
 * common surname has thousands of visits: the index stops at `limit`); the start of a name is a
 * range, read in the index's order without sorting, only when the whole names found too few; a
 * vehicle's make or model only when no name matched at all.
 */
async function appointmentsByWords(
  q: Queryable,
  search: Extract<CustomerSearch, { kind: "words" }>,
  scope: CustomerScope,
  limit: number,
): Promise<Appointment[]> {
  const { first, last } = search;
  const firstStarts = first ? startsWith("first_name", first) : null;
  const whole = await Promise.all([
    appointmentsWhere(
      q,
      `lower(last_name) = ?${firstStarts ? ` AND ${firstStarts.sql}` : ""}`,
      [last, ...(firstStarts?.params ?? [])],
      scope,
      limit,
    ),
    ...(first ? [] : [appointmentsWhere(q, "lower(first_name) = ?", [last], scope, limit)]),
  ]);
  let found = newestOf(whole, limit);
  if (found.length < limit) {
    const lastStarts = startsWith("last_name", last);
    const starts = await Promise.all([
      appointmentsWhere(
        q,
        `${lastStarts.sql}${firstStarts ? ` AND ${firstStarts.sql}` : ""}`,
        [...lastStarts.params, ...(firstStarts?.params ?? [])],
        scope,
        limit,
        false,
      ),
      ...(first
        ? []
        : [
            (() => {
              const firstName = startsWith("first_name", last);
              return appointmentsWhere(q, firstName.sql, firstName.params, scope, limit, false);
            })(),
          ]),
    ]);
    found = newestOf([found, ...starts], limit);
  }
  if (found.length > 0) return found;
  // No name: a make or a model ("Silverado", "F-150", "Ford"), from their own index.
  const make = startsWith("vehicle_make", search.text, true);
  const model = startsWith("vehicle_model", search.text, true);
  const vehicles = await Promise.all([
    appointmentsWhere(q, make.sql, make.params, scope, limit, false),
    appointmentsWhere(q, model.sql, model.params, scope, limit, false),
  ]);
  return newestOf(vehicles, limit);
}

/** Appointments a search finds, newest first. */
export async function searchAppointments(
  q: Queryable,
  search: CustomerSearch,
  scope: CustomerScope,
  limit: number,
): Promise<Appointment[]> {
  switch (search.kind) {
    case "reference":
      return appointmentsWhere(q, "reference = ?", [search.reference], scope, limit);
    case "email":
      return appointmentsWhere(q, "lower(email) = ?", [search.email], scope, limit);
    case "phone":
      return appointmentsWhere(q, "phone = ?", [search.phone], scope, limit);
    case "words":
      return appointmentsByWords(q, search, scope, limit);
  }
}

/** A customer's appointments: by their phone number, and by e-mail when given. */
export function customerAppointments(
  q: Queryable,
  who: { phone: string | null; email: string | null },
  scope: CustomerScope,
  limit: number,
): Promise<Appointment[]> {
  const parts = [
    ...(who.phone ? [{ sql: "phone = ?", param: who.phone }] : []),
    ...(who.email ? [{ sql: "lower(email) = ?", param: who.email.toLowerCase() }] : []),
  ];
  if (parts.length === 0) return Promise.resolve([]);
  return appointmentsWhere(
    q,
    parts.map((p) => p.sql).join(" OR "),
    parts.map((p) => p.param),
    scope,
    limit,
  );
}

async function quotesWhere(
  q: Queryable,
  where: string,
  params: (string | number)[],
  limit: number,
): Promise<QuoteDeskRecord[]> {
  const rows = await q.all(
    `SELECT * FROM quote_requests WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`,
    [...params, limit],
  );
  return rows.map(toQuoteDeskRecord);
}

/**
 * Quote requests a search finds, newest first. Names and companies are matched anywhere in them
 * (a quote keeps one name field), so they are read from `since` onwards, through the time index.
 */
export function searchQuotes(
  q: Queryable,
  search: CustomerSearch,
  since: number,
  limit: number,
): Promise<QuoteDeskRecord[]> {
  switch (search.kind) {
    case "reference":
      return quotesWhere(q, "reference = ?", [search.reference], limit);
    case "email":
      return quotesWhere(q, "lower(email) = ?", [search.email], limit);
    case "phone":
      return quotesWhere(q, "phone = ?", [search.phone], limit);
    case "words": {
      const like = `%${search.text.replace(/[\\%_]/g, "")}%`;
      return quotesWhere(
        q,
        "created_at >= ? AND (lower(name) LIKE ? OR lower(company) LIKE ?)",
        [since, like, like],
        limit,
      );
    }
  }
}

/** A customer's quote requests, by phone and by e-mail when given. */
export function customerQuotes(
  q: Queryable,
  who: { phone: string | null; email: string | null },
  limit: number,
): Promise<QuoteDeskRecord[]> {
  const parts = [
    ...(who.phone ? [{ sql: "phone = ?", param: who.phone }] : []),
    ...(who.email ? [{ sql: "lower(email) = ?", param: who.email.toLowerCase() }] : []),
  ];
  if (parts.length === 0) return Promise.resolve([]);
  return quotesWhere(
    q,
    parts.map((p) => p.sql).join(" OR "),
    parts.map((p) => p.param),
    limit,
  );
}

/** The mails and texts sent about these references (appointments or quotes), newest first. */
export async function messagesAbout(
  q: Queryable,
  references: readonly string[],
  limit: number,
): Promise<CustomerMessage[]> {
  if (references.length === 0) return [];
  const inList = marks(references.length);
  const [mails, texts] = await Promise.all([
    q.all(
      `SELECT reference, kind, recipient, subject, created_at, sent_at, failed_at, next_attempt_at FROM outbox
        WHERE reference IN (${inList}) ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...references, limit],
    ),
    q.all(
      `SELECT reference, kind, to_phone, body, created_at, sent_at, failed_at, next_attempt_at FROM text_outbox
        WHERE reference IN (${inList}) ORDER BY created_at DESC, id DESC LIMIT ?`,
      [...references, limit],
    ),
  ]);
  const at = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
  return [
    ...mails.map((r): CustomerMessage => ({
      channel: "mail",
      reference: String(r.reference),
      kind: String(r.kind),
      to: String(r.recipient),
      words: String(r.subject),
      createdAt: toNumber(r.created_at),
      sentAt: at(r.sent_at),
      failedAt: at(r.failed_at),
      notBefore: toNumber(r.next_attempt_at),
    })),
    ...texts.map((r): CustomerMessage => ({
      channel: "text",
      reference: String(r.reference),
      kind: String(r.kind),
      to: String(r.to_phone),
      words: String(r.body),
      createdAt: toNumber(r.created_at),
      sentAt: at(r.sent_at),
      failedAt: at(r.failed_at),
      notBefore: toNumber(r.next_attempt_at),
    })),
  ]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, limit);
}
