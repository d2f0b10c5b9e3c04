// Types for server.mjs (plain JavaScript, run without a build step), so TypeScript tests can import it.

export interface FakeGraphOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  tenant?: string;
  clientId?: string;
  clientSecret?: string;
  /** Application roles put into issued tokens; defaults to ALL_ROLES. */
  roles?: readonly string[];
  /** Where the certificate lives (created if missing); defaults to a fixed folder under the OS temp dir. */
  certDir?: string;
}

export interface FakeEventInput {
  subject: string;
  /** ISO 8601 in UTC, e.g. "2026-11-02T14:00:00Z". */
  start: string;
  end: string;
  /** Graph's freeBusyStatus: free, tentative, busy, oof, workingElsewhere, unknown. Default busy. */
  showAs?: string;
  isCancelled?: boolean;
  /** An all-day event (the store reads it as closed for the day). */
  isAllDay?: boolean;
  /** Outlook categories, e.g. ["Alignment rack"]. */
  categories?: string[];
}

/** A stored event, with start and end as ISO UTC strings; the rest as the client posted it. */
export interface FakeEvent {
  id: string;
  subject: string;
  start: string;
  end: string;
  showAs: string;
  isCancelled: boolean;
  isAllDay?: boolean;
  transactionId?: string;
  body?: unknown;
  location?: unknown;
  attendees?: unknown;
  categories?: unknown;
}

export interface SentMail {
  from: string;
  subject: string;
  body: { contentType: string; content: string };
  to: string[];
  /** Empty when the message names no Reply-To. */
  replyTo: string[];
  attachments: { name: string; contentType: string; content: Buffer }[];
  saveToSentItems: boolean;
}

export interface LoggedRequest {
  method: string;
  /** Decoded path, e.g. "/v1.0/users/charleston@alleghenytire.example/calendarView". */
  path: string;
  query: Record<string, string>;
  /** Only prefer, retry-attempt, content-type, and authorization as "Bearer [redacted]". */
  headers: Record<string, string>;
  /** Parsed JSON for Graph calls; token requests' form fields without client_secret. */
  body?: unknown;
  status?: number;
}

export interface FailureOptions {
  status: number;
  /** Seconds (or an HTTP date) sent as Retry-After. */
  retryAfter?: number | string;
  /** Error code in the body; defaults by status (429 TooManyRequests, 503 ServiceNotAvailable …). */
  code?: string;
  /** How many matching requests fail; default 1. */
  times?: number;
  /** Handle the request (e.g. create the event) and only then answer with the failure: a lost reply. */
  afterHandling?: boolean;
}

/** A request the fake keeps unanswered, so a test can act while it is in flight. */
export interface HeldRequest {
  /** Settles when the request has come in (and is in the request log). */
  arrived: Promise<void>;
  /** Answers it as the fake would have (after any delay or failure set for it). */
  release(): void;
}

export interface FakeGraph {
  /** For GRAPH_AUTHORITY_HOST, e.g. https://127.0.0.1:8443. */
  authorityHost: string;
  /** For GRAPH_BASE_URL (same origin as authorityHost). */
  baseUrl: string;
  /** The self-signed certificate, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  tenant: string;
  clientId: string;
  port: number;
  close(): Promise<void>;
  /** Graph answers 404 ErrorItemNotFound for mailboxes not added. Addresses are case-insensitive. */
  addMailbox(email: string): void;
  addEvent(email: string, event: FakeEventInput): FakeEvent;
  events(email: string): FakeEvent[];
  sentMail(): SentMail[];
  /** The next `times` requests whose decoded path matches fail with `status`. */
  failNext(pathPattern: RegExp | string, options: FailureOptions): void;
  /** Every matching request waits `ms` before it is answered (until reset). */
  delay(pathPattern: RegExp | string, ms: number): void;
  /** The next matching request waits, unanswered, until `release()`, reset or close. */
  holdNext(pathPattern: RegExp | string): HeldRequest;
  /** Roles for tokens issued from now on; tokens already issued keep theirs, as in Entra ID. */
  setRoles(roles: readonly string[]): void;
  /**
   * Clears events, sent mail, failures, delays, holds (answering held requests), the request log and
   * roles; keeps mailboxes and tokens.
   */
  reset(): void;
  requests(): LoggedRequest[];
}

export const ALL_ROLES: readonly string[];
/** Made-up defaults used when options omit them. */
export const FAKE_CREDENTIALS: Readonly<{ tenant: string; clientId: string; clientSecret: string }>;
export function startFakeGraph(options?: FakeGraphOptions): Promise<FakeGraph>;
export function ensureCert(dir: string): Promise<{ caFile: string; keyFile: string }>;
