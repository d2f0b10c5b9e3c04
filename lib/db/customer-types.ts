/** Finding a customer (customer-queries.ts): what a reader may see, and what was sent. */

/** Whose appointments a reader may see: the stores' e-mails (null: every store). */
export interface CustomerScope {
  storeEmails: readonly string[] | null;
}

export interface CustomerMessage {
  channel: "mail" | "text";
  reference: string;
  kind: string;
  /** The address or number it went to. */
  to: string;
  /** A mail's subject, or a text's words. */
  words: string;
  createdAt: number;
  sentAt: number | null;
  failedAt: number | null;
  /** Not sent before then (a reminder waits for the day before; a retry for its turn). */
  notBefore: number;
}
