/**
 * What the Node.js server tells proxy.ts and the route handlers about a request it had to change
 * before Next.js could take it (lib/http/server-request-guard.ts sets these headers, and removes
 * them from every request first, so no client can set them).
 *
 * - Next.js routes seven methods. TRACE cannot even be represented as a WHATWG Request, and
 *   Next.js builds one for proxy.ts and every route handler, so TRACE ended in a 500 and a stack
 *   trace before any of our code ran; other methods (PROPFIND, PURGE, …) got an empty 400. Such a
 *   request arrives as OPTIONS with REFUSED_METHOD_HEADER naming the real method, and is answered
 *   405 with Allow.
 * - Next.js redirects a path with `//` or `\` before proxy.ts and before the headers of
 *   next.config.ts apply. Such a path arrives tidied, with TIDIED_PATH_HEADER set, and proxy.ts
 *   redirects it, with the security headers.
 */
export const REFUSED_METHOD_HEADER = "x-refused-method";
export const TIDIED_PATH_HEADER = "x-tidied-path";

export const ROUTED_METHODS: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "OPTIONS",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
]);

/** The method the client really sent: the refused one when the server marked it, else the request's own. */
export function requestMethod(request: Request): string {
  return (request.method === "OPTIONS" && request.headers.get(REFUSED_METHOD_HEADER)) || request.method;
}

/** Whether the server collapsed `//` or `\` in this request's path. */
export function pathWasTidied(request: Request): boolean {
  return request.headers.has(TIDIED_PATH_HEADER);
}
