import "server-only";
import { z } from "zod";
import { staffActor } from "@/lib/staff/actor";
import type { StaffMember } from "@/lib/staff/roles";
import { getDatabase, type QuoteDeskRecord, type QuoteEvent } from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { ONE_LINE } from "@/lib/core/one-line";
import {
  pageOf,
  parseCursor,
  PAGE_PARAMETER,
  readPageRequest,
  type PageCursor,
} from "@/lib/core/page-cursor";
import { isQuoteApplication, type QuoteApplication } from "@/lib/quotes/applications";
import { quotedMail } from "./quote-mails";
import {
  isQuoteState,
  QUOTE_ASSIGNEE_MAX,
  QUOTE_DESK_MESSAGES as M,
  QUOTE_MESSAGE_MAX,
  QUOTE_NOTE_MAX,
  QUOTE_STATE_VALUES,
  type QuoteState,
} from "@/lib/quotes/quote-states";

/** Requests per page of the desk's list: years of requests are read a page at a time. */
export const QUOTE_PAGE_SIZE = 50;
/** The most an API page may ask for. */
export const QUOTE_PAGE_MAX = 200;

export const QUOTE_REFERENCE_PATTERN = /^Q-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

export interface QuoteDeskFilter {
  state: QuoteState | null;
  category: QuoteApplication | null;
  /** "My quotes": only those assigned to the one reading (`?mine=1`). */
  mine: boolean;
  /** The last request of the previous page (null: the first page). */
  after: PageCursor | null;
}

export interface QuoteDeskList {
  quotes: QuoteDeskRecord[];
  counts: Record<QuoteState, number>;
  /** The cursor of the next page, or null on the last. */
  next: string | null;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * The page's filter form: anything unknown reads as "every state" or "every category", and a
 * cursor we did not make as the first page.
 */
export function readQuoteFilter(query: Query): QuoteDeskFilter {
  const one = (key: string) => (typeof query[key] === "string" ? query[key] : "");
  const state = one("state");
  const category = one("category");
  return {
    state: isQuoteState(state) ? state : null,
    category: isQuoteApplication(category) ? category : null,
    mine: one("mine") === "1",
    after: parseCursor(one(PAGE_PARAMETER)),
  };
}

/**
 * GET /api/admin/quotes: an empty or missing value is no filter; an unknown one, a cursor we did
 * not make or a page size out of range is refused.
 */
export function parseQuoteFilter(
  query: URLSearchParams,
): { ok: true; filter: QuoteDeskFilter; size: number } | { ok: false; message: string } {
  const state = query.get("state") ?? "";
  const category = query.get("category") ?? "";
  if (state !== "" && !isQuoteState(state)) return { ok: false, message: M.filterState };
  if (category !== "" && !isQuoteApplication(category)) return { ok: false, message: M.filterCategory };
  const page = readPageRequest(query, { default: QUOTE_PAGE_SIZE, max: QUOTE_PAGE_MAX });
  if (!page.ok) return page;
  return {
    ok: true,
    filter: {
      state: state || null,
      category: category || null,
      mine: query.get("mine") === "1",
      after: page.after,
    },
    size: page.size,
  };
}

/**
 * One page of the desk's list, newest first, and the counts per state in its category; with
 * `mine`, only the requests assigned to `reader` (by the name the desk assigns with).
 */
export async function quoteDeskList(
  filter: QuoteDeskFilter,
  size = QUOTE_PAGE_SIZE,
  reader?: Pick<StaffMember, "name">,
): Promise<QuoteDeskList> {
  const { quotes, counts } = await (
    await getDatabase()
  ).listQuoteRequests({
    state: filter.state,
    application: filter.category,
    assignee: filter.mine && reader ? reader.name : null,
    limit: size + 1,
    after: filter.after && { createdAt: filter.after.key, id: filter.after.id },
  });
  const page = pageOf(quotes, size, (q) => ({ key: q.createdAt, id: q.id }));
  return { quotes: page.rows, counts, next: page.next };
}

/** The names quote requests can be assigned to: the staff list's sales desk, by name. */
export async function salesDeskNames(): Promise<string[]> {
  return (await (await getDatabase()).staff.staffList()).filter((e) => e.salesDesk).map((e) => e.name);
}

/** One request with its history, or null for a reference that names none. */
export async function quoteDetail(
  reference: string,
): Promise<{ quote: QuoteDeskRecord; events: QuoteEvent[] } | null> {
  if (!QUOTE_REFERENCE_PATTERN.test(reference)) return null;
  return (await getDatabase()).quoteWithHistory(reference);
}

const MULTILINE_TEXT = /^[^\p{Cf}\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$/u;

const multiline = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .regex(MULTILINE_TEXT, message)
    .transform((text) => text.replace(/\r\n?/g, "\n"));

const assigneeText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(QUOTE_ASSIGNEE_MAX, message)
    .regex(ONE_LINE, message)
    .refine((text) => !text.includes("=?"), message);

/**
 * PATCH /api/admin/quotes/{reference} and the page's form. `expectedState` is the state the desk
 * saw: the change is made only while the request is still in it. `expectedAssignee` and
 * `expectedNote`, when sent, are the values the desk saw: a changed field is saved only while it
 * still holds them, so two people editing the same note do not overwrite each other.
 */
export const quoteChangeSchema = z.object({
  expectedState: z.enum(QUOTE_STATE_VALUES, { error: M.expectedState }),
  state: z.enum(QUOTE_STATE_VALUES, { error: M.state }).optional(),
  assignee: assigneeText(M.assignee).optional(),
  note: multiline(QUOTE_NOTE_MAX, M.note).optional(),
  message: multiline(QUOTE_MESSAGE_MAX, M.message).optional(),
  /** Dollars and cents as typed ("1,249.90", "$1249.9"), kept in cents. Empty: none. */
  quotedTotal: z
    .union([z.string(), z.number()], { error: M.quotedTotal })
    .transform((typed, context) => {
      const text = String(typed).replace(/[$,\s]/g, "");
      if (text === "") return null;
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(text) || Number(text) <= 0 || Number(text) > 10_000_000) {
        context.addIssue({ code: "custom", message: M.quotedTotal });
        return z.NEVER;
      }
      return Math.round(Number(text) * 100);
    })
    .optional(),
  expectedAssignee: assigneeText(M.expectedAssignee).optional(),
  expectedNote: multiline(QUOTE_NOTE_MAX, M.expectedNote).optional(),
});

const CHANGE_FIELDS = Object.keys(quoteChangeSchema.shape);

export type QuoteChangeInput = z.output<typeof quoteChangeSchema>;

/**
 * What became of a change, in words the API and the form both answer with: `changed` or
 * `unchanged` (nothing differed), `stale` with the request as it is now, `invalid`, `not-found`.
 */
export type QuoteChangeOutcome =
  | { kind: "changed" | "unchanged" | "stale"; message: string; quote: QuoteDeskRecord }
  | { kind: "invalid" | "not-found"; message: string };

const notFound: QuoteChangeOutcome = { kind: "not-found", message: M.notFound };
const invalid = (message: string): QuoteChangeOutcome => ({ kind: "invalid", message });

/**
 * A staff member's change to a quote request: checked, made only while the request is still in
 * the state they saw and the fields they change still hold what they saw (else stale, with the
 * request as it is now), recorded in its history with who
 * and from where, and, when it becomes quoted with a message, that message e-mailed to the
 * customer (queued in the same transaction, sent once the reply is on its way).
 */
export async function changeQuote(
  reference: string,
  input: unknown,
  member: Pick<StaffMember, "name" | "email">,
  from: string | null,
  now = Date.now(),
): Promise<QuoteChangeOutcome> {
  if (!QUOTE_REFERENCE_PATTERN.test(reference)) return notFound;
  if (
    typeof input === "object" &&
    input !== null &&
    Object.keys(input).some((k) => !CHANGE_FIELDS.includes(k))
  )
    return invalid(M.unknownField);
  const parsed = quoteChangeSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? M.state);
  const { expectedState, state, assignee, note, expectedAssignee, expectedNote } = parsed.data;
  const message = parsed.data.message ?? "";
  const quotedTotal = parsed.data.quotedTotal ?? null;
  const becomesQuoted = state === "quoted" && expectedState !== "quoted";
  if (message && !becomesQuoted) return invalid(M.messageNotQuoted);
  if (quotedTotal !== null && (state ?? expectedState) !== "quoted") return invalid(M.totalNotQuoted);
  // Assigned to someone the desk has: the sales desk on the staff list, or the one saving.
  if (assignee && assignee !== member.name && !(await salesDeskNames()).includes(assignee))
    return invalid(M.assigneeNotDesk);

  const result = await (
    await getDatabase()
  ).changeQuoteRequest(
    reference,
    expectedState,
    {
      state,
      assignee,
      note,
      expected: { assignee: expectedAssignee, note: expectedNote },
      mails: (next) => (message ? [quotedMail(next, message)] : []),
      ...(message ? { quotedMessage: message } : {}),
      ...(quotedTotal !== null ? { quotedTotalCents: quotedTotal } : {}),
    },
    { actor: staffActor(member), from },
    now,
  );
  switch (result.outcome) {
    case "not_found":
      return notFound;
    case "stale":
      return { kind: "stale", message: M.stale, quote: result.quote };
    case "unchanged":
      return { kind: "unchanged", message: M.nothing, quote: result.quote };
    case "changed":
      if (message) afterResponse(processOutbox);
      return { kind: "changed", message: message ? M.quotedMailed : M.saved, quote: result.quote };
  }
}
