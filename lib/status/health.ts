import { readGraphConfig } from "@/lib/calendar/graph-config";
import { CONNECTION_INCIDENT } from "@/lib/appointments/calendar-sync";
import { getDatabase, type QueueHealth } from "@/lib/db";
import { settings } from "@/lib/settings";
import { withTimeout } from "@/lib/core/with-timeout";

const DATABASE_TIMEOUT_MS = 2_000;

export interface HealthReport {
  status: "ok" | "unavailable";
  database: { kind: "sqlite" | "postgres" | null; reachable: boolean; error?: string };
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
    return {
      status: "unavailable",
      database: {
        kind: settings().databaseUrl ? "postgres" : "sqlite",
        reachable: false,
        error: error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "Unknown error",
      },
      queue: null,
      calendar: { integration, state: integration === "simulated" ? "not_configured" : "unknown" },
      checkedAt: new Date(now).toISOString(),
    };
  }
}
