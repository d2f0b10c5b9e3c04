import type { OutgoingMail } from "./mail-types";

// The text outbox's records: a text to send, one claimed for sending, one that failed for good;
// the replies customers send; and what the status page counts.

export interface OutgoingText {
  kind: string;
  /** E.164, e.g. +14125550142. */
  to: string;
  body: string;
  reference: string | null;
  /** The store the text is about: its time zone decides the quiet hours. */
  storeId: number | null;
  /** Not sent before this instant (epoch ms); default: at once. */
  notBefore?: number;
  /** Where the same words go by e-mail if the text fails for good (refused number, no delivery). */
  fallbackEmail?: string | null;
  fallbackSubject?: string | null;
}

export interface QueuedText extends OutgoingText {
  id: number;
  attempts: number;
  createdAt: number;
  /** The claim this instance holds on the text ends here. */
  claimedUntil: number;
}

export interface FailedText {
  id: number;
  kind: string;
  to: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: number;
}

/** A text as the status page lists it in file mode (the number is masked there, the words left out). */
export interface RecentText {
  id: number;
  kind: string;
  to: string;
  body: string;
  reference: string | null;
  createdAt: number;
  sentAt: number | null;
  failedAt: number | null;
  deliveryStatus: string | null;
}

export interface TextCounts {
  waiting: number;
  failed: number;
  optedOut: number;
}

/** A text a customer sent us, as the provider reported it. */
export interface InboundText {
  providerMessageId: string;
  from: string;
  to: string;
  body: string;
  receivedAt: number;
}

/**
 * What a delivery report did: nothing (no text of ours has that id), or the status recorded, with
 * whether this report queued the fallback e-mail (only the first failure does).
 */
export type DeliveryOutcome = { outcome: "unknown" } | { outcome: "recorded"; fallbackQueued: boolean };

/** Builds the e-mail that carries a text's words when the text fails for good (null: none). */
export type TextFallback = (text: QueuedText) => OutgoingMail | null;
