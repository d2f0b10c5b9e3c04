import { brand, telHref } from "@/data/brand";
import type { Location } from "@/data/locations";
import type { Appointment, NewAppointment, OutgoingMail } from "@/lib/db";
import { asText, escapeHtml, htmlDocument, htmlLink } from "@/lib/mail/html";
import { setAsideSentence } from "@/lib/inventory/stock-text";
import { formatPhone } from "@/lib/core/phone";
import { ROAD_SERVICE_REQUEST_PATH } from "@/lib/content/road-service-entry";
import { adminHref } from "./admin-list";
import { detailRows, vehicleText } from "./mail-layout";
import {
  absoluteUrl,
  appointmentIcs,
  appointmentTimeText,
  appointmentWhenText,
  formatAppointmentDate,
  managePath,
  storeActionPath,
  visitServicesText,
} from "./presentation";

/** The signed links an e-mail about one appointment carries (see link-tokens.ts). */
export interface AppointmentLinks {
  customerToken: string;
  storeToken: string;
}

export const manageUrl = (reference: string, links: AppointmentLinks) =>
  absoluteUrl(managePath(reference, links.customerToken));

/** The store's three answers to a request, as links to its action page (the action itself is a POST). */
export function storeActionLinks(reference: string, links: AppointmentLinks) {
  return {
    confirm: absoluteUrl(storeActionPath(reference, links.storeToken, "confirm")),
    decline: absoluteUrl(storeActionPath(reference, links.storeToken, "decline")),
    move: absoluteUrl(storeActionPath(reference, links.storeToken, "move")),
  };
}

/** The store's e-mail lines with its three actions, as text and as HTML. */
export function storeActionLines(reference: string, links: AppointmentLinks) {
  const url = storeActionLinks(reference, links);
  return {
    text: [`Confirm: ${url.confirm}`, `Decline: ${url.decline}`, `Propose another time: ${url.move}`],
    html: `${htmlLink(url.confirm, "Confirm")} · ${htmlLink(url.decline, "Decline")} · ${htmlLink(url.move, "Propose another time")}`,
  };
}

/** What the customer of on-site work is told about the day: the crew calls first. Null otherwise. */
export function onSiteCallLine(a: NewAppointment): string | null {
  if (a.visit !== "on-site") return null;
  const phone = a.phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3");
  return `On the day, our crew calls you at ${phone} before arriving, so please keep that phone with you on site. Broken down before then? Call our 24/7 road service at ${brand.commercialContact.emergencyLine} or request it online at ${absoluteUrl(ROAD_SERVICE_REQUEST_PATH)}.`;
}

export function customerContactRows(a: NewAppointment): [string, string][] {
  return [
    ["Customer", `${a.firstName} ${a.lastName}`],
    ["E-mail", a.email],
    ["Phone", a.phone.replace(/(\d{3})(\d{3})(\d{4})/, "($1) $2-$3")],
    ...(a.comments ? ([["Notes", a.comments]] as [string, string][]) : []),
  ];
}

/** The store's phone in an e-mail's HTML part: a link a phone dials with one tap. */
export const storePhoneHtml = (location: Pick<Location, "phone">) =>
  htmlLink(telHref(location.phone), location.phone);

/**
 * Who an appointment e-mail's answer reaches: the customer's copies are answered to the store's
 * mailbox, the store's copies to the customer (the address they proved, or typed for a request).
 */
export const replyToStore = (location: Pick<Location, "email">) => ({ replyTo: location.email });
export const replyToCustomer = (a: Pick<NewAppointment, "email">) => ({ replyTo: a.email });

/** What the customer is told first: a request waits for the store, a booking on the spot does not. */
function customerOpening(a: Appointment, location: Location) {
  if (a.status === "confirmed")
    return {
      subject: `Appointment booked: ${visitServicesText(a)}, ${appointmentWhenText(a)}`,
      title: "You're booked",
      text: `Thank you for choosing ${brand.name}. You're booked: the ${location.name} store has your time, and there is nothing more to wait for.`,
      html: `Thank you for choosing ${escapeHtml(brand.name)}. <strong>You're booked</strong>: the ${escapeHtml(location.name)} store has your time, and there is nothing more to wait for.`,
      invitation: "The attached invitation adds the appointment to your calendar.",
    };
  return {
    subject: `Appointment request received: ${visitServicesText(a)}, ${appointmentWhenText(a)}`,
    title: "We received your appointment request",
    text: `Thank you for choosing ${brand.name}. We have received your appointment request. It is not confirmed yet: the ${location.name} store will confirm it by e-mail, or call you.`,
    html: `Thank you for choosing ${escapeHtml(brand.name)}. Your request is <strong>not confirmed yet</strong>: the ${escapeHtml(location.name)} store will confirm it by e-mail, or call you.`,
    invitation: "The attached invitation adds the requested time to your calendar.",
  };
}

/**
 * What the store is told first: a request to answer (confirm, decline, another time), or a
 * booking already confirmed on the spot, with how to move or cancel it should it have to change.
 */
function storeOpening(a: Appointment, location: Location, links: AppointmentLinks) {
  const what = `${a.visit === "wait" ? "" : `${a.visit}, `}${visitServicesText(a)}, ${formatAppointmentDate(a.date)} ${appointmentTimeText(a)}`;
  if (a.status === "confirmed") {
    // The store's own page proposes another time or cancels; the staff board moves it to another bay.
    const board = absoluteUrl(
      adminHref({ view: "day", store: location.slug, from: a.date, status: "open", days: 7 }),
    );
    const page = absoluteUrl(storeActionPath(a.reference, links.storeToken));
    const propose = absoluteUrl(storeActionPath(a.reference, links.storeToken, "move"));
    const cancel = absoluteUrl(storeActionPath(a.reference, links.storeToken, "cancel"));
    const intro = `New booking for ${location.name}, already confirmed: the customer proved their contact and booked work the store takes on the spot, so the time${a.tires ? ", the unit and the tires are" : " and the unit are"} held for it. There is nothing to confirm.`;
    const change = `If it has to change, propose another time (the customer accepts it or keeps theirs) or cancel it with a reason for the customer. The customer's phone: ${formatPhone(a.phone)}.`;
    return {
      subject: `New booking ${a.reference} (confirmed): ${what}`,
      title: "New booking, already confirmed",
      text: [
        intro,
        "",
        change,
        `Appointment page: ${page}`,
        `Propose another time: ${propose}`,
        `Cancel: ${cancel}`,
        `Staff board: ${board}`,
      ],
      html: [
        escapeHtml(intro),
        escapeHtml(change),
        `${htmlLink(page, "Appointment page")} · ${htmlLink(propose, "Propose another time")} · ${htmlLink(cancel, "Cancel")} · ${htmlLink(board, "Staff board")}`,
      ],
    };
  }
  const actions = storeActionLines(a.reference, links);
  return {
    subject: `New appointment request ${a.reference}: ${what}`,
    title: "New appointment request",
    text: [
      `New appointment request for ${location.name}. Please confirm it, decline it, or propose another time:`,
      ...actions.text,
    ],
    html: ["Please confirm this request, decline it, or propose another time:", actions.html],
  };
}

/**
 * The two messages a new booking sends: the customer's (with invite and manage link) and the
 * store's, each worded for a request or for a booking confirmed on the spot.
 */
export function bookingMails(a: Appointment, location: Location, links: AppointmentLinks): OutgoingMail[] {
  const vehicle = vehicleText(a);
  const rows = detailRows(a, location, vehicle);
  // The customer's own words come back to them, so they can see what the store was told.
  const customerRows: [string, string][] = a.comments ? [...rows, ["Your notes", a.comments]] : rows;
  const storeRows = [...detailRows(a, location, vehicle, a.segments), ...customerContactRows(a)];
  const link = manageUrl(a.reference, links);
  // On-site work: the crew rings the number given before it turns up at the gate.
  const crewCalls = onSiteCallLine(a);
  const opening = customerOpening(a, location);
  const setAside =
    a.status === "confirmed" && a.tireHold?.status === "held"
      ? setAsideSentence(a.tireHold, location.name)
      : null;
  const customerText = [
    `Hello ${a.firstName},`,
    "",
    opening.text,
    ...(setAside ? ["", setAside] : []),
    ...(crewCalls ? ["", crewCalls] : []),
    "",
    asText(customerRows),
    "",
    `Questions? Call the store at ${location.phone}.`,
    `Need to change or cancel? ${link}`,
    "",
    `${brand.name}, ${brand.tagline}`,
  ].join("\n");
  const customerHtml = htmlDocument(
    opening.title,
    [
      `Hello ${escapeHtml(a.firstName)},`,
      opening.html,
      ...(setAside ? [escapeHtml(setAside)] : []),
      ...(crewCalls ? [escapeHtml(crewCalls)] : []),
    ],
    customerRows,
    [
      `Questions? Call the store at ${storePhoneHtml(location)}.`,
      `Need to change or cancel? ${htmlLink(link, "Manage your appointment")}.`,
      opening.invitation,
    ],
  );
  // Booked while the store calendar could not be read: only our own bookings were checked.
  const notChecked = a.calendarChecked
    ? []
    : [
        "Calendar not checked: Microsoft 365 could not be read when this booking was made, so only other website bookings were checked for this time. We will e-mail you if it turns out to clash with an event in the store calendar.",
      ];
  const store = storeOpening(a, location, links);
  const storeText = [...store.text, ...notChecked.flatMap((line) => ["", line]), "", asText(storeRows)].join(
    "\n",
  );
  return [
    {
      kind: "booking-customer",
      to: a.email,
      subject: opening.subject,
      text: customerText,
      html: customerHtml,
      ics: appointmentIcs(a),
      reference: a.reference,
      ...replyToStore(location),
    },
    {
      kind: "booking-store",
      to: location.email,
      subject: store.subject,
      text: storeText,
      html: htmlDocument(store.title, [...store.html, ...notChecked.map(escapeHtml)], storeRows, []),
      ics: null,
      reference: a.reference,
      ...replyToCustomer(a),
    },
  ];
}

/**
 * To the store: a request accepted while its calendar could not be read turned out to overlap an
 * event there (e.g. a phone booking). The store decides; the customer has not been told anything.
 */
export function calendarClashMails(a: Appointment, location: Location): OutgoingMail[] {
  const rows = detailRows(a, location, vehicleText(a), a.segments);
  const intro = `Request ${a.reference} was accepted online while the store calendar could not be read. Now that it can, other events in the store calendar take every unit this visit needs at that time. Please check the calendar and call the customer (${a.firstName} ${a.lastName}, ${a.phone}) if the time has to move.`;
  return [
    {
      kind: "calendar-clash-store",
      to: location.email,
      subject: `Check calendar: request ${a.reference} overlaps another event`,
      text: [intro, "", asText(rows)].join("\n"),
      html: htmlDocument("Request overlaps another calendar event", [escapeHtml(intro)], rows, []),
      ics: null,
      reference: a.reference,
      ...replyToCustomer(a),
    },
  ];
}
