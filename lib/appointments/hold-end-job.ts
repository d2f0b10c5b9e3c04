import { unansweredTexts } from "./lifecycle-texts";
import { findLocation } from "@/data/locations";
import {
  getDatabase,
  isDatabaseUnavailable,
  type Appointment,
  type ChangeDecision,
  type HoldCursor,
  type SchedulingDatabase,
} from "@/lib/db";
import { backgroundWorkStopping } from "@/lib/core/background-work";
import { describeError } from "@/lib/core/describe-error";
import { coalesced } from "@/lib/jobs/coalesce";
import { processOutbox } from "@/lib/mail/outbox";
import type { ChangeOrigin } from "@/lib/staff/actor";
import { processCalendarQueue } from "./calendar-sync";
import { isUnanswered, isUnmarkedWithTires, noticeDue, UNMARKED_VISIT_GRACE_MS } from "./hold-ends";
import { unansweredMails, unmarkedVisitMails } from "./lifecycle-mails";

/** The site's own changes: no person, no client address. */
export const SYSTEM_ORIGIN: ChangeOrigin = { actor: { kind: "system" }, from: null };

const BATCH = 20;
/**
 * Changes of each kind one pass tries at most: a backlog (the first run on years of history) is
 * worked off a tick at a time, without holding the database's write lock for long.
 */
const PASS_LIMIT = 100;

/**
 * Cancels a request the store never answered, as a cancellation does (its units and tires go
 * back, its calendar event is removed, the unsent reminder dropped), with the customer's and the
 * store's e-mails. Decided again on the row as it stands, locked, in the change's transaction:
 * answered, cancelled or moved meanwhile (by the store, or by another instance of this job), it
 * is left alone. True when this call made the change.
 */
async function cancelUnanswered(db: SchedulingDatabase, reference: string, now: number): Promise<boolean> {
  const result = await db.changeAppointment(
    reference,
    (current): ChangeDecision => {
      if (!isUnanswered(current, now)) return { refuse: "It is no longer an unanswered request." };
      const location = noticeDue(current, now) ? findLocation(current.storeId) : undefined;
      const returned = current.tireHold?.status === "held" ? current.tireHold : null;
      return {
        change: {
          status: "cancelled",
          event: { what: "unanswered" },
          mails: (next) => (location ? unansweredMails(next, location, returned) : []),
          texts: (next) => (location ? unansweredTexts(next, location, now) : []),
          reminder: () => null,
        },
      };
    },
    now,
    SYSTEM_ORIGIN,
  );
  return result.outcome === "changed";
}

/**
 * Puts back in stock the tires of a confirmed visit nobody marked completed or no-show, and tells
 * the store once. It stays confirmed (calendar event, units and all); guarded like the above.
 * Long overdue (NOTICE_WINDOW_MS in hold-ends.ts), either change is made without its e-mails.
 */
async function returnTires(db: SchedulingDatabase, reference: string, now: number): Promise<boolean> {
  const result = await db.changeAppointment(
    reference,
    (current): ChangeDecision => {
      if (!isUnmarkedWithTires(current, now) || !current.tireHold)
        return { refuse: "It no longer holds tires past its visit." };
      const location = noticeDue(current, now) ? findLocation(current.storeId) : undefined;
      const returned = current.tireHold;
      return {
        change: {
          releaseHold: true,
          event: { what: "tires_returned" },
          mails: (next) => (location ? unmarkedVisitMails(next, location, returned) : []),
        },
      };
    },
    now,
    SYSTEM_ORIGIN,
  );
  return result.outcome === "changed";
}

/**
 * Due appointments of one kind, a page at a time, newest first, PASS_LIMIT tries at most (an
 * appointment refused or failed is passed over until the next pass, never retried in a loop).
 * One that fails is logged and skipped; a database that is away fails the pass.
 */
async function eachDue(
  list: (after: HoldCursor | null) => Promise<Appointment[]>,
  at: (a: Appointment) => number,
  act: (reference: string) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  let tried = 0;
  for (let after: HoldCursor | null = null; ;) {
    const page = await list(after);
    for (const a of page) {
      if (backgroundWorkStopping() || tried++ >= PASS_LIMIT) return done;
      try {
        if (await act(a.reference)) done++;
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        console.error(`Ending the hold of ${a.reference} failed: ${describeError(error)}`);
      }
    }
    if (page.length < BATCH) return done;
    const last = page.at(-1)!;
    after = { at: at(last), id: last.id };
  }
}

export interface HoldEndCounts {
  /** Requests cancelled because their time came unanswered. */
  unanswered: number;
  /** Confirmed visits whose tires went back in stock. */
  tiresReturned: number;
}

/**
 * One pass over the holds that should have ended: requests whose time came before the store
 * answered, and confirmed visits still holding tires a grace period after their end. Any number
 * of instances may run it at once: each change is guarded by the state it was decided on, so an
 * appointment is changed, and its e-mails written, once.
 */
export async function endOverdueHolds(db: SchedulingDatabase, now = Date.now()): Promise<HoldEndCounts> {
  const unanswered = await eachDue(
    (after) => db.unansweredRequests(now, BATCH, after),
    (a) => a.startsAt,
    (reference) => cancelUnanswered(db, reference, now),
  );
  const tiresReturned = await eachDue(
    (after) => db.heldPastVisits(now - UNMARKED_VISIT_GRACE_MS, BATCH, after),
    (a) => a.endsAt,
    (reference) => returnTires(db, reference, now),
  );
  return { unanswered, tiresReturned };
}

/**
 * The background pass (lib/background/start.ts): ends overdue holds, then sends the e-mails and
 * calendar removals it queued rather than leaving them to the next tick.
 */
export const processOverdueHolds = coalesced(
  "Overdue holds",
  async () => {
    const counts = await endOverdueHolds(await getDatabase());
    if (counts.unanswered + counts.tiresReturned > 0) {
      void processOutbox();
      if (counts.unanswered > 0) void processCalendarQueue();
    }
    return counts;
  },
  { unanswered: 0, tiresReturned: 0 },
);
