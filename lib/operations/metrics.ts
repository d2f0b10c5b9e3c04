import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { getDatabase, type QueueHealth } from "@/lib/db";
import { INSTANCE_ID } from "@/lib/jobs/lease";

/**
 * This instance's metrics, in Prometheus's text format at /api/metrics. One registry per process,
 * kept on globalThis because Next.js bundles route handlers and the start-up code separately
 * (prom-client itself is loaded once: next.config.ts lists it in serverExternalPackages).
 */
interface Metrics {
  registry: Registry;
  requests: Counter<"group" | "method" | "status">;
  duration: Histogram<"group">;
  inFlight: Gauge;
  rateLimited: Counter<"action">;
}

const shared = globalThis as unknown as { __metrics?: Metrics };

export function metrics(): Metrics {
  return (shared.__metrics ??= createMetrics());
}

function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ instance_id: INSTANCE_ID });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route group, method and status (a booking's 409 is api:booking, 409).",
    labelNames: ["group", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response, by route group.",
    labelNames: ["group"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "http_requests_in_flight",
    help: "Requests being served now.",
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused with 429 by the per-client limits, by action.",
    labelNames: ["action"] as const,
    registers: [registry],
  });
  registerQueueGauges(registry);
  return { registry, requests, duration, inFlight, rateLimited };
}

/**
 * The e-mail and calendar queues, read from the database at each scrape (shared by every
 * instance, so any one instance's figures are the whole site's).
 */
function registerQueueGauges(registry: Registry) {
  let last: Promise<Awaited<ReturnType<typeof readQueues>>> | null = null;
  // One read per scrape, whichever gauge asks first.
  const read = () => {
    last ??= readQueues().finally(() => setTimeout(() => (last = null), 1000).unref());
    return last;
  };
  // A database that does not answer leaves the queue figures as last read; database_up says so.
  const gauge = (name: string, help: string, pick: (q: QueueHealth) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const queues = await read();
        if (queues) this.set(pick(queues));
      },
    });
  gauge("outbox_queued_messages", "E-mails not yet sent (due or waiting for a retry).", (q) => q.mailQueued);
  gauge(
    "outbox_failed_messages",
    "E-mails that failed for good and wait for an operator.",
    (q) => q.mailFailed,
  );
  gauge(
    "outbox_oldest_due_age_seconds",
    "How long the oldest due e-mail has waited (0 when none is due).",
    (q) => q.oldestDueMailAgeMs / 1000,
  );
  gauge(
    "calendar_pending_writes",
    "Calendar writes (events, deletions) still to do.",
    (q) => q.calendarPending,
  );
  gauge(
    "calendar_oldest_due_age_seconds",
    "How long the oldest due calendar write has waited (0 when none is due).",
    (q) => q.oldestDueCalendarAgeMs / 1000,
  );
  gauge("calendar_failed_writes", "Calendar writes that failed for good.", (q) => q.calendarFailed);
  new Gauge({
    name: "database_up",
    help: "1 when the database answered this scrape, else 0.",
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
}

async function readQueues(): Promise<QueueHealth | null> {
  try {
    return await (await getDatabase()).queueHealth(Date.now());
  } catch {
    return null;
  }
}
