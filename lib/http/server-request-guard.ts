import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { REFUSED_METHOD_HEADER, ROUTED_METHODS, TIDIED_PATH_HEADER } from "./request-marks";

const installed = globalThis as unknown as { __serverRequestGuard?: boolean };

/**
 * Runs in the Node.js server before Next.js sees a request: the `http.server.request.start`
 * diagnostics channel is published just before the server's request event. A method Next.js does
 * not route becomes an OPTIONS naming the real method, and a path with `//` or `\` is tidied and
 * marked, so that our own code answers both (see lib/http/request-marks.ts).
 */
export function guardServerRequests(): void {
  if (installed.__serverRequestGuard) return;
  installed.__serverRequestGuard = true;
  subscribe("http.server.request.start", (message) => {
    markRequest((message as { request: IncomingMessage }).request);
  });
}

export function markRequest(request: Pick<IncomingMessage, "method" | "url" | "headers">): void {
  delete request.headers[REFUSED_METHOD_HEADER];
  delete request.headers[TIDIED_PATH_HEADER];
  const method = request.method ?? "";
  const url = request.url ?? "/";
  // The build's own files (/_next/…) are only ever fetched; Next.js answered other methods there
  // with a 500. proxy.ts runs for them only when marked, so fetching them costs nothing more.
  const buildFile = url.startsWith("/_next/") && method !== "GET" && method !== "HEAD";
  if (!ROUTED_METHODS.has(method) || buildFile) {
    request.headers[REFUSED_METHOD_HEADER] = method;
    request.method = "OPTIONS";
  }
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (/\/\/|\\/.test(path)) {
    request.url = path.replace(/[\\/]+/g, "/") + (query === -1 ? "" : url.slice(query));
    request.headers[TIDIED_PATH_HEADER] = "1";
  }
}
