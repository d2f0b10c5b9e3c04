import { jsonError } from "./responses";

export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The most a form posted to a page (a Server Action) may carry: 3 MB, room for the staff stock
 * upload's 2 MB file. next.config.ts gives it to Next.js as serverActions.bodySizeLimit, and
 * proxy.ts answers a larger one 413 before Next.js reads it (lib/http/page-posts.ts). The APIs
 * keep their own, smaller limits (readJsonBody below), also answered 413.
 */
export const PAGE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

export const NOT_JSON_MESSAGE = "Send the request as JSON, with the header Content-Type: application/json.";

/**
 * JSON only: a form, a file or text posted as-is is a 415, never read as if it were JSON. (A page
 * on another site cannot send JSON without asking first, so this also keeps forged forms out.)
 */
export function nonJsonRefusal(request: Request): Response | null {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" ? null : jsonError(415, NOT_JSON_MESSAGE);
}

/**
 * Reads the JSON body of every API that changes something: sent as application/json (else 415),
 * of at most 16 KB (or `limit.bytes`, for the few endpoints that take files; oversized bodies are
 * refused with 413 before being read in full), and a JSON object (else 400).
 */
export async function readJsonBody(
  request: Request,
  limit: { bytes: number; message: string } = { bytes: MAX_BODY_BYTES, message: "The request is too large." },
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const notJson = nonJsonRefusal(request);
  if (notJson) return { ok: false, response: notJson };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit.bytes) return { ok: false, response: jsonError(413, limit.message) };
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit.bytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, response: jsonError(413, limit.message) };
      }
      chunks.push(value);
    }
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new Error("not an object");
    return { ok: true, body: parsed as Record<string, unknown> };
  } catch {
    return { ok: false, response: jsonError(400, "The request body must be a JSON object.") };
  }
}
