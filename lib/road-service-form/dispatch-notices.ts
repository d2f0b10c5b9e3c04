import { CREW_MESSAGES } from "@/lib/road-calls/crew-actions";
import { NOT_YOUR_STORE, UNKNOWN_ACTION } from "./dispatch-answers";

/** The board's words for an answer's code (see answerDispatch), with the call's reference. */
export function dispatchNotice(code: string, reference: string): { text: string; ok: boolean } | null {
  const done: Record<string, string> = {
    "done-accept": `You have road call ${reference}. The driver has been told your ETA.`,
    "done-on-the-way": `Road call ${reference}: marked on the way. The driver has been told.`,
    "done-on-site": `Road call ${reference}: marked on site.`,
    "done-rolling": `Road call ${reference} is closed: the driver is rolling. The truck is free again.`,
    "done-cancel": `Road call ${reference} is cancelled. The driver has been told.`,
  };
  if (done[code]) return { text: done[code], ok: true };
  const failed: Record<string, string> = {
    stale: CREW_MESSAGES.stale,
    "truck-busy": CREW_MESSAGES.truckBusy,
    "not-found": CREW_MESSAGES.notFound,
    "not-your-store": NOT_YOUR_STORE,
    "unknown-action": UNKNOWN_ACTION,
  };
  if (failed[code]) return { text: failed[code], ok: false };
  const field = code.startsWith("invalid-") ? (code.slice(8) as keyof typeof CREW_MESSAGES) : null;
  return field && field in CREW_MESSAGES ? { text: CREW_MESSAGES[field], ok: false } : null;
}
