import { keptTexts, lapsedTexts, movedTexts, proposalTexts } from "./lifecycle-texts";
import { findLocation, type Location } from "@/data/locations";
import type { ChangeOrigin } from "@/lib/staff/actor";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type AppointmentProposal,
  type ChangeDecision,
} from "@/lib/db";
import {
  apply,
  moveRefusal,
  movedUnits,
  newTime,
  notFound,
  ok,
  repeat,
  slotsForMove,
  stale,
  STATUS_WORDS,
  whenOf,
  type LifecycleOutcome,
} from "./change-core";
import { reminderMail } from "./lifecycle-mails";
import { linkAccess, linkRefusal } from "./link-access";
import { appointmentLinks } from "./link-tokens";
import { acceptedMails, keptMails, lapsedMails, proposalMails } from "./proposal-mails";
import { appointmentWhenText, proposalWhenText } from "./presentation";
import type { Slot } from "@/lib/scheduling/slots";

/**
 * A store's new time is a proposal: checked like a move (hours, notice, calendar, capacity at that
 * moment), but nothing moves. The appointment keeps its time, units, tires and calendar event, and
 * the customer is asked. Accepting moves it there and confirms it, if the time is still free;
 * keeping the original time, or a time taken meanwhile, ends the proposal and tells the store.
 */

const sameProposal = (a: AppointmentProposal | null, b: AppointmentProposal) =>
  a !== null && a.date === b.date && a.time === b.time && a.proposedAt === b.proposedAt;

const stays = (a: Appointment) => appointmentWhenText(a);

/** The store proposes a new time for a live appointment; a newer proposal replaces an older one. */
export async function proposeTime(
  appointment: Appointment,
  location: Location,
  date: string,
  time: string,
  origin: ChangeOrigin,
  now: number,
): Promise<LifecycleOutcome> {
  const { reference } = appointment;
  if (!ACTIVE_STATUSES.includes(appointment.status))
    return stale(appointment, `Nothing changed: ${reference} is ${STATUS_WORDS[appointment.status]}.`);
  if (appointment.date === date && appointment.time === time)
    return ok(appointment, "The appointment is already at that time.", false);
  const pending = appointment.proposal;
  if (pending?.date === date && pending.time === time)
    return ok(appointment, alreadyProposed(appointment), false);
  const query = await moveRefusal(appointment, location, date, time, now);
  if ("kind" in query) return query;
  // Our own bookings at that moment: the move itself is checked again when the customer accepts.
  const { slots } = await slotsForMove(appointment, location, date, now);
  if (!slots.some((s) => s.time === time && s.available))
    return { kind: "slot-taken", message: PROPOSAL_TAKEN, availableSlots: slots };
  const links = await appointmentLinks(reference);
  return apply(
    reference,
    (c): ChangeDecision => {
      if (!ACTIVE_STATUSES.includes(c.status))
        return { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` };
      if (c.date === date && c.time === time) return repeat("The appointment is already at that time.");
      if (c.proposal?.date === date && c.proposal.time === time) return repeat(alreadyProposed(c));
      return {
        change: {
          proposal: { date, time },
          event: { what: "proposed", detail: { from: whenOf(c), to: { date, time } } },
          mails: (next) => proposalMails(next, location, links),
          texts: (next) => proposalTexts(next, location, links, now),
        },
      };
    },
    (a) =>
      `Proposed ${proposalWhenText(a, { date, time })}. The customer has been asked; until they answer, the appointment stays at ${stays(a)}${a.status === "requested" ? " and is still a request" : ""}.`,
    now,
    origin,
  );
}

const PROPOSAL_TAKEN =
  "Sorry, that time was just booked by another customer. Please choose another available time.";

const alreadyProposed = (a: Appointment) =>
  `${proposalWhenText(a, a.proposal!)} has already been proposed to the customer; they have been asked.`;

/** The customer answers the store's proposal from their manage page (their own link token). */
export async function answerProposal(
  reference: string,
  token: string,
  accept: boolean,
  origin: ChangeOrigin,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const found = await linkAccess(reference, token, "customer", now);
  if (!found.ok) return linkRefusal(found);
  return answerProposalFor(found.appointment, accept, origin, now);
}

/**
 * The customer's answer to the proposal pending on `appointment`, however it came (the manage
 * page, or a reply to a text): accept moves the appointment there and confirms it; keep ends the
 * proposal. A repeat answers unchanged; an answer to a proposal that no longer waits, stale.
 */
export async function answerProposalFor(
  appointment: Appointment,
  accept: boolean,
  origin: ChangeOrigin,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const location = findLocation(appointment.storeId);
  if (!location) return notFound();
  const proposal = appointment.proposal;
  if (!ACTIVE_STATUSES.includes(appointment.status) || !proposal)
    return settledAnswer(appointment, location, accept);
  return accept
    ? acceptProposal(appointment, location, proposal, origin, now)
    : keepOriginal(appointment, location, proposal, origin, now);
}

/**
 * Runs one answer to `proposal`, guarded by it: when the proposal in the row is no longer the one
 * answered (answered meanwhile, replaced, or ended), nothing changes and the answer is worded from
 * what happened to it.
 */
async function answerGuarded(
  answer: { appointment: Appointment; location: Location; proposal: AppointmentProposal; accept: boolean },
  decide: (current: Appointment) => ChangeDecision,
  success: (a: Appointment) => string,
  origin: ChangeOrigin,
  now: number,
  /** Set when the answer moves the appointment to the proposed date. */
  moves = false,
): Promise<LifecycleOutcome> {
  const { appointment, location, proposal, accept } = answer;
  let settled = false;
  const outcome = await apply(
    appointment.reference,
    (c) => {
      if (ACTIVE_STATUSES.includes(c.status) && sameProposal(c.proposal, proposal)) return decide(c);
      settled = true;
      return { refuse: "The proposal was answered meanwhile." };
    },
    success,
    now,
    origin,
    moves ? { location, date: proposal.date } : undefined,
  );
  if (!settled) return outcome;
  const current = await (await getDatabase()).findByReference(appointment.reference);
  return current ? settledAnswer(current, location, accept) : notFound();
}

async function acceptProposal(
  appointment: Appointment,
  location: Location,
  proposal: AppointmentProposal,
  origin: ChangeOrigin,
  now: number,
): Promise<LifecycleOutcome> {
  const { date, time } = proposal;
  const query = await moveRefusal(appointment, location, date, time, now);
  if ("kind" in query)
    return lapse(
      appointment,
      location,
      proposal,
      origin,
      now,
      "availableSlots" in query ? query.availableSlots : [],
    );
  const links = await appointmentLinks(appointment.reference);
  const outcome = await answerGuarded(
    { appointment, location, proposal, accept: true },
    (c) => ({
      change: {
        // The customer chose the store's own time: it stands confirmed.
        status: "confirmed",
        time: newTime(c, location, date, time),
        units: movedUnits(query, time, c),
        proposal: null,
        event: { what: "accepted", detail: { from: whenOf(c), to: { date, time } } },
        mails: (next) => acceptedMails(c, next, location, links),
        texts: (next) => movedTexts(next, location, links, "customer", now),
        reminder: (next) => reminderMail(next, location, links, now),
      },
    }),
    (a) => `Your appointment is now on ${stays(a)}, and it is confirmed. We've e-mailed you and the store.`,
    origin,
    now,
    true,
  );
  if (outcome.kind !== "slot-taken") return outcome;
  return lapse(appointment, location, proposal, origin, now, outcome.availableSlots);
}

/**
 * The customer accepted a time that can no longer be had (taken meanwhile, or too close now):
 * nothing moves, the proposal ends, and the store is asked to propose again.
 */
async function lapse(
  appointment: Appointment,
  location: Location,
  proposal: AppointmentProposal,
  origin: ChangeOrigin,
  now: number,
  availableSlots: Slot[],
): Promise<LifecycleOutcome> {
  const links = await appointmentLinks(appointment.reference);
  const what = { date: proposal.date, time: proposal.time };
  const outcome = await answerGuarded(
    { appointment, location, proposal, accept: true },
    () => ({
      change: {
        proposal: null,
        event: { what: "lapsed", detail: { proposal: what } },
        mails: (next) => lapsedMails(next, location, links, what),
        texts: (next) => lapsedTexts(next, location, links, now),
      },
    }),
    () => "",
    origin,
    now,
  );
  if (outcome.kind !== "changed") return outcome;
  return {
    kind: "slot-taken",
    message: takenMeanwhile(appointment, location),
    availableSlots,
  };
}

const takenMeanwhile = (a: Appointment, location: Location) =>
  `That time was taken meanwhile; your appointment stays at ${stays(a)}. We've told the ${location.name} store, which will propose another time.`;

async function keepOriginal(
  appointment: Appointment,
  location: Location,
  proposal: AppointmentProposal,
  origin: ChangeOrigin,
  now: number,
): Promise<LifecycleOutcome> {
  const links = await appointmentLinks(appointment.reference);
  const what = { date: proposal.date, time: proposal.time };
  return answerGuarded(
    { appointment, location, proposal, accept: false },
    () => ({
      change: {
        proposal: null,
        event: { what: "kept", detail: { proposal: what } },
        mails: (next) => keptMails(next, location, links, what),
        texts: (next) => keptTexts(next, location, links, now),
      },
    }),
    (a) =>
      `You're keeping your original time: ${stays(a)}. We've told the store.${a.status === "requested" ? " It is not confirmed yet: the store will confirm it by e-mail, or call you." : ""}`,
    origin,
    now,
  );
}

/**
 * An answer to a proposal that no longer waits, worded from what became of it: the same answer
 * again is unchanged; anything else is stale, and says where the appointment stands.
 */
async function settledAnswer(a: Appointment, location: Location, accept: boolean): Promise<LifecycleOutcome> {
  if (!ACTIVE_STATUSES.includes(a.status)) return stale(a, `This appointment is ${STATUS_WORDS[a.status]}.`);
  const history = await (await getDatabase()).appointmentHistory(a.id);
  const last = history.findLast((e) =>
    ["proposed", "accepted", "kept", "lapsed", "rescheduled", "confirmed"].includes(e.what),
  );
  const at = stays(a);
  if (last?.what === "accepted")
    return accept
      ? ok(a, `You already accepted the new time: your appointment is on ${at}.`, false)
      : stale(
          a,
          `You already accepted the new time: your appointment is on ${at}. To change it, choose another time or call the store.`,
        );
  if (last?.what === "kept")
    return accept
      ? stale(
          a,
          `You chose to keep your original time, so the store's proposal no longer applies. Your appointment is on ${at}.`,
        )
      : ok(a, `You already chose to keep your original time: ${at}.`, false);
  if (last?.what === "lapsed") return stale(a, takenMeanwhile(a, location));
  return stale(a, `The store has no new time waiting for your answer. Your appointment is on ${at}.`);
}
