import { brandCore } from "@/data/brand-core";
import type { Location } from "@/data/locations";
import { REMINDER_KIND, type Appointment, type OutgoingText } from "@/lib/db";
import { locationPath } from "@/lib/locations/links";
import { formatAppointmentTime, shortDay } from "@/lib/scheduling/format";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { withQuietHours } from "@/lib/texts/compose";
import { formatPrice } from "@/lib/core/price";
import { bookedTiresEstimate } from "./booked-tires";
import { REMINDER_LEAD_MS } from "./lifecycle-mails";
import { manageUrl, type AppointmentLinks } from "./mail-content";
import { absoluteUrl, appointmentTimeText } from "./presentation";

/**
 * The texts about an appointment, to a customer who asked for them (`textConsent`): each starts
 * with the store's name, says one thing, and ends with a link; plain words in GSM-7 (no emoji,
 * no curly quotes), so each fits one segment, or two with the manage link. The e-mails still go
 * out as before; a text that has no e-mail of its own (the crew on its way, the vehicle ready)
 * names the customer's address, where its words go if the text cannot be delivered.
 */

type Texted = Appointment & { textConsent: NonNullable<Appointment["textConsent"]> };

const texted = (a: Appointment): a is Texted => a.textConsent !== null;

/** "Thu, Dec 3 at 9:00 AM", or "Thu, Dec 3, arriving 7:30 AM to 12:00 PM" for on-site work. */
const whenText = (a: Appointment) =>
  `${shortDay(a.date)}${a.visit === "on-site" ? ", arriving" : " at"} ${appointmentTimeText(a)}`;

/** "Allegheny Tire Norton, VA: " */
const from = (location: Location) => `${brandCore.shortName} ${location.name}: `;

/** The first text about an appointment says how to stop them. */
const STOP_LINE = "Reply STOP to end texts.";

interface TextParts {
  kind: string;
  words: string;
  link: string;
  notBefore?: number;
  /** For texts with no e-mail of their own: the subject their words go under if the text fails. */
  fallbackSubject?: string;
}

/** The one text of `parts` to a customer who chose texts; none to one who did not. */
const textTo = (a: Appointment, location: Location, parts: TextParts, now: number): OutgoingText[] =>
  texted(a) ? [customerText(a, location, parts, now)] : [];

function customerText(a: Texted, location: Location, parts: TextParts, now: number): OutgoingText {
  return withQuietHours(
    {
      kind: parts.kind,
      to: a.textConsent.phone,
      body: `${from(location)}${parts.words} ${parts.link}`,
      reference: a.reference,
      storeId: a.storeId,
      ...(parts.notBefore === undefined ? {} : { notBefore: parts.notBefore }),
      fallbackEmail: parts.fallbackSubject ? a.email : null,
      fallbackSubject: parts.fallbackSubject ?? null,
    },
    now,
  );
}

/** The day-before reminder, on the reminder e-mail's timing; none for a visit less than a day away. */
export function reminderText(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  now: number,
): OutgoingText | null {
  const sendAt = a.startsAt - REMINDER_LEAD_MS;
  if (!texted(a) || sendAt <= now) return null;
  return customerText(
    a,
    location,
    {
      kind: REMINDER_KIND,
      words: `Reminder: see you tomorrow${a.visit === "on-site" ? ", arriving" : " at"} ${appointmentTimeText(a)}. Change or cancel:`,
      link: manageUrl(a.reference, links),
      notBefore: sendAt,
    },
    now,
  );
}

const withReminder = (texts: OutgoingText[], reminder: OutgoingText | null) =>
  reminder ? [...texts, reminder] : texts;

/**
 * A new appointment: "booked" when it stands confirmed at once, else "requested" (the store will
 * confirm it); and its reminder.
 */
export function bookingTexts(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  now: number,
): OutgoingText[] {
  if (!texted(a)) return [];
  const booked = a.status === "confirmed";
  const estimate = a.tires ? bookedTiresEstimate(a.tires, a.storeId) : null;
  // The figure the customer budgets with, as the e-mail gives it, in as few words as fit.
  const tires = estimate ? ` Tires: about ${formatPrice(estimate.total)} out the door (estimate).` : "";
  const words = booked
    ? `You're booked for ${whenText(a)}.${tires} ${STOP_LINE} Change or cancel:`
    : `We got your request for ${whenText(a)}. The store will confirm it.${tires} ${STOP_LINE} Manage:`;
  return withReminder(
    [
      customerText(
        a,
        location,
        { kind: booked ? "booked" : "requested", words, link: manageUrl(a.reference, links) },
        now,
      ),
    ],
    reminderText(a, location, links, now),
  );
}

export function confirmedTexts(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  now: number,
): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "confirmed",
      words: `Your visit on ${whenText(a)} is confirmed. Manage:`,
      link: manageUrl(a.reference, links),
    },
    now,
  );
}

export function declinedTexts(a: Appointment, location: Location, now: number): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "declined",
      words: `Sorry, we can't take your ${shortDay(a.date)} request. Book another time:`,
      link: absoluteUrl(storeScheduleHref(location.id)),
    },
    now,
  );
}

/**
 * A new time: "moved" by the store, "rescheduled" by the customer; and the new reminder (the
 * change replaces the unsent one).
 */
export function movedTexts(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  by: "store" | "customer",
  now: number,
): OutgoingText[] {
  if (!texted(a)) return [];
  const words =
    by === "store"
      ? `We moved your visit to ${whenText(a)}. If that doesn't suit you, change or cancel:`
      : `Your visit is now ${whenText(a)}. Manage:`;
  return withReminder(
    [
      customerText(
        a,
        location,
        { kind: by === "store" ? "moved" : "rescheduled", words, link: manageUrl(a.reference, links) },
        now,
      ),
    ],
    reminderText(a, location, links, now),
  );
}

/** Cancelled, by the customer or the store. */
export function cancelledTexts(a: Appointment, location: Location, now: number): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "cancelled",
      words: `Your visit on ${whenText(a)} is cancelled. To book again, call ${location.phone} or visit`,
      link: absoluteUrl(locationPath(location)),
    },
    now,
  );
}

/** On-site work: the crew has left for the site. */
export function onTheWayText(a: Appointment, location: Location, now: number): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "on-the-way",
      words: `Our crew is on the way to your site. Questions? Call ${location.phone}.`,
      link: absoluteUrl(locationPath(location)),
      fallbackSubject: "Our crew is on the way",
    },
    now,
  );
}

/** A drop-off: the vehicle is ready to collect, before the store closes. */
export function readyForPickupText(a: Appointment, location: Location, now: number): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "ready",
      words: `Your vehicle is ready for pickup. We close at ${formatAppointmentTime(location.openingHours.close)}.`,
      link: absoluteUrl(locationPath(location)),
      fallbackSubject: "Your vehicle is ready for pickup",
    },
    now,
  );
}

/**
 * The store proposes another time (`a.proposal`): the customer answers YES or NO by reply, or on
 * their page; until then the appointment stays where it is.
 */
export function proposalTexts(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  now: number,
): OutgoingText[] {
  if (!texted(a) || !a.proposal) return [];
  const proposed = { ...a, date: a.proposal.date, time: a.proposal.time };
  return [
    customerText(
      a,
      location,
      {
        kind: "proposed",
        words: `Can you come ${whenText(proposed)} instead? Reply YES to move, NO to keep ${shortDay(a.date)}. Or:`,
        link: manageUrl(a.reference, links),
      },
      now,
    ),
  ];
}

/** The customer's YES came too late: the proposed time was taken, the old one stands. */
export function lapsedTexts(a: Appointment, location: Location, links: AppointmentLinks, now: number) {
  return textTo(
    a,
    location,
    {
      kind: "lapsed",
      words: `Sorry, that time was just taken. Your visit stays ${whenText(a)}; we'll propose another. Manage:`,
      link: manageUrl(a.reference, links),
    },
    now,
  );
}

/** The customer said NO to the proposal: their time stands. */
export function keptTexts(a: Appointment, location: Location, links: AppointmentLinks, now: number) {
  return textTo(
    a,
    location,
    {
      kind: "kept",
      words: `OK, your visit stays ${whenText(a)}. We've told the store. Manage:`,
      link: manageUrl(a.reference, links),
    },
    now,
  );
}

/** Staff answer the customer by text, in their own words (the store's name first, as every text). */
export function staffText(a: Appointment, location: Location, words: string, now: number): OutgoingText[] {
  const parts = {
    kind: "staff-reply",
    words,
    link: "",
    fallbackSubject: `A message from the ${location.name} store`,
  };
  // No link: the words end the text.
  return textTo(a, location, parts, now).map((t) => ({ ...t, body: t.body.trimEnd() }));
}

/** A request nobody answered before its time: the site cancelled it; the customer may book again. */
export function unansweredTexts(a: Appointment, location: Location, now: number): OutgoingText[] {
  return textTo(
    a,
    location,
    {
      kind: "unanswered",
      words: `Sorry, the store could not confirm your request for ${whenText(a)} in time, so it is cancelled. Book again:`,
      link: absoluteUrl(storeScheduleHref(location.id)),
    },
    now,
  );
}
