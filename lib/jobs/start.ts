import { processCalendarQueue } from "@/lib/appointments/calendar-sync";
import { getDatabase } from "@/lib/db";
import { processOutbox } from "@/lib/mail/outbox";

const RETRY_INTERVAL_MS = 30_000;

/**
 * Runs once when the server starts: applies database migrations, warns about an open status
 * page in production, and keeps retrying e-mails and calendar writes that failed earlier.
 */
export async function startBackgroundWork() {
  if (process.env.NODE_ENV === "production" && !process.env.STATUS_PASSWORD) {
    console.warn(
      "STATUS_PASSWORD is not set: /admin/calendar-status and /calendar-status are open to anyone who knows the address.",
    );
  }
  await getDatabase();
  const tick = () => {
    void processOutbox();
    void processCalendarQueue();
  };
  tick();
  setInterval(tick, RETRY_INTERVAL_MS).unref();
}
