/**
 * The service description printed after a size: the load index (two for light-truck and truck
 * tires, single and dual mounting: "121/118") and the speed rating ("S"), as in
 * "LT265/70R17 121/118S" or "480/80R42 151A8". Without imports: the header's suggestion code,
 * which runs in the browser, reads typed text with it too.
 */

/**
 * Speed ratings from slowest to fastest. H sits between U and V for historical reasons; the farm
 * ratings A1 to A8 come first. Z (an old "over 240 km/h" mark, also written into the size as ZR)
 * counts as V: a Z tire is at least a V tire.
 */
export const SPEED_SYMBOLS = [
  "A1",
  "A2",
  "A3",
  "A4",
  "A5",
  "A6",
  "A7",
  "A8",
  "B",
  "C",
  "D",
  "E",
  "F",
  "G",
  "J",
  "K",
  "L",
  "M",
  "N",
  "P",
  "Q",
  "R",
  "S",
  "T",
  "U",
  "H",
  "V",
  "Z",
  "W",
  "Y",
] as const;
export type SpeedSymbol = (typeof SPEED_SYMBOLS)[number];

/** The load index for one tire, and for each of a pair mounted side by side ("121/118"). */
export interface LoadIndex {
  single: number;
  dual: number | null;
}

export interface ServiceDescription {
  load: LoadIndex | null;
  speed: SpeedSymbol | null;
}

/** The highest index in the ISO load index table. */
export const MAX_LOAD_INDEX = 279;

/**
 * Marks that can stand after a size and say nothing about its dimensions or its service
 * description: XL/SL/RF (load construction), a ply rating or load range ("10PR", "LRE", "Load
 * range E"), an industry tread code ("L-4", "R-1W", "E-3"), tube type and winter marks.
 */
const EXTRA_MARK =
  /^(.*?)[\s-]+(?:XL|SL|RF|HL|EXTRA\s*LOAD|REINF(?:ORCED)?|\d{1,2}\s*-?\s*(?:PR|PLY)|(?:LR|LOAD\s*RANGE)\s*-?\s*[A-H]|[RFIGLE]-?[1-7][A-Z]?|TL|TT|TUBELESS|M\+S|M\/S|3PMSF)$/;

/**
 * A service description ending the text: a load index, a second one for dual mounting after a
 * slash (a hyphen in an address), and a speed rating; in brackets or not.
 */
const SERVICE_TAIL = /^[\s-]*\(?\s*(\d{2,3})(?:\s*[/-]\s*(\d{2,3}))?\s*(A[1-8]|[B-HJ-NP-WYZ])?\s*\)?$/;

/** The text with every trailing extra mark removed. */
function withoutExtraMarks(text: string): string {
  let rest = text;
  for (let match = EXTRA_MARK.exec(rest); match; match = EXTRA_MARK.exec(rest)) rest = match[1]!;
  return rest;
}

/** One way to read typed text as a size followed by its service description. */
export interface ServiceSplit {
  sizeText: string;
  service: ServiceDescription;
}

const NO_SERVICE: ServiceDescription = { load: null, speed: null };

/**
 * The ways what was typed can split into a size and a service description after it, most likely
 * first: the text without the extra marks around the size ("29.5-25 L-4"), then the text with a
 * service description split off its end ("LT265/70R17 121/118S", "225/45R17 94W XL",
 * "LT265/70R17 LRE 121/118S"). Empty when there is nothing to split off. Only the caller can tell
 * which part is a size, so it tries each in turn.
 */
export function serviceSplits(input: string): ServiceSplit[] {
  const typed = input.trim().toUpperCase();
  const text = withoutExtraMarks(typed);
  const splits: ServiceSplit[] = text !== typed ? [{ sizeText: text, service: NO_SERVICE }] : [];
  // Every place the size could end, the shortest size first: "225-65R17-102H" is not 225-65R
  // with 17/102, since a second load index is always the lower one.
  for (let end = 1; end < text.length; end++) {
    if (!/[0-9A-Z]/.test(text[end - 1]!) || !/[\s(\d-]/.test(text[end]!)) continue;
    const match = SERVICE_TAIL.exec(text.slice(end));
    if (!match) continue;
    const [, single, dual, speed] = match;
    const load: LoadIndex = { single: Number(single), dual: dual === undefined ? null : Number(dual) };
    // Each tire of a pair carries less than one alone: a second index at least as high is not one.
    if (load.single > MAX_LOAD_INDEX || (load.dual !== null && load.dual >= load.single)) continue;
    const service: ServiceDescription = { load, speed: (speed as SpeedSymbol | undefined) ?? null };
    const sizeText = text.slice(0, end);
    splits.push({ sizeText, service });
    // Marks between the size and the service description ("LRE 121/118S") come off too.
    const bare = withoutExtraMarks(sizeText);
    if (bare !== sizeText) splits.push({ sizeText: bare, service });
  }
  return splits;
}

/** Where a speed rating stands among the others; Z stands with V. */
export function speedRank(symbol: SpeedSymbol): number {
  return SPEED_SYMBOLS.indexOf(symbol === "Z" ? "V" : symbol);
}

/** A speed rating as typed ("s", "A8"), or null for anything else. */
export function readSpeedSymbol(text: string): SpeedSymbol | null {
  const symbol = text.trim().toUpperCase();
  return (SPEED_SYMBOLS as readonly string[]).includes(symbol) ? (symbol as SpeedSymbol) : null;
}

/** "121/118S", "102H", "151A8": the service description as a sidewall prints it. */
export function serviceText(service: ServiceDescription): string {
  const load = service.load
    ? `${service.load.single}${service.load.dual !== null ? `/${service.load.dual}` : ""}`
    : "";
  return `${load}${service.speed ?? ""}`;
}
