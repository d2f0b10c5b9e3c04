/**
 * The one client-side fetch helper. Every call sends cookies and a JSON content type unless
 * the body is form data. A JSON reply is parsed, anything else reads as `{}`. A non-OK status
 * throws an HttpError carrying the reply's `message` (or `error`), else the status text, else
 * 'An error occurred'.
 */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function fetchJson<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!(init.body instanceof FormData) && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(path, { ...init, headers, credentials: "include" });
  const isJson = response.headers.get("Content-Type")?.includes("application/json") ?? false;
  const body: unknown = isJson ? await response.json().catch(() => ({})) : {};
  if (!response.ok) {
    throw new HttpError(
      errorMessageOf(body) || response.statusText.trim() || "An error occurred",
      response.status,
      body,
    );
  }
  return body as T;
}

function errorMessageOf(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message) return message;
  if (typeof error === "string" && error) return error;
  return "";
}

/** SPEC's cached-read policy: fresh for 5 minutes, no refetch on focus, one retry. */
export const cachedReadOptions = {
  dedupingInterval: 5 * 60 * 1000,
  revalidateOnFocus: false,
  errorRetryCount: 1,
} as const;

/** Cached reads use the key itself as the path. */
export const jsonFetcher = <T>(path: string) => fetchJson<T>(path);
