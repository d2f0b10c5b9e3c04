import { findLocation, type Location } from "@/data/locations";
import { staffActor, type ChangeOrigin } from "@/lib/staff/actor";
import { actsForStore, type StaffMember } from "@/lib/staff/roles";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type AppointmentChange,
  type UnitAssigner,
} from "@/lib/db";
import { placeVisit, unitCounts, unitLabel } from "@/lib/scheduling/capacity";
import { setAsideLine } from "@/lib/inventory/stock-text";
import {
  apply,
  customerChangeBlock,
  invalid,
  moveRefusal,
  movedUnits,
  newTime,
  notFound,
  ok,
  repeat,
  STATUS_WORDS,
  whenOf,
  type LifecycleOutcome,
} from "./change-core";
import {
  cancellationMails,
  confirmedMails,
  declinedMails,
  reminderMail,
  rescheduledMails,
  storeCancelledMails,
} from "./lifecycle-mails";
import { cancelledTexts, confirmedTexts, declinedTexts, movedTexts } from "./lifecycle-texts";
import { sendCustomerNotice } from "./customer-notices";
import { linkAccess, linkRefusal } from "./link-access";
import { appointmentLinks } from "./link-tokens";
import { publicAppointment } from "./presentation";
import { proposeTime } from "./proposals";

export {
  CHANGE_CUTOFF_MS,
  customerChangeBlock,
  shapeOf,
  slotsForMove,
  type LifecycleOutcome,
} from "./change-core";
export { NOT_FOUND_MESSAGE } from "./link-access";

export type StoreAction =
  | { kind: "confirm" }
  | { kind: "decline"; reason: string }
  /** A new time proposed to the customer: nothing moves until they accept it. */
  | { kind: "move"; date: string; time: string }
  /** A confirmed visit called off by the store, with its reason for the customer (a request is declined). */
  | { kind: "cancel"; reason: string }
  /** Another unit of the same kind for one service of the visit, same time ("Bay 2" to "Bay 4"). */
  | { kind: "assign-unit"; segment: number; unit: number }
  /** Tell the customer the crew left for the site (on-site work) or the vehicle is ready (a drop-off). */
  | { kind: "on-the-way" }
  | { kind: "ready" }
  /** Answer the customer by text, in the staff member's words. */
  | { kind: "text"; body: string }
  | { kind: "complete" }
  | { kind: "no_show" };

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
        // The customer chose their own time: a proposal waiting for their answer no longer applies.
        proposal: null,
        event: { what: "rescheduled", detail: { from: whenOf(current), to: { date, time } } },
        mails: (next) => rescheduledMails(current, next, location, links),
        texts: (next) => movedTexts(next, location, links, "customer", now),
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
          proposal: null,
          event: { what: "cancelled" },
          mails: (next) => cancellationMails(next, location, current.status === "confirmed"),
          texts: (next) => cancelledTexts(next, location, now),
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
                    // Confirming keeps the original time: a proposal waiting for an answer ends.
                    status: "confirmed",
                    proposal: null,
                    event: { what: "confirmed" },
                    mails: (next) => confirmedMails(next, location, links, c.proposal),
                    texts: (next) => confirmedTexts(next, location, links, now),
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
                    texts: (next) => declinedTexts(next, location, now),
                    reminder: () => null,
                  },
                },
        () => "Declined. The customer has been e-mailed, and the time is free again.",
        now,
        origin,
      );
    case "move":
      return proposeTime(appointment, location, action.date, action.time, origin, now);
    case "cancel":
      return apply(
        reference,
        (c) =>
          c.status === "cancelled"
            ? repeat("This appointment was already cancelled.")
            : c.status === "requested"
              ? {
                  refuse: `Nothing changed: ${c.reference} is still a request. Decline it instead, with a reason for the customer.`,
                }
              : c.status !== "confirmed"
                ? { refuse: `Nothing changed: ${c.reference} is ${STATUS_WORDS[c.status]}.` }
                : {
                    change: {
                      status: "cancelled",
                      declineReason: action.reason,
                      event: { what: "cancelled", detail: { reason: action.reason } },
                      mails: (next) => storeCancelledMails(next, location),
                      texts: (next) => cancelledTexts(next, location, now),
                      reminder: () => null,
                    },
                  },
        (a) =>
          `Cancelled. The customer has been e-mailed with your reason, and the time is free again.${a.tireHold?.status === "released" ? " The tires held for it are back in stock." : ""}`,
        now,
        origin,
      );
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
    case "on-the-way":
    case "ready":
    case "text":
      return sendCustomerNotice(appointment, location, action, origin, now);
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
