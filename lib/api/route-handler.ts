import { z } from "zod";
import { brand } from "@/data/brand";
import { withRequestHeaders } from "@/lib/auth/request-scope";
import { StaffRefusal } from "@/lib/auth/staff-refusal";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { requestMethod } from "@/lib/http/request-marks";
import { logRequestError } from "@/lib/http/request-error-log";
import { jsonError } from "@/lib/http/responses";

type Handler<C> = (request: Request, context: C) => Response | Promise<Response>;

/** What a route file exports for each method (Next.js always passes the context; tests may leave it out). */
export type RouteHandler<C> = (request: Request, context?: C) => Promise<Response>;

/** The methods a route may implement; HEAD follows GET and OPTIONS is answered here. */
export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every method Next.js routes, so none falls through to its own empty 405. */
export type RouteHandlers<C> = Record<RouteMethod | "HEAD" | "OPTIONS", RouteHandler<C>>;

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export const SERVER_ERROR_MESSAGE = `Something went wrong on our side. Please try again, or call us at ${brand.phone}.`;
export const UNAVAILABLE_MESSAGE = `Our system is unavailable for a moment. Please try again in a few minutes, or call us at ${brand.phone}.`;

/** Seconds a client should wait before retrying after a 503. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The one way route files define their handlers:
 *
 *     export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeHandlers({ GET: … });
 *
 * Each given handler answers as written, and anything it throws is answered in our JSON error
 * shape: a staff check's refusal (lib/auth/staff-refusal.ts) with its status, a thrown zod validation error as 400 with its first message, a database that cannot be
 * reached as 503 with Retry-After, anything else as 500, logged once on one line without a stack
 * or customer data. Methods not given answer 405 with Allow (Next.js's own 405 has neither a body
 * nor Allow); OPTIONS answers 204 with Allow, and methods Next.js does not route (TRACE, marked
 * by the server) answer 405 too.
 */
export function routeHandlers<C = unknown>(
  handlers: Partial<Record<RouteMethod, Handler<C>>>,
): RouteHandlers<C> {
  const implemented = ALL_METHODS.filter((method) => handlers[method]);
  const allow = [...implemented, ...(handlers.GET ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
  const refuse: RouteHandler<C> = async (request) => methodNotAllowed(requestMethod(request), allow);
  const guarded = (handler: Handler<C> | undefined): RouteHandler<C> =>
    handler
      ? async (request, context) => {
          try {
            return await withRequestHeaders(request, () => handler(request, context as C));
          } catch (error) {
            return failureResponse(request, error);
          }
        }
      : refuse;
  const GET = guarded(handlers.GET);
  return {
    GET,
    HEAD: GET,
    POST: guarded(handlers.POST),
    PUT: guarded(handlers.PUT),
    PATCH: guarded(handlers.PATCH),
    DELETE: guarded(handlers.DELETE),
    OPTIONS: async (request) =>
      request.method === requestMethod(request)
        ? new Response(null, { status: 204, headers: { Allow: allow } })
        : methodNotAllowed(requestMethod(request), allow),
  };
}

export function methodNotAllowed(method: string, allow: string): Response {
  const response = jsonError(
    405,
    `This address does not take ${method} requests. It takes ${allow.replace(/, (?=[^,]*$)/, " and ")}.`,
  );
  response.headers.set("Allow", allow);
  return response;
}

/** A thrown error as our JSON error reply; server faults are logged once. */
export function failureResponse(request: Request, error: unknown): Response {
  if (error instanceof StaffRefusal) {
    const refused = jsonError(error.status, error.message);
    for (const [name, value] of Object.entries(error.headers)) refused.headers.set(name, value);
    refused.headers.set("Cache-Control", "no-store");
    return refused;
  }
  if (error instanceof z.core.$ZodError)
    return jsonError(400, error.issues[0]?.message ?? "The request is not valid.");
  const unavailable = isDatabaseUnavailable(error);
  const status = unavailable ? 503 : 500;
  logRequestError({ method: requestMethod(request), path: new URL(request.url).pathname, status, error });
  const response = jsonError(status, unavailable ? UNAVAILABLE_MESSAGE : SERVER_ERROR_MESSAGE);
  response.headers.set("Cache-Control", "no-store");
  if (unavailable) response.headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return response;
}
