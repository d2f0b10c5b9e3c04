import type { IncomingMessage } from "node:http";
import { loggedMethod, loggedPath } from "@/lib/http/request-error-log";
import { settings } from "@/lib/settings";
import { jsonLogLine } from "./json-logs";

export interface AnsweredRequest {
  request: Pick<IncomingMessage, "method" | "url">;
  status: number;
  seconds: number;
  group: string;
}

/**
 * One JSON line per request answered, when LOG_FORMAT is "json" (nothing in text mode, as Next.js
 * logs no requests): method, path without its query (links in e-mails carry their token there),
 * route group, status and milliseconds. Never a header, a body or a client's address. Build files
 * and successful health checks (every second from each proxy) are left out.
 */
export function accessLogLine({ request, status, seconds, group }: AnsweredRequest): string | null {
  if (settings().logFormat !== "json") return null;
  if (group === "static" || (group === "api:health" && status < 400)) return null;
  return jsonLogLine(status >= 500 ? "error" : "info", "request", {
    method: loggedMethod(request.method ?? ""),
    path: loggedPath(request.url ?? "/"),
    group,
    status,
    ms: Math.round(seconds * 10_000) / 10,
  });
}
