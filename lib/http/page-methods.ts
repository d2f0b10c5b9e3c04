import type { NextRequest } from "next/server";
import { requestMethod } from "./request-marks";

/** What a page or file outside /api answers: it is opened, never changed by a request of its own. */
export const PAGE_ALLOW = "GET, HEAD";

const FORM_TYPES = new Set(["multipart/form-data", "application/x-www-form-urlencoded"]);

/**
 * Whether an address outside /api takes this request. GET and HEAD always. A POST only as a
 * form's submission to a page (a Server Action names itself in Next-Action, or the browser posts
 * the form itself), which Next.js answers; never to a file (a name with an extension: a guide, an
 * image, the suggestions index). Anything else is a 405: without this, a page rendered per
 * request answered every method with 200, and a POST to a static file with a 500.
 */
export function pageTakes(request: NextRequest): boolean {
  const method = requestMethod(request);
  if (method === "GET" || method === "HEAD") return true;
  if (method !== "POST" || /\.[^/]*$/.test(request.nextUrl.pathname)) return false;
  if (request.headers.has("next-action")) return true;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  return FORM_TYPES.has(type);
}
