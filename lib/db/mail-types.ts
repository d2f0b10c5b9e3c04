// The outbox's records: a message to send, one claimed for sending, one that failed for good.

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** iCalendar text attached as invite.ics, when present. */
  ics: string | null;
  reference: string | null;
  /** Not sent before this instant (epoch ms); default: at once. */
  notBefore?: number;
  /** Where answers go (a validated address), when not to the sender. */
  replyTo?: string | null;
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
  /** The claim this instance holds on the message ends here. */
  claimedUntil: number;
}

export interface FailedMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  reference: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: number;
}
