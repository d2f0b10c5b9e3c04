/**
 * One log line per failed request, with what an operator needs to find it and nothing a customer
 * typed: the method, the path without its query string, the route, and the error's name, code
 * and digest. Never the message (database errors quote the values they refused), the body, the
 * query or the headers.
 */

import { describeError } from "@/lib/core/describe-error";

const MAX_PATH = 200;

export interface FailedRequest {
  method: string;
  /** The path, with or without a query string (which is dropped here). */
  path: string;
  /** The route pattern (e.g. /api/zip/[zip]), when known. */
  route?: string;
  /** What the server answered, when it answered itself. */
  status?: number;
  error: unknown;
}

/** A request's path for a log line: without its query, at most 200 characters, printable ASCII. */
export function loggedPath(path: string): string {
  // A request line holds printable ASCII only, but a log line should not trust that.
  return path
    .split("?")[0]!
    .slice(0, MAX_PATH)
    .replace(/[^\x21-\x7e]/g, "?");
}

/** A request's method for a log line, or "?" when it is not one a log should print. */
export const loggedMethod = (method: string) => (/^[A-Z]{1,10}$/.test(method) ? method : "?");

export function requestErrorLine({ method, path, route, status, error }: FailedRequest): string {
  const pathOnly = loggedPath(path);
  const safeMethod = loggedMethod(method);
  const where = route && route !== pathOnly ? ` (route ${route.slice(0, MAX_PATH)})` : "";
  const answered = status ? ` answered ${status}` : "";
  return `Request failed: ${safeMethod} ${pathOnly}${where}${answered}: ${describeError(error)}`;
}

export function logRequestError(failed: FailedRequest): void {
  console.error(requestErrorLine(failed));
}
