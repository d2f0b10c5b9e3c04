import type { QuoteEventKind, QuoteState } from "@/lib/quotes/quote-states";
import type { OutgoingMail } from "./mail-types";

/**
 * A request for a quote. The tire is kept as it was offered when the customer asked (catalog id,
 * title, price), so a later catalog change does not rewrite it; a tire described in words has no
 * id or price.
 */
export interface NewQuoteRequest {
  reference: string;
  tireId: string | null;
  /** The catalog title ("Michelin XDR3 27.00R49"), or the customer's own description. */
  product: string;
  size: string;
  quantity: number;
  application: string;
  company: string;
  name: string;
  email: string;
  /** Ten digits. */
  phone: string;
  message: string;
  /** USD per tire in the catalog when asked, in cents; null without a catalog tire. */
  pricePerTireCents: number | null;
  createdAt: number;
}

export interface QuoteRequestRecord extends NewQuoteRequest {
  id: number;
}

/** A quote request as the sales desk works it. */
export interface QuoteDeskRecord extends QuoteRequestRecord {
  state: QuoteState;
  /** The desk's own note, never shown to the customer. */
  note: string;
  /** Who works on it: a staff member's name or e-mail; "" when nobody does yet. */
  assignee: string;
  /** When staff last changed it (null: never). */
  updatedAt: number | null;
  /** The total the desk quoted, in cents, once it was quoted with one (null: none given). */
  quotedTotalCents: number | null;
}

/** One row of a request's history: when, what, who, and from which client address. */
export interface QuoteEvent {
  id: number;
  at: number;
  what: QuoteEventKind;
  /** What changed: `{ from, to }` for a field, `{ to, subject }` for the e-mail. */
  detail: Record<string, unknown>;
  actorName: string;
  actorEmail: string | null;
  origin: string | null;
}

export interface QuoteListFilter {
  state: QuoteState | null;
  application: string | null;
  /** One member's quotes ("my quotes"): the assignee as stored. */
  assignee?: string | null;
  limit: number;
  /** The last request of the previous page: this page starts after it, newest first. */
  after?: { createdAt: number; id: number } | null;
}

export interface QuoteList {
  quotes: QuoteDeskRecord[];
  /** Requests per state within the category filter (every state listed, zeros included). */
  counts: Record<QuoteState, number>;
}

/** The fields a change sets; those left out stay as they are. */
export interface QuoteChange {
  state?: QuoteState;
  assignee?: string;
  note?: string;
  /**
   * The assignee and note as the desk read them, for the fields it changes: a field someone else
   * has changed since is not overwritten (the change is stale). Left out, only the state guards.
   */
  expected?: { assignee?: string; note?: string };
  /** The mails the change sends, built from the request as it stands after it. */
  mails?: (next: QuoteDeskRecord, previous: QuoteDeskRecord) => readonly OutgoingMail[];
  /** The desk's words in the quote e-mailed, kept in the history with the mail (prices and all). */
  quotedMessage?: string;
  /** The total quoted, in cents: kept on the request and in its history. */
  quotedTotalCents?: number;
}

export type QuoteChangeResult =
  | { outcome: "not_found" }
  /** Its state, or a field the desk changes, is no longer what the desk read: nothing was written. */
  | { outcome: "stale"; quote: QuoteDeskRecord }
  | { outcome: "unchanged"; quote: QuoteDeskRecord }
  | { outcome: "changed"; quote: QuoteDeskRecord; previous: QuoteDeskRecord; events: QuoteEvent[] };
