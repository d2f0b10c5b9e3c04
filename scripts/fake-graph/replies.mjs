// @ts-check
// Pure helpers of the fake Graph server: Graph's and Entra ID's reply shapes, and the request log.
import { randomBytes, randomUUID } from "node:crypto";
import { parseUtc, toGraphDateTime } from "./wall-time.mjs";

/** @typedef {import("./server.d.mts").FakeEvent} FakeEvent */
/** @typedef {import("./server.d.mts").FailureOptions} FailureOptions */
/** @typedef {import("./server.d.mts").LoggedRequest} LoggedRequest */
/**
 * @typedef {{ id: string, subject: string, start: number, end: number, showAs: string, isCancelled: boolean,
 *   isAllDay?: boolean, transactionId?: string, body?: unknown, location?: unknown, attendees?: unknown,
 *   categories?: unknown }} StoredEvent
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Reply
 * @typedef {{ method: string, path: string, segments: string[], url: URL, headers: import("node:http").IncomingHttpHeaders, body: string }} Req
 */

/** A malformed escape stays as sent (and matches no route) instead of throwing. @param {string} text */
export const safeDecode = (text) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** @param {RegExp | string} pattern */
export const toRegExp = (pattern) => (typeof pattern === "string" ? new RegExp(pattern) : pattern);

export const newId = () => `AAMkAG${randomBytes(24).toString("base64url")}`;

/** A stable object id per mailbox, as directory objects have. @param {string} email */
export const uuidFor = (email) => {
  const hex = Buffer.from(email.toLowerCase()).toString("hex").padEnd(32, "0").slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** @param {StoredEvent} e @returns {FakeEvent} */
export const publicEvent = (e) => ({
  ...e,
  start: new Date(e.start).toISOString(),
  end: new Date(e.end).toISOString(),
});

/**
 * @param {StoredEvent} e
 * @param {string} zone
 */
export const toJson = (e, zone) => ({
  "@odata.etag": `W/"${e.id.slice(-12)}"`,
  id: e.id,
  subject: e.subject,
  showAs: e.showAs,
  isCancelled: e.isCancelled,
  isAllDay: e.isAllDay ?? false,
  start: toGraphDateTime(e.start, zone),
  end: toGraphDateTime(e.end, zone),
  body: e.body,
  location: e.location,
  attendees: e.attendees ?? [],
  categories: e.categories ?? [],
  transactionId: e.transactionId ?? null,
});

/**
 * Graph returns id and @odata.etag plus the $select-ed properties.
 * @param {Record<string, unknown>} json
 * @param {string[] | undefined} select
 */
export const project = (json, select) =>
  select
    ? Object.fromEntries(
        Object.entries(json).filter(([k]) => k === "id" || k === "@odata.etag" || select.includes(k)),
      )
    : json;

/** @param {unknown} value */
export const eventTime = (value) => {
  const v = /** @type {{ dateTime?: unknown, timeZone?: unknown } | undefined} */ (value);
  if (typeof v?.dateTime !== "string" || v.timeZone !== "UTC") return NaN;
  return parseUtc(v.dateTime.replace(/(Z|[+-]\d{2}:\d{2})$/, ""));
};

/** @param {string} text @returns {any} */
export const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @returns {Reply}
 */
export const graphError = (status, code, message) => ({
  status,
  body: {
    error: { code, message, innerError: { date: new Date().toISOString(), "request-id": randomUUID() } },
  },
});

/**
 * Entra ID's OAuth error shape (different from Graph's).
 * @param {number} status
 * @param {string} error
 * @param {string} description
 * @returns {Reply}
 */
export const aadError = (status, error, description) => ({
  status,
  body: {
    error,
    error_description: `${description}\r\nTrace ID: ${randomUUID()}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
    error_codes: [Number(/AADSTS(\d+)/.exec(description)?.[1] ?? 0)],
    timestamp: new Date().toISOString(),
    trace_id: randomUUID(),
    correlation_id: randomUUID(),
  },
});

/** @param {string[]} segments */
export const unknownSegment = (segments) =>
  graphError(400, "BadRequest", `Resource not found for the segment '${segments.at(-1) ?? ""}'.`);

const DEFAULT_FAILURE_CODES = /** @type {Record<number, string>} */ ({
  429: "TooManyRequests",
  500: "InternalServerError",
  503: "ServiceNotAvailable",
  504: "GatewayTimeout",
});

/**
 * @param {Req} req
 * @param {FailureOptions} failure
 * @returns {Reply}
 */
export function injectedFailure(req, { status, retryAfter, code }) {
  /** @type {Record<string, string>} */
  const headers = retryAfter === undefined ? {} : { "retry-after": String(retryAfter) };
  const reply =
    req.segments[0] === "v1.0"
      ? graphError(
          status,
          code ?? DEFAULT_FAILURE_CODES[status] ?? "UnknownError",
          `Injected failure (${status}).`,
        )
      : aadError(status, code ?? "temporarily_unavailable", `AADSTS50196: Injected failure (${status}).`);
  return { ...reply, headers };
}

/**
 * What tests look at: never the client secret, never a token.
 * @param {Req} req
 * @returns {LoggedRequest}
 */
export function logEntry(req) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of ["prefer", "retry-attempt", "content-type"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  if (req.headers.authorization) headers.authorization = "Bearer [redacted]";
  /** @type {LoggedRequest} */
  const entry = {
    method: req.method,
    path: req.path,
    query: Object.fromEntries(req.url.searchParams),
    headers,
  };
  if (req.body && req.segments[0] === "v1.0") entry.body = parseJson(req.body);
  if (req.body && req.segments.at(-1) === "token") {
    const form = new URLSearchParams(req.body);
    form.delete("client_secret");
    entry.body = Object.fromEntries(form);
  }
  return entry;
}
