import { holdLine, setAsideSentence } from "@/lib/inventory/stock-text";
import { brand } from "@/data/brand";
import type { Location } from "@/data/locations";
import {
  REMINDER_KIND,
  type Appointment,
  type AppointmentProposal,
  type NewAppointment,
  type OutgoingMail,
  type TireHold,
} from "@/lib/db";
import { locationPath } from "@/lib/locations/links";
import { storeScheduleHref } from "@/lib/scheduling/schedule-link";
import { asText, escapeHtml, htmlDocument, htmlLink } from "@/lib/mail/html";
import { adminHref } from "./admin-list";
import { UNMARKED_VISIT_GRACE_HOURS } from "./hold-ends";
import { detailRows, vehicleText } from "./mail-layout";
import {
  customerContactRows,
  manageUrl,
  replyToCustomer,
  replyToStore,
  storeActionLines,
  storePhoneHtml,
  type AppointmentLinks,
} from "./mail-content";
import {
  absoluteUrl,
  appointmentTimeText,
  appointmentWhenText,
  appointmentIcs,
  proposalWhenText,
  visitServicesText,
} from "./presentation";

/** A day before the start; requests made closer to their time than this get no reminder. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** An appointment as booked or as it now stands (mail for a new request is built before the insert). */
type MailAppointment = NewAppointment & Partial<Pick<Appointment, "status" | "sequence" | "changedAt">>;

const when = appointmentWhenText;

interface CustomerMail {
  kind: string;
  subject: string;
  title: string;
  /** Plain sentences; escaped for the HTML part. */
  intro: string[];
  /** The manage link's line, or none (the appointment is over). */
  manage?: AppointmentLinks;
  footer?: { text: string; html: string }[];
}

/** A message to the customer about their appointment as it now stands, with its updated .ics. */
export function customerMail(a: MailAppointment, location: Location, m: CustomerMail): OutgoingMail {
  const rows = detailRows(a, location, vehicleText(a));
  const manage = m.manage ? manageUrl(a.reference, m.manage) : null;
  const footer = [
    ...(m.footer ?? []),
    ...(manage
      ? [
          {
            text: `Need to change or cancel? ${manage}`,
            html: `Need to change or cancel? ${htmlLink(manage, "Manage your appointment")}.`,
          },
        ]
      : []),
    {
      text: `Questions? Call the store at ${location.phone}.`,
      html: `Questions? Call the store at ${storePhoneHtml(location)}.`,
    },
  ];
  return {
    kind: m.kind,
    to: a.email,
    subject: m.subject,
    text: [
      `Hello ${a.firstName},`,
      "",
      ...m.intro,
      "",
      asText(rows),
      "",
      ...footer.map((f) => f.text),
      "",
      `${brand.name}, ${brand.tagline}`,
    ].join("\n"),
    html: htmlDocument(
      m.title,
      [`Hello ${escapeHtml(a.firstName)},`, ...m.intro.map(escapeHtml)],
      rows,
      footer.map((f) => f.html),
    ),
    ics: appointmentIcs(a),
    reference: a.reference,
    ...replyToStore(location),
  };
}

/** A message to the store about one appointment: its actions while it is a request, else `next`. */
export function storeMail(
  a: Appointment,
  location: Location,
  kind: string,
  subject: string,
  intro: string,
  links?: AppointmentLinks,
  /** Lines after the intro, in place of a request's actions. */
  next?: { text: string[]; html: string },
): OutgoingMail {
  const rows = [...detailRows(a, location, vehicleText(a), a.segments), ...customerContactRows(a)];
  const actions = links && a.status === "requested" ? storeActionLines(a.reference, links) : (next ?? null);
  return {
    kind,
    to: location.email,
    subject,
    text: [intro, ...(actions ? ["", ...actions.text] : []), "", asText(rows)].join("\n"),
    html: htmlDocument(subject, [escapeHtml(intro), ...(actions ? [actions.html] : [])], rows, []),
    ics: null,
    reference: a.reference,
    ...replyToCustomer(a),
  };
}

/** `withdrawn`: a new time the store had proposed, which confirming the original time ends. */
export function confirmedMails(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  withdrawn: AppointmentProposal | null = null,
): OutgoingMail[] {
  return [
    customerMail(a, location, {
      kind: "confirmed-customer",
      subject: `Appointment confirmed: ${visitServicesText(a)}, ${when(a)}`,
      title: "Your appointment is confirmed",
      intro: [
        `The ${location.name} store has confirmed your appointment. We look forward to seeing you.`,
        ...(withdrawn
          ? [
              `The other time the store proposed, ${proposalWhenText(a, withdrawn)}, no longer applies: your appointment stays on ${when(a)}.`,
            ]
          : []),
        ...(a.tireHold?.status === "held" ? [setAsideSentence(a.tireHold, location.name)] : []),
      ],
      manage: links,
    }),
  ];
}

export function declinedMails(a: Appointment, location: Location): OutgoingMail[] {
  const bookAgain = absoluteUrl(storeScheduleHref(location.id));
  return [
    customerMail(a, location, {
      kind: "declined-customer",
      subject: `Appointment request declined: ${a.reference}`,
      title: "The store cannot take this appointment",
      intro: [
        `We're sorry: the ${location.name} store cannot take your request for ${when(a)}.`,
        ...(a.declineReason ? [`The store's note: ${a.declineReason}`] : []),
        "The time has been removed from your calendar.",
      ],
      footer: [
        {
          text: `Book another time: ${bookAgain}`,
          html: `${htmlLink(bookAgain, "Book another time")} or call the store.`,
        },
      ],
    }),
  ];
}

/** The store cancelled a confirmed visit: the customer's notice with the store's reason, and a cancelling .ics. */
export function storeCancelledMails(a: Appointment, location: Location): OutgoingMail[] {
  const bookAgain = absoluteUrl(storeScheduleHref(location.id));
  return [
    customerMail(a, location, {
      kind: "store-cancel-customer",
      subject: `Appointment cancelled by the store: ${a.reference}`,
      title: "The store had to cancel your appointment",
      intro: [
        `We're sorry: the ${location.name} store has had to cancel your appointment on ${when(a)}.`,
        ...(a.declineReason ? [`The store's note: ${a.declineReason}`] : []),
        "The time has been removed from your calendar.",
      ],
      footer: [
        {
          text: `Book another time: ${bookAgain}`,
          html: `${htmlLink(bookAgain, "Book another time")} or call the store.`,
        },
      ],
    }),
  ];
}

/** The customer moved the appointment: their copy, and the store's notice (with actions if still a request). */
export function rescheduledMails(
  previous: Appointment,
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
): OutgoingMail[] {
  return [
    customerMail(a, location, {
      kind: "rescheduled-customer",
      subject: `Appointment rescheduled: ${visitServicesText(a)}, ${when(a)}`,
      title: "Your appointment has a new time",
      intro: [
        `Your appointment has moved from ${when(previous)} to ${when(a)}.`,
        a.status === "confirmed"
          ? "It stays confirmed."
          : `It is not confirmed yet: the ${location.name} store will confirm it by e-mail, or call you.`,
      ],
      manage: links,
    }),
    storeMail(
      a,
      location,
      "rescheduled-store",
      `Rescheduled by customer: ${a.reference}, now ${when(a)}`,
      `${a.firstName} ${a.lastName} moved this appointment from ${when(previous)} to ${when(a)}. The old time is free again.`,
      links,
    ),
  ];
}

/** The customer cancelled: `confirmed`, it was an appointment (booked or confirmed), not a request. */
export function cancellationMails(a: Appointment, location: Location, confirmed = false): OutgoingMail[] {
  const bookAgain = absoluteUrl(locationPath(location));
  const what = confirmed ? "appointment" : "appointment request";
  return [
    customerMail(a, location, {
      kind: "cancel-customer",
      subject: `${confirmed ? "Appointment" : "Appointment request"} cancelled: ${a.reference}`,
      title: `Your ${what} was cancelled`,
      intro: [`Your ${what} has been cancelled. We hope to see you another time.`],
      footer: [
        {
          text: `To book again, call ${location.phone} or visit ${bookAgain}`,
          html: `To book again, call ${storePhoneHtml(location)} or visit ${htmlLink(bookAgain, "the store's page")}.`,
        },
      ],
    }),
    storeMail(
      a,
      location,
      "cancel-store",
      `Cancelled by customer: ${a.reference}`,
      `${a.firstName} ${a.lastName} cancelled this ${what}. The time is free again.`,
    ),
  ];
}

/**
 * A request the store never answered, cancelled by the site when its time came: the customer's
 * notice (a cancellation's, saying why) and the store's. `returned`: the tires it held, now back
 * in stock (null without tires).
 */
export function unansweredMails(
  a: Appointment,
  location: Location,
  returned: TireHold | null,
): OutgoingMail[] {
  const bookAgain = absoluteUrl(storeScheduleHref(location.id));
  const tires = returned
    ? ` The tires held for it (${holdLine(returned, location.city)}) are back in stock.`
    : "";
  return [
    customerMail(a, location, {
      kind: "unanswered-customer",
      subject: `Appointment request not confirmed: ${a.reference}`,
      title: "Your appointment request was not confirmed in time",
      intro: [
        `We're sorry: the ${location.name} store did not confirm your request for ${when(a)} in time, so it has been cancelled and the time removed from your calendar.`,
        ...(returned ? ["The tires set aside for it are no longer reserved."] : []),
        "Please book another time, or call the store and we will find you one.",
      ],
      footer: [
        {
          text: `To book again, call ${location.phone} or visit ${bookAgain}`,
          html: `To book again, call ${storePhoneHtml(location)} or ${htmlLink(bookAgain, "choose another time")}.`,
        },
      ],
    }),
    storeMail(
      a,
      location,
      "unanswered-store",
      `Request released unanswered: ${a.reference}, ${when(a)}`,
      `Nobody confirmed or declined this request from ${a.firstName} ${a.lastName} before its time, so it was cancelled automatically and the time is free again.${tires} The customer was told it was not confirmed, and to book again or call the store.`,
    ),
  ];
}

/**
 * To the store: a confirmed visit was not marked completed or no-show within the grace period
 * after it, so the tires held for it (`returned`) went back in stock. It stays confirmed; marking
 * it completed takes the tires off the count again.
 */
export function unmarkedVisitMails(a: Appointment, location: Location, returned: TireHold): OutgoingMail[] {
  const board = absoluteUrl(
    adminHref({ view: "day", store: location.slug, from: a.date, status: "open", days: 7 }),
  );
  return [
    storeMail(
      a,
      location,
      "unmarked-visit-store",
      `Mark visit completed or no-show: ${a.reference}, ${when(a)}`,
      `This confirmed visit from ${a.firstName} ${a.lastName} (${when(a)}) was not marked completed or no-show within ${UNMARKED_VISIT_GRACE_HOURS} hours, so the tires held for it (${holdLine(returned, location.city)}) were put back in stock. Please mark it now: completed if the tires were fitted (they then come off the stock count again), or no-show if the customer did not come.`,
      undefined,
      {
        text: [`Mark it on the staff board: ${board}`],
        html: `${htmlLink(board, "Mark it on the staff board")}.`,
      },
    ),
  ];
}

/** The reminder a day ahead, or none when the appointment is less than a day away. */
export function reminderMail(
  a: MailAppointment,
  location: Location,
  links: AppointmentLinks,
  now: number,
): OutgoingMail | null {
  const sendAt = a.startsAt - REMINDER_LEAD_MS;
  if (sendAt <= now) return null;
  return {
    ...customerMail(a, location, {
      kind: REMINDER_KIND,
      subject: `Reminder: ${visitServicesText(a)} tomorrow${a.visit === "on-site" ? ", arriving" : " at"} ${appointmentTimeText(a)}`,
      title: "See you tomorrow",
      intro: [
        `A reminder of your appointment at the ${location.name} store, ${location.address}, ${location.city}.`,
        "Please bring your vehicle's key and any wheel-lock key.",
      ],
      manage: links,
    }),
    ics: null,
    notBefore: sendAt,
  };
}
