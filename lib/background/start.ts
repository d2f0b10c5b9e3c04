import { processCalendarQueue } from "@/lib/appointments/calendar-sync";
import { processOverdueHolds } from "@/lib/appointments/hold-end-job";
import { getDatabase } from "@/lib/db";
import { settleBackgroundPasses, stopStartingBackgroundWork } from "@/lib/core/background-work";
import { describeError } from "@/lib/core/describe-error";
import { withTimeout } from "@/lib/core/with-timeout";
import { INSTANCE_ID } from "@/lib/jobs/lease";
import { processOutbox } from "@/lib/mail/outbox";
import { processTextOutbox } from "@/lib/texts/outbox";
import { processRoadCallEscalations } from "@/lib/road-calls/escalation-job";
import { settings } from "@/lib/settings";

const shared = globalThis as unknown as { __backgroundTimer?: ReturnType<typeof setInterval> };

/**
 * Runs once when the server starts: applies database migrations, warns about an open status
 * page in production, keeps retrying e-mails, texts and calendar writes that failed earlier, and ends
 * the holds of requests nobody answered in time and of visits nobody marked (hold-end-job.ts).
 */
export async function startBackgroundWork() {
  if (process.env.NODE_ENV === "production" && !settings().statusPassword && !settings().entra) {
    console.warn(
      "No staff sign-in is set up (AUTH_ENTRA_* or STATUS_PASSWORD): /admin/calendar-status and /calendar-status are open to anyone who knows the address.",
    );
  }
  // A database that is down at start must not take the site down with it: pages that do not need
  // it still answer, the APIs that do answer 503, and each pass below tries to open it again.
  await getDatabase().catch((error: unknown) =>
    console.error(
      `The database could not be opened at start (${describeError(error)}); the background work tries again.`,
    ),
  );
  const tick = () => {
    void processOutbox();
    void processTextOutbox();
    void processCalendarQueue();
    void processOverdueHolds();
    void processRoadCallEscalations();
  };
  tick();
  // How often each instance looks for due work (e-mails, texts, calendar writes, retries, work left by an
  // instance that stopped, holds to end). BACKGROUND_INTERVAL_MS shortens it for tests.
  shared.__backgroundTimer = setInterval(tick, settings().backgroundIntervalMs);
  shared.__backgroundTimer.unref();
}

/**
 * For a server shutting down: starts no more passes, lets the e-mail or calendar write in progress
 * finish (at most `waitMs`), then hands back every claim this instance still holds so the other
 * instances take that work at once. A send still running after `waitMs` keeps its claim: its lease
 * runs out and another instance retries it, as after a crash.
 */
export async function stopBackgroundWork(
  waitMs: number,
): Promise<{ mail: number; calendar: number; text: number } | null> {
  stopStartingBackgroundWork();
  clearInterval(shared.__backgroundTimer);
  const settled = await withTimeout(settleBackgroundPasses(), waitMs).then(
    () => true,
    () => false,
  );
  if (!settled) return null;
  try {
    return await (await getDatabase()).releaseClaims(INSTANCE_ID);
  } catch (error) {
    console.error(`Claims could not be handed back (${describeError(error)}); their leases will run out.`);
    return null;
  }
}
