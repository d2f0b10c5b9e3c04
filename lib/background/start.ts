import { processCalendarQueue } from "@/lib/appointments/calendar-sync";
import { getDatabase } from "@/lib/db";
import { describeError } from "@/lib/core/describe-error";
import { processOutbox } from "@/lib/mail/outbox";
import { settings } from "@/lib/settings";

/**
 * Runs once when the server starts: applies database migrations, warns about an open status
 * page in production, and keeps retrying e-mails and calendar writes that failed earlier.
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
    void processCalendarQueue();
  };
  tick();
  // How often each instance looks for due work (e-mails, calendar writes, retries, work left by an
  // instance that stopped). BACKGROUND_INTERVAL_MS shortens it for tests.
  setInterval(tick, settings().backgroundIntervalMs).unref();
}
