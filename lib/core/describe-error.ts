/**
 * An error in a few words an operator can search for, and nothing a customer typed: its name, its
 * code and Next.js's digest. Never the message (database errors quote the values they refused).
 * E.g. `Error`, `TypeError`, `DatabaseUnavailableError`, with a code (ECONNREFUSED, 23505,
 * SQLITE_BUSY) and the digest.
 */
export function describeError(error: unknown): string {
  if (typeof error !== "object" || error === null) return typeof error;
  const { name, code, digest, cause } = error as {
    name?: unknown;
    code?: unknown;
    digest?: unknown;
    cause?: unknown;
  };
  const parts = [typeof name === "string" && /^\w{1,60}$/.test(name) ? name : "Error"];
  if (typeof code === "string" && /^[\w.-]{1,40}$/.test(code)) parts.push(code);
  else if (typeof (cause as { code?: unknown })?.code === "string") {
    const causeCode = (cause as { code: string }).code;
    if (/^[\w.-]{1,40}$/.test(causeCode)) parts.push(causeCode);
  }
  if (typeof digest === "string" && /^[\w-]{1,40}$/.test(digest)) parts.push(`digest ${digest}`);
  return parts.join(" ");
}
