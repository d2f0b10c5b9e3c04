/**
 * Stands in for next/headers outside a Next.js request (vitest calls route handlers and server
 * actions directly): `headers()` answers the headers the test set for the current request. Use
 * with `vi.mock("next/headers", () => import("../support/request-headers"))`.
 */
let current = new Headers();

export function setRequestHeaders(init: Record<string, string> = {}): void {
  current = new Headers(init);
}

export async function headers(): Promise<Headers> {
  return current;
}

export async function cookies() {
  return { get: () => undefined, getAll: () => [], has: () => false };
}
