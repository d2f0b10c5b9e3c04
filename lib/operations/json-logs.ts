import { formatWithOptions } from "node:util";
import { describeError } from "@/lib/core/describe-error";
import { INSTANCE_ID } from "@/lib/jobs/lease";

type Level = "debug" | "info" | "warn" | "error";

/** One log record on one line: time, level, instance, message and any fields. */
export function jsonLogLine(level: Level, msg: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, instance: INSTANCE_ID, msg, ...fields });
}

/**
 * With LOG_FORMAT=json, everything the server writes through `console` (ours and Next.js's)
 * becomes one JSON line. An error object is written as its name and code only (see
 * lib/core/describe-error.ts): its message may quote what a customer typed.
 */
export function useJsonConsole(): void {
  const installed = globalThis as unknown as { __jsonConsole?: boolean };
  if (installed.__jsonConsole) return;
  installed.__jsonConsole = true;
  const write =
    (level: Level, stream: NodeJS.WriteStream) =>
    (...args: unknown[]) => {
      const errors = args.filter((arg): arg is Error => arg instanceof Error);
      const text = args.filter((arg) => !(arg instanceof Error));
      // Next.js colours some of its lines; a log collector wants the words.
      const msg = formatWithOptions({ colors: false, breakLength: Infinity }, ...text)
        .replace(/\u001b\[[0-9;]*m/g, "")
        .trim();
      const fields = errors.length ? { error: errors.map(describeError).join("; ") } : {};
      stream.write(`${jsonLogLine(level, msg, fields)}\n`);
    };
  console.debug = write("debug", process.stdout);
  console.log = write("info", process.stdout);
  console.info = write("info", process.stdout);
  console.warn = write("warn", process.stderr);
  console.error = write("error", process.stderr);
}
