import type { Location } from "@/data/locations";
import type { ChangeOrigin } from "@/lib/staff/actor";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type ChangeDecision,
  type UnitAssigner,
} from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { processOutbox } from "@/lib/mail/outbox";
import { processTextOutbox } from "@/lib/texts/outbox";
import { SITE_MESSAGES } from "@/lib/scheduling/on-site";
import { findSchedulerService } from "@/lib/scheduling/services";
import { unitCounts, type UnitKind } from "@/lib/scheduling/capacity";
import { isSlotAvailable, placeAt, type Slot, type SlotQuery } from "@/lib/scheduling/slots";
import type { VisitShape } from "@/lib/scheduling/visit";
import { zonedToEpoch } from "@/lib/core/zoned-time";
import { isValidDate } from "@/lib/core/wall-clock";
import { stockShortMessage } from "@/lib/inventory/stock-text";
import { calendarBusyForBooking, dayBounds, forgetCalendarReads, getAvailability } from "./availability";
import { processCalendarQueue } from "./calendar-sync";
import { SLOT_TAKEN_MESSAGE, visitEnd } from "./book";
import { NOT_FOUND_MESSAGE, type LinkRefusal } from "./link-access";
import { formatAppointmentTime, publicAppointment, type PublicAppointment } from "./presentation";

/**
 * What every change to an appointment shares, whoever makes it (the customer, the store, staff):
 * the outcomes in words, the customer's cutoff, the checks on a new time, and the one runner that
 * makes a change in its transaction and starts the background work it needs.
 */

/** Online changes by the customer close this long before the start; then the store's phone. */
export const CHANGE_CUTOFF_MS = 2 * 60 * 60_000;
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

export const ok = (a: Appointment, message: string, changed = true): LifecycleOutcome => ({
  kind: changed ? "changed" : "unchanged",
  message,
  appointment: publicAppointment(a),
});
export const invalid = (message: string): LifecycleOutcome => ({ kind: "invalid", message });
export const notFound = (): LifecycleOutcome => ({ kind: "not-found", message: NOT_FOUND_MESSAGE });
/** The new time was taken meanwhile: the same answer as a booking's, with the day's free times. */
export const slotTaken = (availableSlots: Slot[]): LifecycleOutcome => ({
  kind: "slot-taken",
  message: SLOT_TAKEN_MESSAGE,
  availableSlots,
});
/** A stale action: the appointment is no longer in a state where it applies. Nothing changed. */
export const stale = (a: Appointment, message: string): LifecycleOutcome => ({
  kind: "stale",
  message,
  appointment: publicAppointment(a),
});

export const STATUS_WORDS: Record<Appointment["status"], string> = {
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
export async function moveQuery(
  a: Appointment,
  location: Location,
  date: string,
  now: number,
): Promise<SlotQuery> {
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
export function movedUnits(query: SlotQuery, time: string, current: Appointment): UnitAssigner {
  return {
    ...dayBounds(query.date, query.timeZone),
    place: (held) => placeAt({ ...query, held }, time, current.segments)?.segments ?? null,
  };
}
/**
 * Checks a new time against the store's hours, the booking window, notice and the store calendar
 * (our own bookings are checked again in the transaction): invalid, the slot taken with the day's
 * free times, or the query to place the move with when it may be tried.
 */
export async function moveRefusal(
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
export async function apply(
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
  afterResponse(processTextOutbox);
  return ok(result.appointment, success(result.appointment));
}

/** A refusal that is really a repeat of the same action: answered as unchanged, not refused. */
export const repeat = (message: string): ChangeDecision => ({ refuse: message, repeat: true });

/** Where the appointment stands now, for a move's history ("from"). */
export const whenOf = (a: Appointment) => ({ date: a.date, time: a.time });

export function newTime(a: Appointment, location: Location, date: string, time: string) {
  const startsAt = zonedToEpoch(date, time, location.timeZone);
  return { date, time, startsAt, endsAt: visitEnd(location, shapeOf(a), date, startsAt) };
}
