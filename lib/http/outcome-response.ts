import { outcomeStatus, type AnsweredOutcome } from "./outcome-status";

/**
 * An outcome as JSON, in the one shape every endpoint answers: `success`, on a refusal `error`
 * (its message again, for clients that read that name), then the outcome's own fields. `extra`
 * goes before them, for a field an endpoint has always sent that the kind now says.
 */
export function outcomeBody(outcome: AnsweredOutcome, extra: Record<string, unknown> = {}) {
  const { kind, ...fields } = outcome;
  // Only a 200 is done: a 202 (a code was sent, the request waits for it) is not a success yet.
  return outcomeStatus(kind) === 200
    ? { success: true, ...extra, ...fields }
    : { success: false, error: outcome.message, ...extra, ...fields };
}

/** An outcome as the route's response: its kind's status and its JSON body. */
export function outcomeResponse(
  outcome: AnsweredOutcome,
  headers?: HeadersInit,
  extra?: Record<string, unknown>,
): Response {
  return Response.json(outcomeBody(outcome, extra), { status: outcomeStatus(outcome.kind), headers });
}
