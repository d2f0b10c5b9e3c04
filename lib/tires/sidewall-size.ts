import {
  SIZE_EMPTY_MESSAGE,
  SIZE_IMPOSSIBLE_MESSAGE,
  SIZE_UNREADABLE_MESSAGE,
  formatSize,
  keySlug,
  parseSizeQuery,
  type SizeParseResult,
  type TireSize,
} from "./size";
import { serviceSplits, type LoadIndex, type SpeedSymbol } from "./service-description";

/**
 * How a size is written on the sidewall:
 * - metric: 225/65R17, LT265/70R17, 295/75R22.5, 710/70R42 (width in mm, aspect ratio, rim);
 * - inch-aspect: 12.5/80-18, 35/65R33 (width in inches, aspect ratio, rim);
 * - numeric: 11R22.5, 18.4-38, 27.00R49, 6.50-10, 11L-15, 12N16.5 (width in inches, rim);
 * - flotation: 31x10.50R15, 33x12.50R20LT, 27x9R14, 18x7-8 (overall diameter x width, rim);
 * - press-on: 21x7x15 (solid band tires: overall diameter x width x band diameter).
 */
export { keySlug };

export type SizeFamily = "metric" | "inch-aspect" | "numeric" | "flotation" | "press-on";

/** The construction as written: R radial, - bias, D diagonal, B belted bias, N non-pneumatic, x press-on. */
export type WrittenConstruction = "R" | "-" | "D" | "B" | "N" | "x";

/** Any size the catalog sells, read from what a customer typed or from data. */
export interface SidewallSize {
  family: SizeFamily;
  /**
   * The canonical size: the same for every way of typing one size (case, spaces, a missing
   * slash, "R" or "-", with or without the LT of a flotation size or an IF/VF tag), so it is the
   * key searches and size pages use. Radial and bias tires of one dimension fit the same rim and
   * share the key; each tire still shows its own size.
   */
  key: string;
  /** The size as written, construction and tag included: "18.4-38", "IF 710/70R42". */
  written: string;
  /** Section width: millimeters for metric sizes, inches otherwise. */
  width: number;
  aspectRatio: number | null;
  /** Overall diameter in inches, for flotation and press-on sizes. */
  overallDiameter: number | null;
  construction: WrittenConstruction;
  /** Rim (or press-on band) diameter in inches. */
  rimDiameter: number;
  /** "LT" light truck or "ST" trailer (metric and flotation sizes); null otherwise. */
  prefix: "LT" | "ST" | null;
  /** IF (increased flexion) or VF (very high flexion): a farm radial's load rating, not its size. */
  tag: "IF" | "VF" | null;
  /** The "L" of a low-section farm or industrial size such as 11L-15 or 19.5L-24. */
  lowSection: boolean;
  /** The passenger reader's size, for sizes it reads (passenger, light-truck and trailer sizes). */
  metric: TireSize | null;
}

/**
 * A size as read, with the service description printed after it, if one was typed: the load
 * index (single, and dual for light-truck and truck tires) and the speed rating of "121/118S".
 */
export type SidewallSizeResult =
  | { ok: true; size: SidewallSize; load: LoadIndex | null; speed: SpeedSymbol | null }
  | { ok: false; message: string };

type SizeOnlyResult = { ok: true; size: SidewallSize } | { ok: false; message: string };

/**
 * Longer than any way of writing a size with its service description and marks
 * ("LT265/70R17 121/118S LRE"), with room for stray spaces.
 */
const MAX_INPUT_LENGTH = 48;

const METRIC = /^(\d{3,4})[/-]?(\d{2})(-?[RDB]?-?)(\d{2}(?:\.5)?)$/;
const INCH_ASPECT = /^(\d{1,2}(?:\.\d)?)[/-](\d{2})(-?[RD]?-?)(\d{1,2}(?:\.\d)?)$/;
const NUMERIC = /^(\d{1,2}(?:\.\d{1,2})?)(?:(L)(-?[RN]?-?)|(-?[RN]-?|-))(\d{1,2}(?:\.\d)?)$/;
const CROSS = /^(LT)?(\d{2}(?:\.\d)?)X(\d{1,2}(?:\.\d{1,2})?)(?:-?(R|N)-?|-|(X))(\d{1,2}(?:\.\d)?)(LT)?$/;

/**
 * Reads a tire size as typed or as written in data, in any of the families above, with the
 * service description and marks the sidewall prints after it ("LT265/70R17 121/118S",
 * "480/80R42 151A8", "29.5-25 L-4"). Passenger, light-truck and trailer sizes are read exactly as
 * `parseSizeQuery` reads them, so their canonical form (and their pages' addresses) stay what
 * they were.
 */
export function readSidewallSize(input: unknown): SidewallSizeResult {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: SIZE_EMPTY_MESSAGE };
  if (input.length > MAX_INPUT_LENGTH) return { ok: false, message: SIZE_UNREADABLE_MESSAGE };

  const whole = readSizeOnly(input);
  if (whole.ok && !endsInLoneNumber(input)) return { ...whole, load: null, speed: null };
  let message = whole.ok ? "" : whole.message;
  for (const split of serviceSplits(input)) {
    const read = readSizeOnly(split.sizeText);
    if (read.ok) return { ...read, ...split.service };
    // Numbers no tire has say more than text that is not a size at all.
    if (read.message === SIZE_IMPOSSIBLE_MESSAGE) message = read.message;
  }
  return whole.ok ? { ...whole, load: null, speed: null } : { ok: false, message };
}

/**
 * "17.5-25 60": a size written with its signs, then a number after a space. Read whole it is a
 * size too (17.5/25-60), but whoever typed the dash would have typed one before the 60: the number
 * is a load index. "225 65 17", typed with spaces only, stays a size.
 */
function endsInLoneNumber(input: string): boolean {
  const match = /^(.*\S)\s+\d+$/.exec(input.trim());
  return match !== null && /[^\d\s]/.test(match[1]!);
}

/** The size alone, with nothing after it but an IF or VF tag. */
function readSizeOnly(input: string): SizeOnlyResult {
  const { text, tag } = splitTag(normalize(input));
  if (text === null) return { ok: false, message: SIZE_UNREADABLE_MESSAGE };

  const passenger = parseSizeQuery(text);
  if (passenger.ok) return fromPassenger(passenger, tag);

  const readers = [readMetric, readInchAspect, readNumeric, readCross];
  for (const read of readers) {
    const result = read(text, tag);
    if (result) return result === "impossible" ? { ok: false, message: SIZE_IMPOSSIBLE_MESSAGE } : result;
  }
  return { ok: false, message: passenger.message };
}

/** The canonical key of a size written in data, or null if it is not a size. */
export function sizeKey(text: string): string | null {
  const result = readSidewallSize(text);
  return result.ok ? result.size.key : null;
}

/**
 * Upper case; spaces between two numbers become a separator ("18.4 38", "225 65 17"), other
 * spaces go ("225 / 65 R 17", "IF 710/70R42"); a multiplication sign reads as the x it stands for.
 */
function normalize(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/×/g, "X")
    .replace(/(\d)\s+(?=\d)/g, "$1-")
    .replace(/\s+/g, "");
}

/** An IF or VF tag in front of or behind the size; null text when it is there twice. */
function splitTag(text: string): { text: string | null; tag: SidewallSize["tag"] } {
  const match = /^(IF|VF)?(.*?)(IF|VF)?$/.exec(text)!;
  const [, before, rest, after] = match;
  if (before && after) return { text: null, tag: null };
  const tag = (before ?? after ?? null) as SidewallSize["tag"];
  return { text: rest!, tag };
}

type ReaderResult = SizeOnlyResult | "impossible" | null;

function fromPassenger(
  result: Extract<SizeParseResult, { ok: true }>,
  tag: SidewallSize["tag"],
): SizeOnlyResult {
  const size = result.size;
  // IF and VF are farm radial ratings: an LT or trailer size with one is a typo, not a size.
  if (tag && size.prefix) return { ok: false, message: SIZE_UNREADABLE_MESSAGE };
  const key = formatSize(size);
  return {
    ok: true,
    size: {
      family: "metric",
      key,
      written: withTag(key, tag),
      width: size.width,
      aspectRatio: size.aspectRatio,
      overallDiameter: null,
      construction: size.construction,
      rimDiameter: size.rimDiameter,
      prefix: size.prefix,
      tag,
      lowSection: false,
      metric: size,
    },
  };
}

/**
 * Metric sizes too big for a car or truck: farm and earthmover radials such as 710/70R42 or
 * 380/90R46. Widths step by 5 mm, aspect ratios by 5 %.
 */
function readMetric(text: string, tag: SidewallSize["tag"]): ReaderResult {
  const match = METRIC.exec(text);
  if (!match) return null;
  const [, w, a, separator, r] = match;
  const width = Number(w);
  const aspectRatio = Number(a);
  const rimDiameter = Number(r);
  const plausible =
    width >= 105 &&
    width <= 1250 &&
    width % 5 === 0 &&
    aspectRatio >= 20 &&
    aspectRatio <= 95 &&
    aspectRatio % 5 === 0 &&
    isRim(rimDiameter, 10, 63);
  if (!plausible) return "impossible";
  const construction = writtenConstruction(separator!);
  const keyConstruction = construction === "-" ? "R" : construction;
  const base = `${width}/${aspectRatio}`;
  return sized({
    family: "metric",
    key: `${base}${keyConstruction}${rimText(rimDiameter)}`,
    written: withTag(`${base}${construction}${rimText(rimDiameter)}`, tag),
    width,
    aspectRatio,
    construction,
    rimDiameter,
    tag,
  });
}

/** Inch widths with an aspect ratio: backhoe and implement sizes (12.5/80-18), earthmovers (35/65R33). */
function readInchAspect(text: string, tag: SidewallSize["tag"]): ReaderResult {
  const match = INCH_ASPECT.exec(text);
  if (!match) return null;
  if (tag) return "impossible";
  const [, w, a, separator, r] = match;
  const width = Number(w);
  const aspectRatio = Number(a);
  const rimDiameter = Number(r);
  const plausible =
    width >= 5 &&
    width <= 60 &&
    aspectRatio >= 20 &&
    aspectRatio <= 95 &&
    aspectRatio % 5 === 0 &&
    isRim(rimDiameter, 8, 63);
  if (!plausible) return "impossible";
  const construction = writtenConstruction(separator!);
  // Under 20 inches the width keeps one decimal (10.0/75-15.3); earthmover widths are whole (35/65R33).
  const widthText = width < 20 ? width.toFixed(1) : numberText(width);
  const base = `${widthText}/${aspectRatio}`;
  return sized({
    family: "inch-aspect",
    key: `${base}R${rimText(rimDiameter)}`,
    written: `${base}${construction}${rimText(rimDiameter)}`,
    width,
    aspectRatio,
    construction,
    rimDiameter,
    tag,
  });
}

/**
 * Numeric sizes: heavy truck (11R22.5, 11-22.5), farm (18.4-38, 18.4R38, 11L-15), industrial
 * (6.50-10, 12-16.5, 12N16.5) and earthmover (27.00R49, 23.5-25).
 */
function readNumeric(text: string, tag: SidewallSize["tag"]): ReaderResult {
  const match = NUMERIC.exec(text);
  if (!match) return null;
  if (tag) return "impossible";
  const [, w, low, lowSeparator, separator, r] = match;
  const width = Number(w);
  const rimDiameter = Number(r);
  const plausible = width >= 3 && width <= 60 && isRim(rimDiameter, 8, 63) && rimDiameter > width / 4;
  if (!plausible) return "impossible";
  const lowSection = Boolean(low);
  // Low-section sizes are bias unless an R says otherwise (11L15 is 11L-15).
  const construction =
    lowSection && !/[RN]/.test(lowSeparator!) ? "-" : writtenConstruction(separator ?? lowSeparator!);
  const widthText = numericWidthText(width, rimDiameter, lowSection);
  const base = `${widthText}${lowSection ? "L" : ""}`;
  return sized({
    family: "numeric",
    key: `${base}R${rimText(rimDiameter)}`,
    written: `${base}${construction}${rimText(rimDiameter)}`,
    width,
    construction,
    rimDiameter,
    lowSection,
    tag,
  });
}

/** Flotation and ATV sizes (31x10.50R15, 33x12.50R20LT, 27x9R14, 18x7-8) and press-on bands (21x7x15). */
function readCross(text: string, tag: SidewallSize["tag"]): ReaderResult {
  const match = CROSS.exec(text);
  if (!match) return null;
  const [, ltBefore, d, w, letter, x, r, ltAfter] = match;
  const pressOn = Boolean(x);
  if (tag || (ltBefore && ltAfter) || (pressOn && (ltBefore || ltAfter))) return "impossible";
  const overallDiameter = Number(d);
  const width = Number(w);
  const rimDiameter = Number(r);
  const plausible =
    overallDiameter >= 10 &&
    overallDiameter <= 60 &&
    width >= 3 &&
    width <= 25 &&
    isRim(rimDiameter, 4, 30) &&
    overallDiameter > rimDiameter + width / 2;
  if (!plausible) return "impossible";
  // Flotation widths are written with two decimals (10.50), whole ones without (27x9R14).
  const widthText = Number.isInteger(width) ? String(width) : width.toFixed(2);
  const base = `${numberText(overallDiameter)}x${widthText}`;
  const rim = rimText(rimDiameter);
  if (pressOn) {
    const key = `${base}x${rim}`;
    return sized({
      family: "press-on",
      key,
      written: key,
      width,
      overallDiameter,
      construction: "x",
      rimDiameter,
      tag,
    });
  }
  const construction = (letter ?? "-") as WrittenConstruction;
  // Flotation sizes are light-truck sizes whether or not the LT is written: it adds nothing to the key.
  const lt = ltBefore || ltAfter ? "LT" : null;
  return sized({
    family: "flotation",
    key: `${base}R${rim}`,
    written: `${base}${construction}${rim}${lt ? "LT" : ""}`,
    width,
    overallDiameter,
    construction,
    rimDiameter,
    prefix: lt,
    tag,
  });
}

/** The letter between aspect ratio and rim; a dash alone is bias, nothing at all is radial. */
function writtenConstruction(separator: string): WrittenConstruction {
  const letter = separator.replace(/-/g, "");
  if (letter) return letter as WrittenConstruction;
  return separator.includes("-") ? "-" : "R";
}

function sized(
  fields: Pick<
    SidewallSize,
    "family" | "key" | "written" | "width" | "construction" | "rimDiameter" | "tag"
  > &
    Partial<SidewallSize>,
): SizeOnlyResult {
  return {
    ok: true,
    size: {
      aspectRatio: null,
      overallDiameter: null,
      prefix: null,
      lowSection: false,
      metric: null,
      ...fields,
    },
  };
}

/** Whole inches, or the half and tenth sizes rims come in (22.5, 16.5, 15.3, 16.1). */
function isRim(value: number, min: number, max: number): boolean {
  if (value < min || value > max) return false;
  const tenths = Math.round(value * 10) % 10;
  return tenths === 0 || tenths === 5 || tenths === 3 || tenths === 1;
}

function numberText(value: number): string {
  return String(Number(value.toFixed(2)));
}

function rimText(rim: number): string {
  return numberText(rim);
}

/**
 * A numeric width the way the trade writes it, whatever was typed (6.5-10 and 6.50-10 are one
 * size): low-section widths as numbers (11L, 9.5L); whole widths plain on half-inch rims (11R22.5,
 * 12-16.5) and with ".00" otherwise (27.00R49, 7.00-12); widths in quarter inches with two decimals
 * (8.25); narrow half-inch widths with two (6.50-10), wide ones with one (23.5-25, 18.4-38).
 */
function numericWidthText(width: number, rim: number, lowSection: boolean): string {
  if (lowSection) return numberText(width);
  const hundredths = Math.round(width * 100) % 100;
  if (hundredths === 0) return Number.isInteger(rim) ? width.toFixed(2) : String(width);
  if (hundredths % 10 !== 0 || width < 9) return width.toFixed(2);
  return width.toFixed(1);
}

function withTag(written: string, tag: SidewallSize["tag"]): string {
  return tag ? `${tag} ${written}` : written;
}
