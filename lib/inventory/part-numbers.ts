import { shown } from "./shown-value";

/**
 * The point of sale's part numbers and our tires: each number the stores' system uses is mapped
 * once, company-wide, to one offer of the catalog, or marked as not a tire (valve stems, wiper
 * blades and fees come in the same export). Browser-safe: no data.
 */

export const MAX_PART_NUMBER_LENGTH = 40;
/** The staff page that keeps them. */
export const PART_NUMBERS_PATH = "/admin/inventory/part-numbers";

/** What a part number is mapped to: an offer id, or null for an item that is not a tire. */
export type PartNumberBook = ReadonlyMap<string, string | null>;

/** One line of the part-number list: a number and the tire it is, or null: not a tire. */
export interface PartNumberRow {
  partNumber: string;
  offerId: string | null;
}

/** A number the point of sale sent that is not mapped yet, where it was seen and with what count. */
export interface PartNumberSighting {
  partNumber: string;
  locationId: number | null;
  onHand: number | null;
}

/** The lines of an export left out of the counts: numbers to map, and items that are not tires. */
export interface LeftOut {
  unmapped: PartNumberSighting[];
  notTires: number;
}

/** What an upload's answer says of them: the first numbers to map, how many, and the non-tires. */
export interface LeftOutReport {
  unmapped: string[];
  unmappedCount: number;
  notTires: number;
}

/**
 * One spelling per number: spaces around it dropped, inner runs of spaces made one, letters in
 * capitals (point-of-sale lookups ignore case). Null when it cannot be a part number.
 */
export function normalPartNumber(raw: string): string | null {
  const value = raw.trim().replace(/\s+/g, " ").toUpperCase();
  if (value === "" || value.length > MAX_PART_NUMBER_LENGTH) return null;
  return /^[\p{L}\p{N}][\p{L}\p{N} ._/#+-]*$/u.test(value) ? value : null;
}

export const partNumberReason = (value: string) =>
  value === ""
    ? "The part number is missing."
    : `"${shown(value)}" is not a part number: up to ${MAX_PART_NUMBER_LENGTH} letters, digits, spaces and . _ / # + -, starting with a letter or digit.`;

/** The words a part-number list uses for an item that is not a tire. */
export const NOT_A_TIRE = "not a tire";
export const isNotATire = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ") === NOT_A_TIRE;
