/**
 * Telling "the database cannot be reached right now" apart from every other failure, so a request
 * that needs it answers 503 (try again shortly) instead of 500 (our fault).
 */

/** The database could not be opened: PostgreSQL refused or timed out, or the SQLite file could not be opened. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    // The cause's own text, so the health report reads as before.
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "DatabaseUnavailableError";
  }
}

// The network between us and PostgreSQL.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

// PostgreSQL SQLSTATEs of a server that is away, starting, stopping or out of room.
const POSTGRES_AWAY = /^(08...|57P0[1-3]|53...)$/;

// SQLite: the file is locked past busy_timeout, cannot be opened, read or written.
const SQLITE_AWAY = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|READONLY)/;

/** Whether `error` (or what caused it) says the database is unreachable rather than that a query is wrong. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (
    typeof code === "string" &&
    (NETWORK_CODES.has(code) || POSTGRES_AWAY.test(code) || SQLITE_AWAY.test(code))
  )
    return true;
  // node-postgres words a dropped or timed-out connection without a code.
  if (typeof message === "string" && /^Connection terminated\b/.test(message)) return true;
  // Connecting to every address of a host name fails as one AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
