import { readGraphConfig } from "@/lib/calendar/graph-config";
import { CONNECTION_INCIDENT } from "@/lib/appointments/calendar-sync";
import { getDatabase, type QueueHealth } from "@/lib/db";
import { settings } from "@/lib/settings";
import { withTimeout } from "@/lib/core/with-timeout";
import { describeError } from "@/lib/core/describe-error";

const DATABASE_TIMEOUT_MS = 2_000;

/** All the report says about a failure: the error's text names our servers' addresses. */
export const DATABASE_UNREACHABLE = "database unreachable";

/** The last failure logged, so a database that stays away is logged once, not at every check. */
let lastLogged: string | null = null;

function logUnreachable(error: unknown): void {
  const text = error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error);
  const line = `Health check: the database cannot be reached: ${describeError(error)}: ${text}`;
  if (line !== lastLogged) console.error(line);
  lastLogged = line;
}

export interface HealthReport {
  status: "ok" | "unavailable";
  /** `error` is one generic word for monitoring; what failed is in the server's log. */
  database: { kind: "sqlite" | "postgres" | null; reachable: boolean; error?: typeof DATABASE_UNREACHABLE };
  queue: QueueHealth | null;
  calendar: {
    integration: "microsoft365" | "simulated";
    state: "ok" | "retrying" | "unknown" | "not_configured";
  };
  checkedAt: string;
}

/** Whether this instance can take traffic, with the queue's depth and age for monitoring. */
export async function healthReport(now = Date.now()): Promise<HealthReport> {
  const integration = readGraphConfig() ? "microsoft365" : "simulated";
  try {
    const db = await withTimeout(getDatabase(), DATABASE_TIMEOUT_MS);
    await withTimeout(db.ping(), DATABASE_TIMEOUT_MS);
    const [queue, incidents] = await Promise.all([db.queueHealth(now), db.openIncidents()]);
    const connectionBroken = incidents.some((i) => i.key === CONNECTION_INCIDENT);
    lastLogged = null;
    return {
      status: "ok",
      database: { kind: db.kind, reachable: true },
      queue,
      calendar: {
        integration,
        state: integration === "simulated" ? "not_configured" : connectionBroken ? "retrying" : "ok",
      },
      checkedAt: new Date(now).toISOString(),
    };
  } catch (error) {
    logUnreachable(error);
    return {
      status: "unavailable",
      database: {
        kind: settings().databaseUrl ? "postgres" : "sqlite",
        reachable: false,
        error: DATABASE_UNREACHABLE,
      },
      queue: null,
      calendar: { integration, state: integration === "simulated" ? "not_configured" : "unknown" },
      checkedAt: new Date(now).toISOString(),
    };
  }
}
