import type { Instrumentation } from "next";

export async function register() {
  // Database, mail and calendar code needs Node.js APIs; the edge runtime never runs it.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // First, before anything reads a setting: a bad value stops the server with its name and rule.
    const { exitOnInvalidSettings } = await import("./lib/settings/check-at-start");
    exitOnInvalidSettings();
    const { settings } = await import("@/lib/settings");
    if (settings().logFormat === "json") (await import("@/lib/operations/json-logs")).useJsonConsole();
    // Counts requests for /api/metrics and stops without dropping any on SIGTERM.
    (await import("@/lib/operations/server-lifecycle")).installServerLifecycle();
    const { recordSocketAddresses } = await import("@/lib/http/socket-address");
    recordSocketAddresses();
    const { guardServerRequests } = await import("./lib/http/server-request-guard");
    const { quietRenderErrors } = await import("./lib/http/quiet-render-errors");
    guardServerRequests();
    quietRenderErrors();
    const { startBackgroundWork } = await import("@/lib/background/start");
    await startBackgroundWork();
  }
}

/**
 * Errors that reach Next.js (a page that failed to render; route handlers answer their own, see
 * lib/api/route-handler.ts): one line each, without the message, query, body or headers, which
 * may carry what a customer typed.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { logRequestError } = await import("./lib/http/request-error-log");
  logRequestError({ method: request.method, path: request.path, route: context.routePath, error });
};
