export type TireSizePrefix = "P" | "LT" | "ST";
/** R radial, ZR radial with a Z speed rating, D diagonal (bias), B belted bias. */
export type TireConstruction = "R" | "ZR" | "D" | "B";

export interface ParsedTireSize {
  /** Section width in millimeters. */
  width: number;
  /** Sidewall height as a percentage of the width. */
  aspectRatio: number;
  construction: TireConstruction;
  /** Wheel diameter in inches; half sizes such as 16.5 exist for light trucks. */
  rimDiameter: number;
  /** P passenger, LT light truck, ST special trailer; absent on "Euro-metric" sizes. */
  prefix?: TireSizePrefix;
}

const METRIC_SIZE = /^(P|LT|ST)?(\d{3})\/(\d{2})(ZR|R|D|B)(\d{2}(?:\.5)?)$/;

/**
 * Reads a metric sidewall size such as "P265/70R17", "LT275/65R20" or "245/40ZR18". Spacing
 * and case are forgiven ("lt 275/65 r20"); anything that is not a plausible size gives null.
 */
export function parseTireSize(text: string): ParsedTireSize | null {
  const match = METRIC_SIZE.exec(text.replace(/\s+/g, "").toUpperCase());
  if (!match) return null;
  const [, prefix, width, aspectRatio, construction, rimDiameter] = match;
  const size: ParsedTireSize = {
    width: Number(width),
    aspectRatio: Number(aspectRatio),
    construction: construction as TireConstruction,
    rimDiameter: Number(rimDiameter),
  };
  // Real sizes step by 5 mm and 5 %, and fit 12-30 inch wheels; this rejects typos like 999/99R99.
  const plausible =
    size.width >= 105 &&
    size.width <= 455 &&
    size.width % 5 === 0 &&
    size.aspectRatio >= 20 &&
    size.aspectRatio <= 95 &&
    size.aspectRatio % 5 === 0 &&
    size.rimDiameter >= 12 &&
    size.rimDiameter <= 30;
  if (!plausible) return null;
  return prefix ? { ...size, prefix: prefix as TireSizePrefix } : size;
}
