import { parseTireSize, type TireSizePrefix } from "@/lib/vehicles/tire-size";

/**
 * A tire size reduced to what decides fitment: width, aspect ratio, construction, rim, and the
 * light-truck (or trailer) prefix. P-metric and Euro-metric passenger sizes are the same size
 * here, and a ZR size is the R size (the Z is a speed rating, not a dimension).
 */
export interface TireSize {
  width: number;
  aspectRatio: number;
  /** R radial, D diagonal (bias), B belted bias. */
  construction: "R" | "D" | "B";
  rimDiameter: number;
  /** "LT" light truck, "ST" special trailer, null for passenger sizes. */
  prefix: Exclude<TireSizePrefix, "P"> | null;
}

export type SizeParseResult = { ok: true; size: TireSize } | { ok: false; message: string };

export const SIZE_EMPTY_MESSAGE = "Please enter a tire size, for example 225/65R17.";
export const SIZE_UNREADABLE_MESSAGE =
  "We couldn't read that tire size. Please enter it as printed on your tire's sidewall, for example 225/65R17, LT265/70R17, 11R22.5 or 18.4-38.";
export const SIZE_IMPOSSIBLE_MESSAGE =
  "That isn't a tire size we recognize. Please check the numbers on your tire's sidewall, for example 225/65R17.";

/** Longer than any way of writing a size, with room for stray spaces. */
const MAX_INPUT_LENGTH = 32;

/**
 * Every way people type a size, once spaces are removed and letters upper-cased: "225/65R17",
 * "225/65-17", "2256517", "P225/65R17", "LT265/70R17", "265/70R17LT", "265/70ZR17".
 */
const SIZE_FORMS = /^(P|LT|ST)?(\d{3})[/-]?(\d{2})[/-]?(ZR|R|D|B)?[/-]?(\d{2}(?:\.5)?)(LT)?$/;

/** Reads what a customer typed into one canonical size, or says in plain words what is wrong. */
export function parseSizeQuery(input: unknown): SizeParseResult {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: SIZE_EMPTY_MESSAGE };
  if (input.length > MAX_INPUT_LENGTH) return { ok: false, message: SIZE_UNREADABLE_MESSAGE };

  const match = SIZE_FORMS.exec(input.replace(/\s+/g, "").toUpperCase());
  if (!match) return { ok: false, message: SIZE_UNREADABLE_MESSAGE };
  const [, prefix, width, aspectRatio, construction = "R", rim, ltSuffix] = match;
  if (ltSuffix && prefix && prefix !== "LT") return { ok: false, message: SIZE_UNREADABLE_MESSAGE };

  const sizePrefix = ltSuffix ? "LT" : prefix;
  // The vehicle dataset's own reader decides what is plausible, so both agree on what a size is.
  const parsed = parseTireSize(`${sizePrefix ?? ""}${width}/${aspectRatio}${construction}${rim}`);
  if (!parsed) return { ok: false, message: SIZE_IMPOSSIBLE_MESSAGE };
  return { ok: true, size: toTireSize(parsed) };
}

function toTireSize(parsed: NonNullable<ReturnType<typeof parseTireSize>>): TireSize {
  return {
    width: parsed.width,
    aspectRatio: parsed.aspectRatio,
    construction: parsed.construction === "ZR" ? "R" : parsed.construction,
    rimDiameter: parsed.rimDiameter,
    prefix: parsed.prefix === "LT" || parsed.prefix === "ST" ? parsed.prefix : null,
  };
}

/** "225/65R17", "LT265/70R17": how the catalog and the results write a size. */
export function formatSize(size: TireSize): string {
  return `${size.prefix ?? ""}${size.width}/${size.aspectRatio}${size.construction}${size.rimDiameter}`;
}

/** "225-65r17", "lt265-70r17", "295-75r22-5": the size in a URL path. */
export function sizeSlug(size: TireSize): string {
  return keySlug(formatSize(size));
}

/**
 * A canonical size as a URL path segment: lower case, with hyphens for the slash and the decimal
 * point ("225-65r17", "11r22-5", "18-4r38"), so an address is only letters, digits and hyphens.
 */
export function keySlug(key: string): string {
  return key.toLowerCase().replace(/[/.]/g, "-");
}

/**
 * The canonical form of a size written in data (a vehicle's placard size, a catalog size), or
 * null if it is not a size at all.
 */
export function canonicalSize(text: string): string | null {
  const result = parseSizeQuery(text);
  return result.ok ? formatSize(result.size) : null;
}

/** The size a URL slug names, or null for anything that is not exactly a canonical slug. */
export function sizeFromSlug(slug: string): TireSize | null {
  if (!/^(lt|st)?\d{3}-\d{2}[rdb]\d{2}(-5)?$/.test(slug)) return null;
  const result = parseSizeQuery(slug.replace("-", "/").replace(/-5$/, ".5"));
  return result.ok && sizeSlug(result.size) === slug ? result.size : null;
}
