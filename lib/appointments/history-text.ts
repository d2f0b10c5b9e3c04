import { findLocation } from "@/data/locations";
import { actorLabel, type Actor } from "@/lib/staff/actor";
import type { AppointmentEvent, WhenAt } from "@/lib/db";
import { formatAppointmentTime } from "@/lib/scheduling/format";
import { toZoned } from "@/lib/core/zoned-time";
import { UNMARKED_VISIT_GRACE_HOURS } from "./hold-ends";

/** One change as staff read it: when, what, who, and the address it came from. */
export interface StaffHistoryLine {
  id: number;
  when: string;
  what: string;
  who: string;
  from: string;
}

const timeZoneOf = (storeId: number) => findLocation(storeId)?.timeZone ?? "America/New_York";

const dayFormat = (options: Intl.DateTimeFormatOptions) => (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
};
/** "Nov 24" */
const shortDay = dayFormat({ month: "short", day: "numeric" });
/** "Thursday, Dec 3" */
const weekdayDay = dayFormat({ weekday: "long", month: "short", day: "numeric" });

/** An instant on the store's clock: "Nov 24" (with `withTime`, "Nov 24, 3:12 PM"). */
function storeMoment(at: number, storeId: number, withTime: boolean): string {
  const { date, time } = toZoned(at, timeZoneOf(storeId));
  return withTime ? `${shortDay(date)}, ${formatAppointmentTime(time)}` : shortDay(date);
}

const whenText = (w: WhenAt) => `${weekdayDay(w.date)} at ${formatAppointmentTime(w.time)}`;

/** What happened, in the staff's words (the reason, the old and new time or unit). */
function staffWhat(event: AppointmentEvent): string {
  switch (event.what) {
    case "requested":
      return "Requested";
    case "booked":
      return event.origin.actor.kind === "staff"
        ? "Booked at the counter"
        : "Booked online, confirmed on the spot";
    case "confirmed":
      return "Confirmed";
    case "declined":
      return `Declined: ${event.detail.reason}`;
    case "moved":
      return `Moved from ${whenText(event.detail.from)} to ${whenText(event.detail.to)}`;
    case "rescheduled":
      return `Rescheduled from ${whenText(event.detail.from)} to ${whenText(event.detail.to)}`;
    case "unit":
      return `${event.detail.service} moved from ${event.detail.from} to ${event.detail.to}`;
    case "completed":
      return "Marked completed";
    case "no_show":
      return "Marked as a no-show";
    case "cancelled":
      return "detail" in event ? `Cancelled: ${event.detail.reason}` : "Cancelled";
    case "proposed":
      return `Proposed ${whenText(event.detail.to)} instead of ${whenText(event.detail.from)}`;
    case "accepted":
      return `Accepted the proposed time: moved from ${whenText(event.detail.from)} to ${whenText(event.detail.to)}`;
    case "kept":
      return `Kept the original time; did not take ${whenText(event.detail.proposal)}`;
    case "lapsed":
      return `Accepted ${whenText(event.detail.proposal)}, but it had been taken meanwhile; the original time stands`;
    case "unanswered":
      return "Released automatically: the time passed without an answer from the store";
    case "tires_returned":
      return `Tires put back in stock automatically: not marked completed or no-show within ${UNMARKED_VISIT_GRACE_HOURS} hours of the visit`;
    case "text-received":
      return `Text from the customer: "${event.detail.body}"`;
    case "on-the-way":
      return "Told the customer the crew is on the way";
    case "ready":
      return "Told the customer the vehicle is ready for pickup";
    case "text-sent":
      return `Text to the customer: "${event.detail.body}"`;
  }
}

/** " by Dana Whitt", " by store e-mail link"; nothing for the site's own changes (their text says so). */
const byWhom = (actor: Actor) => (actor.kind === "system" ? "" : ` by ${actorLabel(actor)}`);

/** The full history for staff (the board), oldest first. */
export function staffHistory(events: readonly AppointmentEvent[], storeId: number): StaffHistoryLine[] {
  return events.map((event) => ({
    id: event.id,
    when: storeMoment(event.at, storeId, true),
    what: staffWhat(event),
    who: actorLabel(event.origin.actor),
    from: event.origin.from ?? "the site itself",
  }));
}

/**
 * The history as the store's e-mail link shows it, oldest first: what, by whom and when ("Confirmed
 * by Dana Whitt · Nov 24, 3:12 PM"); the addresses stay on the staff board.
 */
export function storeHistory(events: readonly AppointmentEvent[], storeId: number): string[] {
  return events.map(
    (event) => `${staffWhat(event)}${byWhom(event.origin.actor)} · ${storeMoment(event.at, storeId, true)}`,
  );
}

/**
 * "Confirmed by Dana Whitt · Nov 24, 3:12 PM": who last confirmed the request; for a booking made
 * on the spot, "Confirmed on the spot when booked online · …"; else null.
 */
export function confirmedByLine(events: readonly AppointmentEvent[], storeId: number): string | null {
  const confirmed = events.findLast((e) => e.what === "confirmed" || e.what === "booked");
  if (!confirmed) return null;
  const when = storeMoment(confirmed.at, storeId, true);
  if (confirmed.what === "booked")
    return confirmed.origin.actor.kind === "staff"
      ? `Booked at the counter by ${actorLabel(confirmed.origin.actor)} · ${when}`
      : `Confirmed on the spot when booked online · ${when}`;
  return `Confirmed by ${actorLabel(confirmed.origin.actor)} · ${when}`;
}

/** Who did it, as the customer is told: never a staff member's name or an address. */
function customerWho(actor: Actor): string {
  if (actor.kind === "customer") return " by you";
  if (actor.kind === "staff" || actor.kind === "store-link") return " by the store";
  return "";
}

/**
 * The customer's part of the history, oldest first: what happened, by whom ("by you", "by the
 * store") and when, e.g. "Requested Nov 24" (or "Booked by you Nov 24"), "Confirmed by the store Nov 25", "Moved to Thursday,
 * Dec 3 at 9:00 AM by the store on Nov 25". The store's own bookkeeping (another bay, tires put
 * back in stock) is left out.
 */
export function customerHistory(events: readonly AppointmentEvent[], storeId: number): string[] {
  return events.flatMap((event) => {
    const day = storeMoment(event.at, storeId, false);
    const by = customerWho(event.origin.actor);
    switch (event.what) {
      case "requested":
        return [`Requested ${day}`];
      case "booked":
        return [`Booked${by} ${day}`];
      case "confirmed":
        return [`Confirmed${by} ${day}`];
      case "declined":
        return [`Declined${by} ${day}`];
      case "moved":
      case "rescheduled":
        return [`Moved to ${whenText(event.detail.to)}${by} on ${day}`];
      case "cancelled":
        return [`Cancelled${by} ${day}`];
      case "proposed":
        return [`The store proposed ${whenText(event.detail.to)} on ${day}`];
      case "accepted":
        return [`Moved to ${whenText(event.detail.to)}${by} on ${day}, as the store proposed`];
      case "kept":
        return [`Original time kept${by} on ${day}`];
      case "lapsed":
        return [`The proposed ${whenText(event.detail.proposal)} was taken before you accepted it (${day})`];
      case "unanswered":
        return [`Cancelled ${day}: the store did not confirm it in time`];
      case "completed":
        return [`Completed ${day}`];
      case "no_show":
        return [`Marked as missed ${day}`];
      case "unit":
      case "tires_returned":
      // Their own words: the store has them, and the page need not repeat them.
      case "text-received":
      case "text-sent":
        return [];
      case "on-the-way":
        return [`Crew on the way ${day}`];
      case "ready":
        return [`Ready for pickup ${day}`];
    }
  });
}
