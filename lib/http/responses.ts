import { z } from "zod";

/** A JSON error reply in the one shape every endpoint uses: `{ success: false, error, message }`. */
export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ success: false, error: message, message, ...extra }, { status });
}

/** Immutable reference data: cache in browsers for an hour, in shared caches for a day. */
export const REFERENCE_DATA_CACHE = { "Cache-Control": "public, max-age=3600, s-maxage=86400" } as const;

export function jsonCached(data: unknown): Response {
  return Response.json(data, { headers: REFERENCE_DATA_CACHE });
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Validates route params (or any input) with a zod schema; a failure becomes a 400 whose message
 * is the first issue's message, so schemas should word their messages for customers.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  // The functional form accepts schemas built with "zod" and with "zod/mini" alike.
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: jsonError(400, result.error.issues[0]?.message ?? "Invalid request.") };
}
