import { ANSWER_WITHIN_MINUTES } from "@/data/road-service";

export const ANSWER_WITHIN_MS = ANSWER_WITHIN_MINUTES * 60_000;

/** What a call waiting for a crew needs next. */
export type NextStep =
  { kind: "offer"; storeId: number } | { kind: "desk" } | { kind: "wait"; until: number } | { kind: "none" };

export interface WaitingCall {
  status: string;
  /** Stores offered the call so far, in order. */
  offeredStoreIds: readonly number[];
  offeredAt: number;
  /** When the 24/7 desk and the operators were told, or null. */
  deskAlertedAt: number | null;
}

/**
 * Escalation on the clock: a call no crew accepted within ANSWER_WITHIN_MINUTES goes to the next
 * store in reach; when there is none left, to the 24/7 desk (its phone and the operators' e-mail).
 * The desk is told once; the call stays open for any crew to take until someone does.
 */
export function nextStep(call: WaitingCall, inReach: readonly number[], now: number): NextStep {
  if (call.status !== "received" || call.deskAlertedAt !== null) return { kind: "none" };
  const due = call.offeredAt + ANSWER_WITHIN_MS;
  if (call.offeredStoreIds.length > 0 && now < due) return { kind: "wait", until: due };
  const next = inReach.find((storeId) => !call.offeredStoreIds.includes(storeId));
  return next === undefined ? { kind: "desk" } : { kind: "offer", storeId: next };
}
