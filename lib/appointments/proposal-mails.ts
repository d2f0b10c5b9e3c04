import type { Location } from "@/data/locations";
import type { Appointment, OutgoingMail } from "@/lib/db";
import { htmlLink } from "@/lib/mail/html";
import { customerMail, storeMail } from "./lifecycle-mails";
import { manageUrl, type AppointmentLinks } from "./mail-content";
import { absoluteUrl, appointmentWhenText, proposalWhenText, storeActionPath } from "./presentation";

/**
 * The e-mails of a store's proposal: the customer is asked (accept the new time, or keep the
 * original one), and the store hears the answer. Nothing about the appointment's own time changes
 * until the customer accepts, so none of them carries an .ics unless the time moved.
 */

type When = { date: string; time: string };

const when = appointmentWhenText;

/** The customer's page, with the answer the link was for (the page only points at it: a POST answers). */
const answerUrl = (a: Appointment, links: AppointmentLinks, answer: "accept" | "keep") =>
  `${manageUrl(a.reference, links)}&answer=${answer}`;

/** The store's page for the appointment, opened on "Propose another time". */
const proposeAgain = (a: Appointment, links: AppointmentLinks) => {
  const url = absoluteUrl(storeActionPath(a.reference, links.storeToken, "move"));
  return { text: [`Propose another time: ${url}`], html: `${htmlLink(url, "Propose another time")}.` };
};

/** The customer is asked about the store's new time (`a.proposal`); their appointment stands meanwhile. */
export function proposalMails(a: Appointment, location: Location, links: AppointmentLinks): OutgoingMail[] {
  const proposal = a.proposal!;
  const proposed = proposalWhenText(a, proposal);
  const accept = answerUrl(a, links, "accept");
  const keep = answerUrl(a, links, "keep");
  return [
    {
      ...customerMail(a, location, {
        kind: "proposed-customer",
        subject: `New time proposed for your appointment: ${proposed}`,
        title: "The store proposes another time",
        intro: [
          `The ${location.name} store proposes ${proposed} instead of ${when(a)}.`,
          a.status === "confirmed"
            ? `Until you answer, your appointment stays confirmed on ${when(a)}.`
            : `Until you answer, your request stays on ${when(a)}; it is not confirmed yet.`,
          "Please open your appointment page to accept the new time or keep your original one.",
        ],
        footer: [
          { text: `Accept the new time: ${accept}`, html: `${htmlLink(accept, "Accept the new time")}` },
          { text: `Keep my original time: ${keep}`, html: `${htmlLink(keep, "Keep my original time")}` },
        ],
        manage: links,
      }),
      // The appointment's time did not change: the calendar entry the customer has stays right.
      ics: null,
    },
  ];
}

/** The customer took the new time: it is booked and confirmed. Their copy (with the moved .ics) and the store's. */
export function acceptedMails(
  previous: Appointment,
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
): OutgoingMail[] {
  return [
    customerMail(a, location, {
      kind: "accepted-customer",
      subject: `Appointment confirmed at the new time: ${when(a)}`,
      title: "Your appointment has its new time",
      intro: [
        `Thank you. Your appointment has moved from ${when(previous)} to ${when(a)}, as the ${location.name} store proposed, and it is confirmed.`,
      ],
      manage: links,
    }),
    storeMail(
      a,
      location,
      "accepted-store",
      `Proposal accepted: ${a.reference}, now ${when(a)}`,
      `${a.firstName} ${a.lastName} accepted the time you proposed. The appointment has moved from ${when(previous)} to ${when(a)} and is confirmed; the old time is free again.`,
    ),
  ];
}

/** The customer kept the original time: the store hears it (with its actions while it is a request). */
export function keptMails(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  proposal: When,
): OutgoingMail[] {
  return [
    storeMail(
      a,
      location,
      "kept-store",
      `Proposal not taken: ${a.reference} stays ${when(a)}`,
      `${a.firstName} ${a.lastName} prefers to keep the original time, ${when(a)}, and did not take ${proposalWhenText(a, proposal)}.${a.status === "requested" ? " The request still waits for your answer." : " It stays confirmed."}`,
      links,
      proposeAgain(a, links),
    ),
  ];
}

/** The customer accepted a time that was taken meanwhile: nothing moved, so the store is asked to propose again. */
export function lapsedMails(
  a: Appointment,
  location: Location,
  links: AppointmentLinks,
  proposal: When,
): OutgoingMail[] {
  return [
    storeMail(
      a,
      location,
      "lapsed-store",
      `Proposed time no longer free: ${a.reference}, please propose again`,
      `${a.firstName} ${a.lastName} accepted ${proposalWhenText(a, proposal)}, but that time had been taken meanwhile, so nothing moved: the appointment stays ${when(a)}${a.status === "requested" ? " and is still a request" : ""}. Please propose another time, or call the customer.`,
      links,
      proposeAgain(a, links),
    ),
  ];
}
