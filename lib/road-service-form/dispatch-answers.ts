import "server-only";
import { getDatabase } from "@/lib/db";
import { acceptRoadCall, CREW_MESSAGES, markRoadCall, type CrewOutcome } from "@/lib/road-calls/crew-actions";
import { staffActor } from "@/lib/staff/actor";
import { mayActForStore } from "@/lib/staff/road-call-permissions";
import type { StaffMember } from "@/lib/staff/roles";

export const DISPATCH_ACTIONS = ["accept", "on-the-way", "on-site", "rolling", "cancel"] as const;
export type DispatchAction = (typeof DISPATCH_ACTIONS)[number];

export const NOT_YOUR_STORE =
  "Your account does not act for that store. Ask the 24/7 desk to take this call.";
export const UNKNOWN_ACTION = "Choose accept, on-the-way, on-site, rolling or cancel.";

/** A dispatch answer in words and the HTTP status the API gives it. */
export interface DispatchAnswer {
  status: 200 | 400 | 403 | 404 | 409;
  /** The answer as a short code the board's address carries back to the page (never free text). */
  code: string;
  message: string;
  outcome: CrewOutcome | null;
}

const int = (value: unknown) =>
  typeof value === "number"
    ? value
    : typeof value === "string" && /^\d{1,4}$/.test(value)
      ? Number(value)
      : NaN;
const str = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One step on the dispatch board or its API, for a signed-in member: accept (with the store, crew,
 * ETA and truck), a crew's mark, or a cancellation with its reason. Store staff act for their own
 * stores; the desk and operators for all. Outcomes in words, with the status an API answers.
 */
export async function answerDispatch(
  reference: string,
  body: Record<string, unknown>,
  member: StaffMember,
  now = Date.now(),
): Promise<DispatchAnswer> {
  const action = str(body.action) as DispatchAction;
  if (!DISPATCH_ACTIONS.includes(action))
    return { status: 400, code: "unknown-action", message: UNKNOWN_ACTION, outcome: null };
  const call = await (await getDatabase()).findRoadCall(reference);
  if (!call) return { status: 404, code: "not-found", message: CREW_MESSAGES.notFound, outcome: null };
  const actor = staffActor(member);
  let outcome: CrewOutcome;
  if (action === "accept") {
    const storeId = int(body.storeId);
    if (!mayActForStore(member, Number.isNaN(storeId) ? null : storeId))
      return { status: 403, code: "not-your-store", message: NOT_YOUR_STORE, outcome: null };
    outcome = await acceptRoadCall(
      reference,
      { storeId, crewName: str(body.crewName), etaMinutes: int(body.etaMinutes), truck: int(body.truck) },
      actor,
      now,
    );
  } else {
    if (!mayActForStore(member, call.storeId))
      return { status: 403, code: "not-your-store", message: NOT_YOUR_STORE, outcome: null };
    const to = action === "cancel" ? "cancelled" : action;
    outcome = await markRoadCall(reference, to, action === "cancel" ? str(body.reason) : null, actor, now);
  }
  switch (outcome.kind) {
    case "done":
      return { status: 200, code: `done-${action}`, message: doneWords(action, outcome), outcome };
    case "invalid":
      return { status: 400, code: `invalid-${outcome.field}`, message: outcome.message, outcome };
    case "stale":
      return { status: 409, code: "stale", message: CREW_MESSAGES.stale, outcome };
    case "truck-busy":
      return { status: 409, code: "truck-busy", message: CREW_MESSAGES.truckBusy, outcome };
    case "not-found":
      return { status: 404, code: "not-found", message: CREW_MESSAGES.notFound, outcome };
  }
}

function doneWords(action: DispatchAction, outcome: Extract<CrewOutcome, { kind: "done" }>): string {
  const ref = outcome.call.reference;
  const clash = outcome.clashes.length
    ? ` Service truck ${outcome.call.truck} was booked for ${outcome.clashes.map((c) => c.reference).join(", ")} then: the store has been e-mailed to reassign ${outcome.clashes.length === 1 ? "it" : "them"}.`
    : "";
  switch (action) {
    case "accept":
      return `You have road call ${ref}. The driver has been told your ETA.${clash}`;
    case "on-the-way":
      return `Road call ${ref}: marked on the way. The driver has been told.`;
    case "on-site":
      return `Road call ${ref}: marked on site.`;
    case "rolling":
      return `Road call ${ref} is closed: the driver is rolling. The truck is free again.`;
    case "cancel":
      return `Road call ${ref} is cancelled. The driver has been told.`;
  }
}
