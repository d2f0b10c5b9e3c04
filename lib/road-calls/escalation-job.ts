import "server-only";
import { getDatabase, isDatabaseUnavailable, type RoadCall, type SchedulingDatabase } from "@/lib/db";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { describeError } from "@/lib/core/describe-error";
import { coalesced } from "@/lib/jobs/coalesce";
import { haversineMiles } from "@/lib/geo/distance";
import { findLocation } from "@/data/locations";
import { ANSWER_WITHIN_MINUTES } from "@/data/road-service";
import { ANSWER_WITHIN_MS, nextStep } from "@/lib/road-service/escalation";
import { crewFor, sendSoon } from "./file-road-call";
import { boardUrl, statusUrl } from "./road-call-links";
import { crewOffer, deskAlert, driverNotice, merge } from "./road-call-messages";

const SYSTEM = { kind: "system" } as const;
const BATCH = 20;

const milesTo = (call: RoadCall, storeId: number) => {
  const location = findLocation(storeId);
  return call.point && location ? Math.round(haversineMiles(call.point, location)) : null;
};

/**
 * Moves one waiting call on: to the next store in reach, or to the 24/7 desk. Guarded by the
 * version read, so with several instances running this pass a call moves once per step, and a
 * crew accepting meanwhile wins.
 */
async function escalate(db: SchedulingDatabase, call: RoadCall, now: number): Promise<boolean> {
  const step = nextStep(call, call.inReachStoreIds, now);
  const board = boardUrl(call.reference);
  if (step.kind === "offer") {
    const offer = await crewFor(step.storeId, milesTo(call, step.storeId), now);
    const result = await db.changeRoadCall(
      call.reference,
      call.version,
      { kind: "offer", storeId: step.storeId },
      (next) =>
        offer
          ? crewOffer(next, offer.storeId, offer.crew, offer.miles, board, true)
          : deskAlert(next, "The next store has nobody on call.", board),
      SYSTEM,
      now,
    );
    return result.outcome === "changed";
  }
  if (step.kind === "desk") {
    const url = await statusUrl(call.reference);
    const result = await db.changeRoadCall(
      call.reference,
      call.version,
      { kind: "desk" },
      (next) =>
        merge(
          deskAlert(
            next,
            `No crew took it within ${ANSWER_WITHIN_MINUTES} minutes at any store in reach.`,
            board,
          ),
          driverNotice(
            next,
            "dispatcher",
            `Our 24/7 dispatcher has your call and calls you back shortly at ${next.phone}.`,
            url,
          ),
        ),
      SYSTEM,
      now,
    );
    return result.outcome === "changed";
  }
  return false;
}

/** One pass over the calls no crew took in time. Returns how many moved on. */
export async function escalateRoadCalls(db: SchedulingDatabase, now = Date.now()): Promise<number> {
  let moved = 0;
  for (const call of await db.waitingRoadCalls(now - ANSWER_WITHIN_MS, BATCH)) {
    if (backgroundWorkStopping()) break;
    try {
      if (await escalate(db, call, now)) moved++;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      console.error(`Escalating road call ${call.reference} failed: ${describeError(error)}`);
    }
  }
  return moved;
}

/** The background pass (lib/background/start.ts), with what it queued sent at once. */
export const processRoadCallEscalations = coalesced(
  "Road calls",
  async () => {
    const moved = await escalateRoadCalls(await getDatabase());
    if (moved > 0) sendSoon();
    return moved;
  },
  0,
);
