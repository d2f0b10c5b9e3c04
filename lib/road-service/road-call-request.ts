import { AXLE_WORDS, ROAD_VEHICLES, type Axle, type RoadVehicle } from "@/data/road-service";
import { asciiEmailAddress, EMAIL_MAX_LENGTH, isEmailAddress } from "@/lib/core/address-rules";
import { LINE_BREAKING, ONE_LINE } from "@/lib/core/one-line";
import { e164Us } from "@/lib/scheduling/text-consent";
import { readSidewallSize } from "@/lib/tires/sidewall-size";
import { normalizeHighway, type BreakdownPlace } from "./locate";

/** The request's fields, in the order a driver fills them in (the first problem takes the focus). */
export const ROAD_CALL_FIELDS = [
  "vehicle",
  "lat",
  "lng",
  "highway",
  "direction",
  "marker",
  "state",
  "place",
  "axle",
  "side",
  "dual",
  "size",
  "count",
  "account",
  "accountNumber",
  "company",
  "po",
  "name",
  "phone",
  "email",
  "texts",
  "notes",
] as const;
export type RoadCallField = (typeof ROAD_CALL_FIELDS)[number];
export type RoadCallValues = Record<RoadCallField, string>;
export type RoadCallProblems = Partial<Record<RoadCallField, string>>;

export const EMPTY_ROAD_CALL_VALUES = Object.fromEntries(
  ROAD_CALL_FIELDS.map((field) => [field, field === "count" ? "1" : ""]),
) as RoadCallValues;

export const ROAD_STATES = ["WV", "VA", "TN", "KY", "PA", "OH", "NC", "MD"] as const;
export const DIRECTIONS = { N: "Northbound", S: "Southbound", E: "Eastbound", W: "Westbound" } as const;
export const SIDES = { left: "Left (driver's side)", right: "Right (passenger side)" } as const;
export const DUALS = { outer: "Outer", inner: "Inner", single: "Single tire" } as const;

/** The words the driver agrees to when they tick "Text me". */
export const ROAD_TEXT_CONSENT =
  "Text me the status of this road-service call at this number: when a crew takes it, their ETA, when they are on the way and on site, and when the call ends (usually 3 to 6 texts). Message and data rates may apply. Reply STOP to end texts, HELP for help.";

export const ROAD_CALL_MESSAGES = {
  vehicle: "Please choose what is broken down.",
  where:
    "Please tell us where you are: use your phone's location, or type the highway and mile marker or exit, or an address, town or ZIP code.",
  position: "Your phone's position could not be read. Please try again, or type where you are.",
  marker: "Please enter the mile marker or exit as a number, for example 70.",
  state: "Please choose the state you're in, so we can find the mile marker.",
  highway: "Please shorten the highway's name.",
  place: "Please keep the address or place under 200 characters, on one line.",
  axle: "Please choose one of the axles shown, or Not sure.",
  side: "Please choose left, right or Not sure.",
  dual: "Please choose outer, inner, single or Not sure.",
  count: "Please enter how many tires need help, from 1 to 12.",
  accountNumber: "Please enter your national account number, or choose No account.",
  company: "Please enter your company's name.",
  po: "Please keep the PO or authorization number under 40 characters.",
  name: "Please enter your name.",
  phone: "Please enter a 10-digit US phone number we can call you back on.",
  email: "Please enter a valid email address or leave it empty.",
  notes: "Please keep your notes under 1,000 characters.",
  fix: "Please correct the highlighted fields.",
} as const;

/** A request as the dispatch takes it: every value checked, what the driver did not know as null. */
export interface RoadCallRequest {
  vehicle: RoadVehicle;
  place: BreakdownPlace;
  axle: Axle | null;
  side: keyof typeof SIDES | null;
  dual: keyof typeof DUALS | null;
  /** Canonical size ("295/75R22.5"), or null when not known. */
  size: string | null;
  count: number;
  account: { number: string; company: string } | null;
  company: string | null;
  po: string | null;
  name: string;
  /** E.164. */
  phone: string;
  email: string | null;
  texts: boolean;
  notes: string | null;
}

export type RoadCallReading =
  { ok: true; request: RoadCallRequest } | { ok: false; problems: RoadCallProblems };

const oneLine = (text: string, max: number) => text.length <= max && ONE_LINE.test(text);
const NOT_SURE = ["", "unknown"];

/** A coordinate as posted ("38.35"), or null when empty; NaN when it is not one. */
function coordinate(text: string): number | null {
  if (text.trim() === "") return null;
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(text.trim()) ? Number(text) : Number.NaN;
}

/**
 * Reads a posted request (the form, or POST /api/road-calls as text values), the same way for
 * both: every problem with its message for the driver. The tire's size and position may be
 * unknown; where the vehicle is must be given one way or another.
 */
export function readRoadCall(raw: RoadCallValues): RoadCallReading {
  const v = Object.fromEntries(
    ROAD_CALL_FIELDS.map((field) => [field, field === "notes" ? raw[field] : raw[field].trim()]),
  ) as RoadCallValues;
  const problems: RoadCallProblems = {};
  const vehicle = ROAD_VEHICLES.find((choice) => choice.id === v.vehicle);
  if (!vehicle) problems.vehicle = ROAD_CALL_MESSAGES.vehicle;

  const lat = coordinate(v.lat);
  const lng = coordinate(v.lng);
  const positionGiven = lat !== null || lng !== null;
  const positionOk =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !Number.isNaN(lat + lng);
  if (positionGiven && !positionOk) problems.place = ROAD_CALL_MESSAGES.position;

  const highway = v.highway ? normalizeHighway(v.highway) : null;
  if (highway && !oneLine(highway, 40)) problems.highway = ROAD_CALL_MESSAGES.highway;
  const marker = v.marker === "" ? null : /^\d{1,3}(\.\d)?$/.test(v.marker) ? Number(v.marker) : Number.NaN;
  if (Number.isNaN(marker)) problems.marker = ROAD_CALL_MESSAGES.marker;
  const state = (ROAD_STATES as readonly string[]).includes(v.state.toUpperCase())
    ? v.state.toUpperCase()
    : null;
  if (v.state && !state) problems.state = ROAD_CALL_MESSAGES.state;
  if (highway && marker !== null && !state && !positionOk && !v.place)
    problems.state = ROAD_CALL_MESSAGES.state;
  if (v.place && !oneLine(v.place, 200)) problems.place = ROAD_CALL_MESSAGES.place;
  const direction = v.direction in DIRECTIONS ? DIRECTIONS[v.direction as keyof typeof DIRECTIONS] : null;
  if (!positionOk && !(highway && marker !== null) && v.place.length < 3 && !problems.place)
    problems.place = ROAD_CALL_MESSAGES.where;

  const axle = NOT_SURE.includes(v.axle) ? null : (v.axle as Axle);
  if (axle && (!(axle in AXLE_WORDS) || (vehicle && !(vehicle.axles as readonly string[]).includes(axle))))
    problems.axle = ROAD_CALL_MESSAGES.axle;
  const side = NOT_SURE.includes(v.side) ? null : (v.side as keyof typeof SIDES);
  if (side && !(side in SIDES)) problems.side = ROAD_CALL_MESSAGES.side;
  const dual = NOT_SURE.includes(v.dual) ? null : (v.dual as keyof typeof DUALS);
  if (dual && !(dual in DUALS)) problems.dual = ROAD_CALL_MESSAGES.dual;

  let size: string | null = null;
  if (v.size && !/^(unknown|not sure|don'?t know)$/i.test(v.size)) {
    const read = readSidewallSize(v.size);
    if (read.ok) size = read.size.key;
    else problems.size = read.message;
  }
  const count = /^\d{1,2}$/.test(v.count || "1") ? Number(v.count || "1") : 0;
  if (count < 1 || count > 12) problems.count = ROAD_CALL_MESSAGES.count;

  let account: RoadCallRequest["account"] = null;
  if (v.account === "national") {
    if (!v.accountNumber || !oneLine(v.accountNumber, 30))
      problems.accountNumber = ROAD_CALL_MESSAGES.accountNumber;
    if (!v.company || !oneLine(v.company, 100)) problems.company = ROAD_CALL_MESSAGES.company;
    account = { number: v.accountNumber.toUpperCase(), company: v.company };
  } else if (v.company && !oneLine(v.company, 100)) problems.company = ROAD_CALL_MESSAGES.company;
  if (v.po && !oneLine(v.po, 40)) problems.po = ROAD_CALL_MESSAGES.po;

  if (!v.name || !oneLine(v.name, 100) || v.name.includes("=?")) problems.name = ROAD_CALL_MESSAGES.name;
  const phone = e164Us(v.phone);
  if (!phone) problems.phone = ROAD_CALL_MESSAGES.phone;
  const email = v.email ? asciiEmailAddress(v.email) : null;
  if (v.email && (v.email.length > EMAIL_MAX_LENGTH || !isEmailAddress(v.email) || !email))
    problems.email = ROAD_CALL_MESSAGES.email;
  const notes = v.notes.trim();
  if (notes.length > 1000 || /[\p{Cf}\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u.test(notes))
    problems.notes = ROAD_CALL_MESSAGES.notes;

  if (Object.keys(problems).length > 0 || !vehicle || !phone) return { ok: false, problems };
  return {
    ok: true,
    request: {
      vehicle: vehicle.id,
      place: {
        position: positionOk ? { lat: lat!, lng: lng! } : null,
        highway,
        direction,
        marker,
        state,
        place: v.place || null,
      },
      axle,
      side,
      dual,
      size,
      count,
      account,
      company: account?.company ?? (v.company || null),
      po: v.po || null,
      name: v.name,
      phone,
      email: email || null,
      texts: v.texts === "on" || v.texts === "true",
      notes: notes ? notes.replace(LINE_BREAKING, (c) => (c === "\n" ? c : " ")) : null,
    },
  };
}

/** "Steer axle, left (driver's side), outer" or "Position not known": the tire in words. */
export function positionWords(r: { axle: string | null; side: string | null; dual: string | null }): string {
  const words = (table: Record<string, string>, key: string | null) =>
    key && key in table ? table[key]! : null;
  const parts = [
    words(AXLE_WORDS, r.axle),
    words(SIDES, r.side)?.toLowerCase(),
    words(DUALS, r.dual)?.toLowerCase(),
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "Position not known";
}

/** "I-81 Northbound, mile 70, VA" / "Near 123 Main St, Wytheville" / "Phone position": where, in words. */
export function placeWords(p: BreakdownPlace): string {
  const road = p.highway
    ? [p.highway, p.direction, p.marker !== null ? `mile ${p.marker}` : null, p.state]
        .filter(Boolean)
        .join(", ")
    : null;
  const parts = [
    road,
    p.place,
    p.position ? `phone position ${p.position.lat.toFixed(5)}, ${p.position.lng.toFixed(5)}` : null,
  ];
  return parts.filter(Boolean).join("; ");
}
