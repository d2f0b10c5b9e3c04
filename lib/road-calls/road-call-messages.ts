import { brand } from "@/data/brand";
import { findLocation } from "@/data/locations";
import { ROAD_SERVICE_LINE, ROAD_VEHICLES } from "@/data/road-service";
import { DISPATCH_DESK, NATIONAL_ACCOUNTS, type OnCallCrew } from "@/data/road-service-crews";
import type { OutgoingMail, OutgoingText, RoadCall, RoadCallMessages, TruckClash } from "@/lib/db";
import { asText, escapeHtml, htmlDocument, htmlLink } from "@/lib/mail/html";
import { clockTime } from "@/lib/road-service/call-times";
import { positionWords, placeWords } from "@/lib/road-service/road-call-request";
import { settings } from "@/lib/settings";

/**
 * Everything a call sends: the driver's texts (when they asked for them) and e-mail (when they
 * gave an address), the same to the fleet contact of a national account we know, the offer to a
 * store's on-call crew, and the alert to the 24/7 desk. Texts are plain GSM-7 words; their kinds
 * start with "road-", which the quiet hours let through at any hour.
 */

const NONE: RoadCallMessages = { mails: [], texts: [] };
export const merge = (...parts: RoadCallMessages[]): RoadCallMessages => ({
  mails: parts.flatMap((p) => p.mails),
  texts: parts.flatMap((p) => p.texts),
});

const vehicleWords = (call: RoadCall) =>
  ROAD_VEHICLES.find((v) => v.id === call.vehicle)?.label ?? call.vehicle;
const storeName = (storeId: number | null) => (storeId === null ? "" : (findLocation(storeId)?.name ?? ""));
const fleetOf = (call: RoadCall) =>
  call.accountNumber ? NATIONAL_ACCOUNTS.find((a) => a.number === call.accountNumber) : undefined;

/** The call's details, as every e-mail about it lists them. */
export function callRows(call: RoadCall): [string, string][] {
  return [
    ["Call", call.reference],
    ["Where", placeWords(call.place)],
    ["Vehicle", vehicleWords(call)],
    [
      "Tire",
      `${positionWords(call)}; ${call.size ?? "size not known"}; ${call.count} tire${call.count === 1 ? "" : "s"}`,
    ],
    [
      "Account",
      call.accountNumber
        ? `${call.accountNumber} (${call.company ?? ""})`
        : `No account${call.company ? ` (${call.company})` : ""}`,
    ],
    ["PO or authorization", call.po ?? "None given"],
    ["Driver", `${call.name}, ${call.phone}`],
    ["Notes", call.notes ?? "None"],
  ];
}

function mail(
  kind: string,
  to: string,
  subject: string,
  lines: string[],
  call: RoadCall,
  link?: [string, string],
) {
  const text = [...lines, ...(link ? [`${link[1]}: ${link[0]}`] : []), "", asText(callRows(call))].join("\n");
  const html = htmlDocument(
    subject,
    [...lines.map(escapeHtml), ...(link ? [htmlLink(link[0], link[1])] : [])],
    callRows(call),
    [`24/7 road service: ${escapeHtml(ROAD_SERVICE_LINE)}`],
  );
  return { kind, to, subject, text, html, ics: null, reference: call.reference } satisfies OutgoingMail;
}

const text = (kind: string, to: string, body: string, call: RoadCall): OutgoingText => ({
  kind,
  to,
  body,
  reference: call.reference,
  storeId: call.storeId,
});

/**
 * A change the driver hears about, in one sentence: by text (when asked for), by e-mail (when
 * given), and the same to their fleet's contact when the account is one we know.
 */
export function driverNotice(
  call: RoadCall,
  what: string,
  words: string,
  statusUrl: string,
): RoadCallMessages {
  const kind = `road-${what}`;
  const subject = `Road service ${call.reference}: ${words.split(".")[0]}`;
  const texts: OutgoingText[] = [];
  const mails: OutgoingMail[] = [];
  const body = `${brand.shortName} road service ${call.reference}: ${words} Status: ${statusUrl}`;
  if (call.textConsent)
    texts.push(text(kind, call.phone, what === "received" ? `${body} Reply STOP to end texts.` : body, call));
  if (call.email)
    mails.push(mail(kind, call.email, subject, [words], call, [statusUrl, "See the call's status"]));
  const fleet = fleetOf(call);
  if (fleet) {
    const about = `${call.name}'s call (${vehicleWords(call)}): ${words}`;
    mails.push(
      mail(`${kind}-fleet`, fleet.fleetContact.email, subject, [about], call, [
        statusUrl,
        "See the call's status",
      ]),
    );
    if (fleet.fleetContact.mobile)
      texts.push(
        text(
          `${kind}-fleet`,
          fleet.fleetContact.mobile,
          `${brand.shortName} road service ${call.reference} for ${fleet.company}: ${about} ${statusUrl}`,
          call,
        ),
      );
  }
  return { mails, texts };
}

/** The offer to a store's on-call crew: enough to decide from the text alone, and a link to accept. */
export function crewOffer(
  call: RoadCall,
  storeId: number,
  crew: OnCallCrew,
  miles: number | null,
  board: string,
  escalated: boolean,
): RoadCallMessages {
  const where = placeWords(call.place);
  const head = escalated ? "ROAD CALL, not taken in 10 min" : "ROAD CALL";
  const body = `${head} ${call.reference}: ${vehicleWords(call)}, ${positionWords(call)}, ${call.size ?? "size?"} x${call.count}. ${where}${miles === null ? "" : ` (${miles} mi)`}. Driver ${call.phone}. Accept: ${board}`;
  const subject = `${escalated ? "Not taken in 10 minutes: " : ""}Road call ${call.reference} for ${storeName(storeId)}`;
  return {
    texts: [text("road-offer", crew.mobile, body, { ...call, storeId })],
    mails: [
      mail(
        "road-offer",
        crew.email,
        subject,
        [
          `${crew.name}, you are on call for ${storeName(storeId)}. A driver needs road service${miles === null ? "" : `, about ${miles} miles from the store`}.`,
          "Accept it with your ETA and truck on the dispatch board, or call the driver.",
        ],
        call,
        [board, "Open the dispatch board"],
      ),
    ],
  };
}

/** No store's crew took the call (or none reaches it): the 24/7 desk's phone and the operators. */
export function deskAlert(call: RoadCall, reason: string, board: string): RoadCallMessages {
  const body = `ROAD CALL ${call.reference} needs a crew: ${reason} ${vehicleWords(call)}, ${placeWords(call.place)}. Driver ${call.phone}. ${board}`;
  const subject = `Road call ${call.reference} needs a crew`;
  const lines = [reason, "Call the driver, and give the call to a crew on the dispatch board."];
  const to = [DISPATCH_DESK.email, settings().opsEmail].filter((a): a is string => Boolean(a));
  return {
    texts: [text("road-desk", DISPATCH_DESK.mobile, body, call)],
    mails: [...new Set(to)].map((address) =>
      mail("road-desk", address, subject, lines, call, [board, "Open the dispatch board"]),
    ),
  };
}

/** The store's note when its crew took a truck that scheduled on-site visits were counting on. */
export function clashMail(call: RoadCall, clashes: readonly TruckClash[], board: string): RoadCallMessages {
  const location = call.storeId === null ? undefined : findLocation(call.storeId);
  if (!location || clashes.length === 0) return NONE;
  const tz = location.timeZone;
  const lines = [
    `Service truck ${call.truck} went out on road call ${call.reference} (${call.crewName}) until about ${clockTime(call.etaAt ?? call.offeredAt, tz)} plus the job.`,
    `These on-site visits held that truck then: ${clashes.map((c) => `${c.reference} (${clockTime(c.startsAt, tz)} to ${clockTime(c.endsAt, tz)})`).join(", ")}.`,
    "Give them another truck, or move them with the customer: they are not moved on their own.",
  ];
  return {
    texts: [],
    mails: [
      mail(
        "road-truck-clash",
        location.email,
        `Service truck ${call.truck} is out on a road call`,
        lines,
        call,
        [board, "Open the dispatch board"],
      ),
    ],
  };
}

/** The crew's word that a call is off (the driver cancelled, or the desk did), by text and e-mail. */
export function callOff(call: RoadCall, crew: OnCallCrew): RoadCallMessages {
  const words = `Road call ${call.reference} is CANCELLED: ${call.cancelReason ?? "no reason given"}.`;
  return {
    texts: [text("road-called-off", crew.mobile, `${words} ${placeWords(call.place)}.`, call)],
    mails: [mail("road-called-off", crew.email, `Cancelled: road call ${call.reference}`, [words], call)],
  };
}
