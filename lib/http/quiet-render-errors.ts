const installed = globalThis as unknown as { __quietRenderErrors?: boolean };

/** An error Next.js has digested: a failed render it reports to onRequestError (instrumentation.ts). */
function isReportedRenderError(value: unknown): boolean {
  return value instanceof Error && typeof (value as { digest?: unknown }).digest === "string";
}

/**
 * Next.js prints every failed page render itself, with its message, stack and cause (which may
 * quote what a customer typed), and has no setting to stop it; it then hands the same error to
 * onRequestError, which writes our one line. In production that print is dropped, so each failure
 * is logged once. Everything else printed to stderr is untouched, and development keeps the stacks.
 */
export function quietRenderErrors(): void {
  if (process.env.NODE_ENV !== "production" || installed.__quietRenderErrors) return;
  installed.__quietRenderErrors = true;
  const print = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (!args.some(isReportedRenderError)) print(...args);
  };
}
