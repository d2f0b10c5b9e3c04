import { brand } from "@/data/brand";
import { brandCore } from "@/data/brand-core";
import { ROAD_SERVICE_LINE } from "@/data/road-service";
import { DISPATCH_DESK } from "@/data/road-service-crews";
import { findLocation } from "@/data/locations";
import {
  ACTIVE_STATUSES,
  getDatabase,
  type Appointment,
  type InboundContext,
  type InboundHandling,
  type InboundResult,
  type InboundText,
  type OutgoingMail,
  type OutgoingText,
  type RoadCall,
} from "@/lib/db";
import { afterResponse } from "@/lib/jobs/after-response";
import { asText, escapeHtml, htmlDocument } from "@/lib/mail/html";
import { processOutbox } from "@/lib/mail/outbox";
import { withQuietHours } from "@/lib/texts/compose";
import { processTextOutbox } from "@/lib/texts/outbox";
import { displayPhone, keywordOf } from "@/lib/texts/rules";
import { appointmentWhenText } from "./presentation";
import { answerProposalFor } from "./proposals";

export const OPT_OUT_REPLY = `You're unsubscribed from ${brandCore.shortName} texts. Reply START to resubscribe.`;
export const OPT_IN_REPLY = `You're subscribed to ${brandCore.shortName} texts again. Reply STOP to end them, HELP for help.`;

/**
 * A YES or NO about the appointment: an answer to the store's pending proposal, made after the
 * reply is stored (see handleInboundText). Without a proposal waiting there is no question to
 * answer: null, and the words reach the store like any other message.
 */
export function answerByText(
  appointment: Appointment | null,
  word: "YES" | "NO",
  text: InboundText,
): InboundHandling | null {
  if (!appointment?.proposal || !ACTIVE_STATUSES.includes(appointment.status)) return null;
  return {
    handledAs: word === "YES" ? PROPOSAL_YES : PROPOSAL_NO,
    // The words as sent stay in the history; the answer itself is recorded by the change it makes.
    event: {
      appointmentId: appointment.id,
      entry: { what: "text-received", detail: { body: text.body, from: text.from } },
    },
  };
}

const PROPOSAL_YES = "proposal-accepted";
const PROPOSAL_NO = "proposal-kept";

function reply(kind: string, to: string, body: string, storeId: number | null, now: number): OutgoingText {
  return withQuietHours(
    { kind, to, body, reference: null, storeId, fallbackEmail: null, fallbackSubject: null },
    now,
  );
}

/** HELP: who we are and how to reach a person: the store of the latest appointment, else the main line. */
function helpReply(text: InboundText, appointment: Appointment | null): OutgoingText {
  const location = appointment ? findLocation(appointment.storeId) : undefined;
  const who = location
    ? `${brandCore.shortName} ${location.name}: call ${location.phone}`
    : `${brand.name}: call ${brand.phone}`;
  return reply(
    "help",
    text.from,
    `${who} or e-mail ${brand.email}. Appointment texts; msg & data rates may apply. Reply STOP to end.`,
    appointment?.storeId ?? null,
    text.receivedAt,
  );
}

/** A message for a person: to the store of the appointment it is about (replies go to the customer), else the office. */
function forwardMail(text: InboundText, appointment: Appointment | null): OutgoingMail {
  const location = appointment ? findLocation(appointment.storeId) : undefined;
  const from = displayPhone(text.from);
  const rows: [string, string][] = appointment
    ? [
        ["Customer", `${appointment.firstName} ${appointment.lastName}`],
        ["Phone", from],
        ["E-mail", appointment.email],
        ["Appointment", `${appointment.reference}, ${appointmentWhenText(appointment)}`],
      ]
    : [["Phone", from]];
  const intro = appointment
    ? `${appointment.firstName} ${appointment.lastName} texted about appointment ${appointment.reference}. Reply to this e-mail to answer by e-mail, or call them.`
    : `Someone texted ${brandCore.shortName} from ${from}, a number with no appointment by text. Please call them back if it needs an answer.`;
  const subject = appointment
    ? `Text from ${appointment.firstName} ${appointment.lastName}: ${appointment.reference}`
    : `Text from ${from}`;
  return {
    kind: "text-reply-store",
    to: location?.email ?? brand.email,
    subject,
    text: [intro, "", `"${text.body}"`, "", asText(rows)].join("\n"),
    html: htmlDocument(subject, [escapeHtml(intro), `&ldquo;${escapeHtml(text.body)}&rdquo;`], rows, []),
    ics: null,
    reference: appointment?.reference ?? null,
    replyTo: appointment?.email ?? null,
  };
}

/** What one customer text leads to, decided inside the transaction that stores it. */
export function decideReply(
  text: InboundText,
  { appointment, roadCall, optedOut }: InboundContext,
): InboundHandling {
  const keyword = keywordOf(text.body);
  const storeId = appointment?.storeId ?? null;
  switch (keyword.kind) {
    case "opt-out":
      // Said once: a second STOP gets no second confirmation.
      return {
        handledAs: "opt-out",
        optOut: { set: keyword.word },
        texts: optedOut
          ? []
          : [reply("opt-out-confirmation", text.from, OPT_OUT_REPLY, storeId, text.receivedAt)],
      };
    case "opt-in":
      return {
        handledAs: "opt-in",
        optOut: { clear: true },
        texts: [reply("opt-in-confirmation", text.from, OPT_IN_REPLY, storeId, text.receivedAt)],
      };
    case "help":
      return {
        handledAs: "help",
        texts: [
          roadCall
            ? reply("road-help", text.from, ROAD_HELP_REPLY, roadCall.storeId, text.receivedAt)
            : helpReply(text, appointment),
        ],
      };
    case "answer": {
      if (roadCall) break;
      const answered = answerByText(appointment, keyword.word, text);
      if (answered) return answered;
      break;
    }
    case "none":
      break;
  }
  if (roadCall) return roadCallReply(text, roadCall);
  return {
    handledAs: appointment ? "forwarded" : "forwarded-unmatched",
    mails: [forwardMail(text, appointment)],
    ...(appointment
      ? {
          event: {
            appointmentId: appointment.id,
            entry: { what: "text-received" as const, detail: { body: text.body, from: text.from } },
          },
        }
      : {}),
  };
}

/** HELP from a driver with an open road-service call: the 24/7 line first. */
export const ROAD_HELP_REPLY = `${brandCore.shortName} road service: call ${ROAD_SERVICE_LINE}, any hour. Texts about your call; msg & data rates may apply. Reply STOP to end.`;

/** The acknowledgement a driver gets for a text about their open road-service call. */
export const ROAD_REPLY_ACK = `${brandCore.shortName} road service: thanks, your message is with the crew and the 24/7 desk. Urgent? Call ${ROAD_SERVICE_LINE}.`;

/**
 * A stranded driver's text ("I'm at exit 72, right shoulder") while their call is open: kept in
 * the call's history, where the dispatch board shows it, e-mailed to the store handling it and the
 * 24/7 desk, and acknowledged once per text.
 */
function roadCallReply(text: InboundText, call: RoadCall): InboundHandling {
  const store = call.storeId === null ? undefined : findLocation(call.storeId);
  const from = displayPhone(text.from);
  const subject = `Driver's text on road call ${call.reference}`;
  const intro = `${call.name} (${from}) texted about road call ${call.reference}. Call them back if it needs an answer.`;
  const rows: [string, string][] = [
    ["Call", call.reference],
    ["Driver", `${call.name}, ${from}`],
  ];
  const to = [...new Set([store?.email, DISPATCH_DESK.email].filter((a): a is string => Boolean(a)))];
  return {
    handledAs: "road-call-reply",
    roadCallEvent: { callId: call.id, what: "driver-text", detail: text.body.slice(0, 1000) },
    texts: [reply("road-reply-ack", text.from, ROAD_REPLY_ACK, call.storeId, text.receivedAt)],
    mails: to.map((address) => ({
      kind: "road-driver-text",
      to: address,
      subject,
      text: [intro, "", `"${text.body}"`, "", asText(rows)].join("\n"),
      html: htmlDocument(subject, [escapeHtml(intro), `&ldquo;${escapeHtml(text.body)}&rdquo;`], rows, []),
      ics: null,
      reference: call.reference,
    })),
  };
}

/**
 * YES or NO to the store's proposal, as the manage page's buttons answer it (the same guarded
 * change: accepted, kept, or lapsed when the time was taken meanwhile; each texts its outcome).
 * The appointment is read again: its proposal may have been answered since the reply was stored.
 */
async function answerProposalByText(text: InboundText, reference: string, handledAs: string) {
  const appointment = await (await getDatabase()).findByReference(reference);
  if (!appointment) return;
  const outcome = await answerProposalFor(
    appointment,
    handledAs === PROPOSAL_YES,
    { actor: { kind: "customer" }, from: null },
    text.receivedAt,
  );
  if (outcome.kind !== "changed" && outcome.kind !== "slot-taken")
    console.warn(`A ${handledAs} text for ${appointment.reference} changed nothing: ${outcome.message}`);
}

/**
 * A text a customer sent: stored once (a redelivered event changes nothing), then STOP and the
 * other opt-out words end texts to that number at once, START brings them back, HELP answers with
 * whom to call, and anything else reaches the store (in the appointment's history, and by e-mail).
 */
export async function handleInboundText(text: InboundText): Promise<InboundResult> {
  const db = await getDatabase();
  let about: string | null = null;
  const result = await db.receiveText(text, (context) => {
    about = context.appointment?.reference ?? null;
    return decideReply(text, context);
  });
  if (result.outcome === "handled") {
    const { handledAs } = result.handling;
    if (about && (handledAs === PROPOSAL_YES || handledAs === PROPOSAL_NO))
      await answerProposalByText(text, about, handledAs);
    if (result.handling.texts?.length) afterResponse(processTextOutbox);
    if (result.handling.mails?.length) afterResponse(processOutbox);
  }
  return result;
}
