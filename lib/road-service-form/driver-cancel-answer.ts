import "server-only";
import { textOf } from "@/lib/forms/form-values";
import { roadCallForDriver } from "@/lib/road-calls/call-status";
import { markRoadCall, type CrewOutcome } from "@/lib/road-calls/crew-actions";

/** Why a driver calls it off, in the words the crew and the status page show. */
export const DRIVER_CANCEL_REASONS = {
  rolling: { choice: "I'm rolling again", reason: "The driver is rolling again without us" },
  "other-help": { choice: "I have other help", reason: "The driver has other help" },
  "not-needed": {
    choice: "I no longer need road service",
    reason: "The driver no longer needs road service",
  },
} as const;

/**
 * The driver calls off their own call from its signed status page (the link is the proof). The
 * crew hears at once by the same path as a store's cancellation; the truck goes back.
 */
export async function answerDriverCancel(form: FormData): Promise<CrewOutcome | { kind: "refused" }> {
  const found = await roadCallForDriver(textOf(form, "reference"), textOf(form, "t"));
  const reason = DRIVER_CANCEL_REASONS[textOf(form, "reason") as keyof typeof DRIVER_CANCEL_REASONS]?.reason;
  if (!found || !reason) return { kind: "refused" };
  return markRoadCall(found.call.reference, "cancelled", reason, { kind: "customer" });
}
