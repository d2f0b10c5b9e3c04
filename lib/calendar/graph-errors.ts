/** Why a Graph call failed, coarse enough for callers to decide: fall back, retry later, or fix setup. */
export type GraphFailureReason =
  | "timeout"
  | "aborted"
  | "throttled"
  | "unavailable"
  | "auth"
  | "denied"
  | "not-found"
  | "network"
  | "invalid-response"
  | "rejected";

export interface GraphFailure {
  reason: GraphFailureReason;
  /** Graph's error code (e.g. ErrorAccessDenied) or the library's error name (e.g. AuthenticationRequiredError). */
  code: string;
  /** Safe to show on the status pages and store in the database: one line, secret redacted. */
  message: string;
}

/** A calendar read or write did not happen; scheduling falls back to simulated slots or retries later. */
export class CalendarUnavailableError extends Error {
  readonly reason: GraphFailureReason;
  readonly code: string;
  /** For "throttled": how long Graph asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;

  constructor(failure: GraphFailure, options?: ErrorOptions) {
    super(failure.message, options);
    this.name = "CalendarUnavailableError";
    this.reason = failure.reason;
    this.code = failure.code;
  }
}

const DENIED_CODES = new Set(["ErrorAccessDenied", "Authorization_RequestDenied"]);
const NOT_FOUND_CODES = new Set([
  "ErrorItemNotFound",
  "MailboxNotEnabledForRESTAPI",
  "ResourceNotFound",
  "ErrorInvalidUser",
  "Request_ResourceNotFound",
]);
/** What @azure/identity throws when it cannot get a token (wrong secret, tenant, or unreachable authority). */
const AUTH_ERROR_NAMES = new Set([
  "AuthenticationRequiredError",
  "AuthenticationError",
  "CredentialUnavailableError",
]);

/**
 * Reads the Graph client's GraphError by shape rather than instanceof, which a bundler that loads
 * the library twice (CommonJS and ES module copies) would break. statusCode is -1 when no HTTP
 * answer came back: network failures, aborts, and token errors (code = the identity error's name).
 */
export function describeGraphError(error: unknown, secret: string): GraphFailure {
  if (error instanceof CalendarUnavailableError) return error;
  const graph = (typeof error === "object" && error !== null ? error : {}) as {
    statusCode?: unknown;
    code?: unknown;
  };
  const status = typeof graph.statusCode === "number" ? graph.statusCode : -1;
  const code =
    typeof graph.code === "string" && graph.code
      ? graph.code
      : error instanceof Error
        ? error.name
        : "UnknownError";
  const raw = error instanceof Error ? error.message : String(error);
  return { reason: reasonFor(status, code), code, message: safeMessage(raw, code, secret) };
}

function reasonFor(status: number, code: string): GraphFailureReason {
  if (DENIED_CODES.has(code) || status === 403) return "denied";
  if (NOT_FOUND_CODES.has(code) || status === 404) return "not-found";
  if (AUTH_ERROR_NAMES.has(code) || status === 401) return "auth";
  if (status === 429) return "throttled";
  if (status >= 500) return "unavailable";
  if (status >= 400) return "rejected";
  return code === "AbortError" ? "timeout" : "network";
}

/**
 * Identity errors carry trace ids, timestamps and links over several lines; keep the AADSTS
 * sentence that says what is wrong. The secret is never in these messages, but redact it anyway
 * because the result is shown on a public page and stored.
 */
function safeMessage(raw: string, code: string, secret: string): string {
  const aadsts = /AADSTS\d+:[^.\r\n]*\.?/.exec(raw)?.[0];
  const firstLine = (aadsts ?? raw.split(/\r?\n/, 1)[0] ?? "").trim().slice(0, 300) || "Unknown error";
  const text = `${firstLine} (${code})`;
  return secret ? text.split(secret).join("[redacted]") : text;
}

/** What to fix, for the status page's per-store calendar test. */
export function suggestionFor(failure: GraphFailure, email: string): string {
  switch (failure.reason) {
    case "denied":
      return "Grant the app the Calendars.ReadWrite and User.Read.All application permissions in Entra ID with admin consent, and if an Exchange application access policy limits the app, add this mailbox to it.";
    case "not-found":
      return `Check that ${email} exists in Microsoft 365 and is a mailbox with a calendar (a group or shared mailbox, not only a contact).`;
    case "auth":
      return "Check AZURE_CLIENT_SECRET (it may have expired), AZURE_TENANT_ID and AZURE_CLIENT_ID, and that this server can reach GRAPH_AUTHORITY_HOST.";
    case "network":
    case "timeout":
    case "aborted":
      return "Check GRAPH_BASE_URL and this server's network connection to Microsoft Graph.";
    case "throttled":
      return "Microsoft Graph is limiting requests from this app; try again in a few minutes.";
    case "unavailable":
      return "Microsoft Graph is having trouble; try again in a few minutes.";
    case "invalid-response":
      return "Check that GRAPH_BASE_URL points at Microsoft Graph (https://graph.microsoft.com).";
    case "rejected":
      return "Check the calendar configuration.";
  }
}
