import { findLocation, type Location } from "@/data/locations";
import { staffActor, type ChangeOrigin } from "@/lib/staff/actor";
import { actsForStore, type StaffMember } from "@/lib/staff/roles";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type AppointmentChange,
  type ChangeDecision,
  type UnitAssigner,
} from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { findSchedulerService } from "@/lib/scheduling/services";
import { placeVisit, unitCounts, unitLabel, type UnitKind } from "@/lib/scheduling/capacity";
import { isSlotAvailable, placeAt, type Slot, type SlotQuery } from "@/lib/scheduling/slots";
import type { VisitShape } from "@/lib/scheduling/visit";
import { isValidDate, zonedToEpoch } from "@/lib/core/zoned-time";
import { calendarBusyForBooking, dayBounds, forgetCalendarReads, getAvailability } from "./availability";
import { processCalendarQueue } from "./calendar-sync";
import {
  cancellationMails,
  confirmedMails,
  declinedMails,
  reminderMail,
  rescheduledMails,
  storeMovedMails,
} from "./lifecycle-mails";
import { SLOT_TAKEN_MESSAGE, visitEnd } from "./book";
import { linkAccess, linkRefusal, NOT_FOUND_MESSAGE, type LinkRefusal } from "./link-access";
import { appointmentLinks } from "./link-tokens";
import { setAsideLine, stockShortMessage } from "@/lib/inventory/stock-text";
import { formatAppointmentTime, publicAppointment, type PublicAppointment } from "./presentation";

/** Online changes by the customer close this long before the start; then the store's phone. */
export const CHANGE_CUTOFF_MS = 2 * 60 * 60_000;

export { NOT_FOUND_MESSAGE } from "./link-access";

export type StoreAction =
  | { kind: "confirm" }
  | { kind: "decline"; reason: string }
  | { kind: "move"; date: string; time: string }
  /** Another unit of the same kind for one service of the visit, same time ("Bay 2" to "Bay 4"). */
  | { kind: "assign-unit"; segment: number; unit: number }
  | { kind: "complete" }
  | { kind: "no_show" };

/**
 * What became of a change, in words: `changed`, or `unchanged` when it was already so (a repeat);
 * `invalid`, `not-found` or a link's refusal; `slot-taken` with the day's free times, or `stale`
 * when the appointment is no longer in a state where the action applies (nothing changed).
 */
export type LifecycleOutcome =
  | { kind: "changed" | "unchanged"; message: string; appointment: PublicAppointment }
  | { kind: "invalid"; message: string }
  | LinkRefusal
  | { kind: "slot-taken"; message: string; availableSlots: Slot[] }
  | { kind: "stale"; message: string; appointment: PublicAppointment };

const ok = (a: Appointment, message: string, changed = true): LifecycleOutcome => ({
  kind: changed ? "changed" : "unchanged",
  message,
  appointment: publicAppointment(a),
});
const invalid = (message: string): LifecycleOutcome => ({ kind: "invalid", message });
const notFound = (): LifecycleOutcome => ({ kind: "not-found", message: NOT_FOUND_MESSAGE });
/** The new time was taken meanwhile: the same answer as a booking's, with the day's free times. */
const slotTaken = (availableSlots: Slot[]): LifecycleOutcome => ({
  kind: "slot-taken",
  message: SLOT_TAKEN_MESSAGE,
  availableSlots,
});
/** A stale action: the appointment is no longer in a state where it applies. Nothing changed. */
const stale = (a: Appointment, message: string): LifecycleOutcome => ({
  kind: "stale",
  message,
  appointment: publicAppointment(a),
});

const STATUS_WORDS: Record<Appointment["status"], string> = {
  requested: "still a request",
  confirmed: "confirmed",
  declined: "declined by the store",
  cancelled: "cancelled",
  completed: "marked completed",
  no_show: "marked as a no-show",
};

/** Whether the customer may still change the appointment online, and if not, why. */
export function customerChangeBlock(a: Appointment, location: Location, now: number): string | null {
  if (!ACTIVE_STATUSES.includes(a.status)) return `This appointment is ${STATUS_WORDS[a.status]}.`;
  if (a.startsAt - now < CHANGE_CUTOFF_MS)
    return `Online changes close 2 hours before the appointment. Please call the ${location.name} store at ${location.phone}.`;
  return null;
}

/**
 * The visit an appointment asks for, as it was booked: its services in order, each with the kind
 * and length it was given then (a later change to a service's length does not resize it).
 */
export function shapeOf(a: Appointment): VisitShape {
  return {
    visit: a.visit,
    services: [a.serviceName, ...a.addOns].map((serviceName) => {
      const placed = a.segments.find((s) => s.serviceName === serviceName && s.kind !== "drop-off");
      const service = findSchedulerService(serviceName);
      return {
        serviceName,
        kind: placed ? (placed.kind as Exclude<UnitKind, "drop-off">) : (service?.resource ?? "bay"),
        minutes: placed
          ? (placed.endsAt - placed.startsAt) / 60_000
          : (service?.durationMinutes ?? a.durationMinutes),
      };
    }),
  };
}

/** Start times the appointment could move to on a date: the same rules as booking, its own units free. */
export async function slotsForMove(a: Appointment, location: Location, date: string, now = Date.now()) {
  const availability = await getAvailability(location, date, shapeOf(a), now, a.id);
  // Before the held tires reach the store, no time is free for this appointment.
  const hold = a.tireHold;
  if (hold?.status === "held" && date < hold.readyBy)
    return { ...availability, slots: availability.slots.map((s) => ({ ...s, available: false })) };
  return availability;
}

/** Everything but our own appointments, for placing the visit at a new time (those are read in the transaction). */
async function moveQuery(a: Appointment, location: Location, date: string, now: number): Promise<SlotQuery> {
  const { from, to } = dayBounds(date, location.timeZone);
  // Like a booking: the store calendar when it can be read, never simulated busy time.
  const { busy } = await calendarBusyForBooking(location, from, to);
  return {
    date,
    hours: location.openingHours,
    timeZone: location.timeZone,
    visit: shapeOf(a),
    counts: unitCounts(location.id),
    held: [],
    blocks: busy,
    now,
  };
}

/** Places the visit at the new time in the change's transaction, keeping each service's unit where it is free. */
function movedUnits(query: SlotQuery, time: string, current: Appointment): UnitAssigner {
  return {
    ...dayBounds(query.date, query.timeZone),
    place: (held) => placeAt({ ...query, held }, time, current.segments)?.segments ?? null,
  };
}

/**
 * One service of the visit moved to a named unit of its kind, at the same time: the count of
 * jobs does not change, so only our own appointments can be in the way.
 */
function reassignedUnit(
  current: Appointment,
  location: Location,
  segment: number,
  unit: number,
): UnitAssigner {
  return {
    from: current.startsAt,
    to: Math.max(current.endsAt, ...current.segments.map((s) => s.endsAt)),
    place: (held) =>
      placeVisit(
        current.segments.map((s, i) =>
          i === segment ? { ...s, requireUnit: unit } : { ...s, preferUnit: s.unit },
        ),
        unitCounts(location.id),
        held,
        [],
      )?.segments ?? null,
  };
}

/**
 * Checks a new time against the store's hours, the booking window, notice and the store calendar
 * (our own bookings are checked again in the transaction): invalid, the slot taken with the day's
 * free times, or the query to place the move with when it may be tried.
 */
async function moveRefusal(
  a: Appointment,
  location: Location,
  date: string,
  time: string,
  now: number,
): Promise<LifecycleOutcome | SlotQuery> {
  if (!isValidDate(date) || !/^\d{2}:\d{2}$/.test(time))
    return invalid("Please choose a valid date and time.");
  // The held set moves with the appointment, so it cannot move before the tires are there.
  const hold = a.tireHold;
  if (hold?.status === "held" && date < hold.readyBy)
    return invalid(stockShortMessage(hold.readyBy, location.name));
  const query = await moveQuery(a, location, date, now);
  if (!isSlotAvailable({ ...query, blocks: [], time }))
    return invalid(
      a.visit === "drop-off"
        ? `That day cannot be booked. Drop-offs are made when the store opens (${formatAppointmentTime(location.openingHours.open)}) on a weekday in the next 30 days.`
        : a.visit === "on-site"
          ? `${SITE_MESSAGES.window} Our crews go out on weekdays in the next 30 days, with at least an hour's notice.`
          : "That time cannot be booked. Please choose a date in the next 30 days, during store hours, at least an hour from now.",
    );
  if (!isSlotAvailable({ ...query, time }))
    return slotTaken((await slotsForMove(a, location, date, now)).slots);
  return query;
}

/** Runs one change and answers; background work (calendar, e-mail) follows the response. */
async function apply(
  reference: string,
  decide: (current: Appointment) => ChangeDecision,
  success: (a: Appointment) => string,
  now: number,
  origin: ChangeOrigin,
  move?: { location: Location; date: string; unitTaken?: string },
): Promise<LifecycleOutcome> {
  const db = await getDatabase();
  const result = await db.changeAppointment(reference, decide, now, origin);
  if (result.outcome === "not_found") return notFound();
  if (result.outcome === "refused") {
    return result.repeat
      ? ok(result.appointment, result.reason, false)
      : stale(result.appointment, result.reason);
  }
  if (result.outcome === "conflict") {
    if (move?.unitTaken) return stale(result.appointment, move.unitTaken);
    return slotTaken(
      move ? (await slotsForMove(result.appointment, move.location, move.date, now)).slots : [],
    );
  }
  forgetCalendarReads(result.appointment.storeEmail);
  if (result.appointment.calendarSync === "pending" || result.appointment.calendarSync === "delete_pending")
    afterResponse(processCalendarQueue);
  afterResponse(processOutbox);
  return ok(result.appointment, success(result.appointment));
}

/** A refusal that is really a repeat of the same action: answered as unchanged, not refused. */
const repeat = (message: string): ChangeDecision => ({ refuse: message, repeat: true });

/** Where the appointment stands now, for a move's history ("from"). */
const whenOf = (a: Appointment) => ({ date: a.date, time: a.time });

function newTime(a: Appointment, location: Location, date: string, time: string) {
  const startsAt = zonedToEpoch(date, time, location.timeZone);
  return { date, time, startsAt, endsAt: visitEnd(location, shapeOf(a), date, startsAt) };
}

/** The customer moves their appointment: same store and service, a new time, atomically. */
export async function rescheduleByCustomer(
  reference: string,
  token: string,
  date: string,
  time: string,
  origin: ChangeOrigin,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const found = await linkAccess(reference, token, "customer", now);
  if (!found.ok) return linkRefusal(found);
  const { appointment, location } = found;
  const blocked = customerChangeBlock(appointment, location, now);
  if (blocked) return invalid(blocked);
  if (appointment.date === date && appointment.time === time)
    return ok(appointment, "Your appointment is already at that time.", false);
  const query = await moveRefusal(appointment, location, date, time, now);
  if ("kind" in query) return query;
  const links = await appointmentLinks(reference);
  return apply(
    reference,
    (current) => {
      const block = customerChangeBlock(current, location, now);
      if (block) return { refuse: block };
      const change: AppointmentChange = {
        time: newTime(current, location, date, time),
        units: movedUnits(query, time, current),
        event: { what: "rescheduled", detail: { from: whenOf(current), to: { date, time } } },
        mails: (next) => rescheduledMails(current, next, location, links),
        reminder: (next) => reminderMail(next, location, links, now),
      };
      return { change };
    },
    (a) =>
      `Your appointment is now on ${publicAppointment(a).dateLabel} at ${publicAppointment(a).timeLabel}.`,
    now,
    origin,
    { location, date },
  );
}

/** The customer cancels: frees the time, removes the calendar event, tells both sides. */
export async function cancelByCustomer(
  reference: string,
  token: string,
  origin: ChangeOrigin,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const found = await linkAccess(reference, token, "customer", now);
  if (!found.ok) return linkRefusal(found);
  const { appointment, location } = found;
  if (appointment.status === "cancelled")
    return ok(appointment, "This appointment request was already cancelled.", false);
  const blocked = customerChangeBlock(appointment, location, now);
  if (blocked) return invalid(blocked);
  return apply(
    reference,
    (current) => {
      if (current.status === "cancelled") return repeat("This appointment request was already cancelled.");
      const block = customerChangeBlock(current, location, now);
      if (block) return { refuse: block };
      return {
        change: {
          status: "cancelled",
          event: { what: "cancelled" },
          mails: (next) => cancellationMails(next, location, current.status === "confirmed"),
          reminder: () => null,
        },
      };
    },
    // Once the store confirmed it, it was an appointment, no longer a request.
    () =>
      appointment.status === "confirmed"
        ? "Your appointment has been cancelled."
        : "Your appointment request has been cancelled.",
    now,
    origin,
  );
}

/**
 * The store answers a request or records how it went, through the store's e-mail link: whoever
 * holds its token acts as the store. Each action applies only in the states PRODUCT.md allows; a
 * repeat answers unchanged, a stale one stale; neither changes anything.
 */
export async function actAsStore(
  reference: string,
  token: string,
  action: StoreAction,
  origin: ChangeOrigin,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const found = await linkAccess(reference, token, "store", now);
  if (!found.ok) return linkRefusal(found);
  return storeChange(found.appointment, found.location, action, origin, now);
}

/**
 * The same actions from the staff board, as a signed-in member (already checked for the role by
 * requireStaff): another store's appointment answers as one that does not exist.
 */
export async function actAsStaff(
  reference: string,
  member: StaffMember,
  action: StoreAction,
  from: string | null,
  now = Date.now(),
): Promise<LifecycleOutcome> {
  const found = await findForStaff(reference, member);
  if (!found) return notFound();
  return storeChange(found.appointment, found.location, action, { actor: staffActor(member), from }, now);
}

/** The appointment, for a member of its store (or an operator); another store's reads as none. */
export async function findForStaff(
  reference: string,
  member: Pick<StaffMember, "roles" | "storeIds">,
): Promise<{ appointment: Appointment; location: Location } | null> {
  const appointment = await (await getDatabase()).findByReference(reference);
  if (!appointment || !actsForStore(member, appointment.storeId)) return null;
  const location = findLocation(appointment.storeId);
  return location ? { appointment, location } : null;
}

/** One store action on an appointment its caller may act on, whoever they are. */
async function storeChange(
  appointment: Appointment,
  location: Location,
  action: StoreAction,
  origin: ChangeOrigin,
  now: number,
): Promise<LifecycleOutcome> {
  const { reference } = appointment;
  const links = await appointmentLinks(reference);
  const where = `${appointment.reference} is ${STATUS_WORDS[appointment.status]}`;

  switch (action.kind) {
    case "confirm":
      return apply(
        reference,
        (c) =>
          c.status === "confirmed"
            ? repeat("This appointment was already confirmed.")
            : c.status !== "requested"
              ? { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` }
              : {
                  change: {
                    status: "confirmed",
                    event: { what: "confirmed" },
                    mails: (next) => confirmedMails(next, location, links),
                  },
                },
        (a) =>
          a.tireHold?.status === "held"
            ? `Confirmed. ${setAsideLine(a.tireHold, location.city)} The customer has been e-mailed.`
            : "Confirmed. The customer has been e-mailed.",
        now,
        origin,
      );
    case "decline":
      return apply(
        reference,
        (c) =>
          c.status === "declined"
            ? repeat("This request was already declined.")
            : c.status !== "requested"
              ? { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` }
              : {
                  change: {
                    status: "declined",
                    declineReason: action.reason,
                    event: { what: "declined", detail: { reason: action.reason } },
                    mails: (next) => declinedMails(next, location),
                    reminder: () => null,
                  },
                },
        () => "Declined. The customer has been e-mailed, and the time is free again.",
        now,
        origin,
      );
    case "move": {
      if (!ACTIVE_STATUSES.includes(appointment.status))
        return stale(appointment, `Nothing changed: ${where}.`);
      if (appointment.date === action.date && appointment.time === action.time)
        return ok(appointment, "The appointment is already at that time.", false);
      const query = await moveRefusal(appointment, location, action.date, action.time, now);
      if ("kind" in query) return query;
      return apply(
        reference,
        (c) =>
          !ACTIVE_STATUSES.includes(c.status)
            ? { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` }
            : {
                change: {
                  // The store chose the time: it stands as confirmed.
                  status: "confirmed",
                  time: newTime(c, location, action.date, action.time),
                  units: movedUnits(query, action.time, c),
                  event: {
                    what: "moved",
                    detail: { from: whenOf(c), to: { date: action.date, time: action.time } },
                  },
                  mails: (next) => storeMovedMails(c, next, location, links),
                  reminder: (next) => reminderMail(next, location, links, now),
                },
              },
        (a) =>
          `Moved to ${publicAppointment(a).dateLabel} at ${publicAppointment(a).timeLabel}. The customer has been e-mailed.`,
        now,
        origin,
        { location, date: action.date },
      );
    }
    case "assign-unit": {
      const target = appointment.segments[action.segment];
      if (!target) return invalid("Please choose a service of this appointment.");
      if (action.unit < 1 || action.unit > unitCounts(location.id)[target.kind])
        return invalid(
          `The ${location.name} store has no ${unitLabel({ kind: target.kind, unit: action.unit })}.`,
        );
      const label = unitLabel({ kind: target.kind, unit: action.unit });
      return apply(
        reference,
        (c) => {
          if (!ACTIVE_STATUSES.includes(c.status))
            return { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` };
          const now = c.segments[action.segment];
          if (!now || now.kind !== target.kind)
            return { refuse: "Nothing changed: the appointment changed meanwhile." };
          if (now.unit === action.unit) return repeat(`${target.serviceName} is already on ${label}.`);
          // The customer's time is unchanged: no e-mail, only the store calendar's event follows.
          return {
            change: {
              units: reassignedUnit(c, location, action.segment, action.unit),
              event: {
                what: "unit",
                detail: { service: target.serviceName, from: unitLabel(now), to: label },
              },
              mails: () => [],
            },
          };
        },
        () => `${target.serviceName} moved to ${label}.`,
        now,
        origin,
        {
          location,
          date: appointment.date,
          unitTaken: `${label} is taken at that time. Please choose another.`,
        },
      );
    }
    case "complete":
    case "no_show": {
      const target = action.kind === "complete" ? "completed" : "no_show";
      return apply(
        reference,
        (c) => {
          if (c.status === target) return repeat(`This appointment is already ${STATUS_WORDS[target]}.`);
          if (c.status !== "confirmed")
            return {
              refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}; only confirmed appointments can be marked.`,
            };
          if (now < c.startsAt) return { refuse: "Nothing changed: the appointment has not started yet." };
          return { change: { status: target, event: { what: target }, mails: () => [] } };
        },
        () =>
          target === "completed"
            ? appointment.tireHold?.status === "released"
              ? "Marked completed. Its tires had gone back in stock while it was unmarked; they are off the count again."
              : "Marked completed."
            : "Marked as a no-show.",
        now,
        origin,
      );
    }
  }
}
