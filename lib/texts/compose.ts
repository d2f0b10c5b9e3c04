import type { OutgoingText } from "@/lib/db";
import { earliestSend } from "./quiet-hours";

/**
 * A text as it is queued at `now`: put off to the end of the store's quiet hours when it would
 * otherwise go out at night (the outbox checks again when it sends, for retries that slip into
 * the night).
 */
export function withQuietHours(text: OutgoingText, now: number): OutgoingText {
  const due = Math.max(text.notBefore ?? now, now);
  const earliest = earliestSend({ kind: text.kind, storeId: text.storeId, createdAt: now }, due);
  return earliest === due && text.notBefore === undefined ? text : { ...text, notBefore: earliest };
}
