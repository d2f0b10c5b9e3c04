import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { headers } from "next/headers";

/**
 * The headers of the request being answered, for requireStaff. Route handlers run inside this
 * scope (lib/api/route-handler.ts sets it from their Request, also when a test calls one
 * directly); pages and server actions read Next.js's own request headers.
 */
const scope = new AsyncLocalStorage<Headers>();

export function withRequestHeaders<T>(request: Request, work: () => T): T {
  return scope.run(request.headers, work);
}

export async function requestHeaders(): Promise<Headers> {
  return scope.getStore() ?? (await headers());
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(source: Headers, name: string): string | undefined {
  for (const part of (source.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
