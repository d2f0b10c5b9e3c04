import { getDatabase, type DeliveryOutcome } from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { textFallbackMail } from "./fallback-mail";

/** Delivery statuses that mean the text never reached the phone (ACS reports "Delivered" or "Failed"). */
const UNDELIVERED = new Set(["failed", "undeliverable", "expired", "rejected", "blocked"]);

export const isUndelivered = (status: string) => UNDELIVERED.has(status.trim().toLowerCase());

/**
 * A delivery report from the provider: the status is kept on the text, and a text that was not
 * delivered sends its words by e-mail, if it names an address (once, however many reports come).
 */
export async function recordDeliveryReport(
  report: { messageId: string; status: string; detail: string | null },
  now = Date.now(),
): Promise<DeliveryOutcome> {
  const db = await getDatabase();
  const status = report.detail ? `${report.status}: ${report.detail}`.slice(0, 200) : report.status;
  const outcome = await db.recordTextDelivery(
    report.messageId,
    status,
    isUndelivered(report.status),
    now,
    textFallbackMail,
  );
  if (outcome.outcome === "recorded" && outcome.fallbackQueued) afterResponse(processOutbox);
  return outcome;
}
