import { passengerCatalog, type OfferCatalog } from "@/lib/tires/passenger-tires";
import { columnName, readCsvLines } from "./csv-lines";
import {
  isNotATire,
  NOT_A_TIRE,
  normalPartNumber,
  partNumberReason,
  type PartNumberRow,
} from "./part-numbers";
import { shown } from "./shown-value";
import { mergeRefused, refusedMessage, type RefusedRow } from "./stock-rules";
import { MAX_CSV_BYTES, MAX_STOCK_ROWS } from "./upload-limits";

/**
 * The part-number list staff keep: "part number, offer id" a line, with or without the header
 * part_number,offer_id, and "not a tire" in place of an offer id for an item to leave out of the
 * counts. A line with the offer id left empty is passed over: the list of numbers waiting can be
 * downloaded, filled in as far as staff know, and uploaded whole. All or nothing, every wrong line
 * listed at once, as the stock export is.
 */

export type PartNumberInput =
  | { ok: true; rows: PartNumberRow[]; /** Lines with no offer id yet, left as they are. */ blank: number }
  | { ok: false; kind: "too-large" | "invalid"; message: string; refused?: RefusedRow[] };

const TOO_LARGE = `The file is too large: a part-number list may be at most 2 MB and ${MAX_STOCK_ROWS.toLocaleString("en-US")} lines. Split it into smaller files.`;
const NOT_TEXT = "This file is not a CSV text file. Save the part-number list as CSV and upload that file.";
const NO_ROWS =
  "The file has no part numbers. Each line needs the point of sale's part number and our offer id, separated by a comma.";
const PART_NUMBER_NAMES = ["partnumber", "partno", "sku"];

export const partNumberOfferReason = (value: string) =>
  value === ""
    ? `Write our tire's offer id, or "${NOT_A_TIRE}".`
    : `No tire in the catalog has the offer id "${shown(value)}". Write one from the stock list, or "${NOT_A_TIRE}".`;

/** The offer a list's second column names: an offer id, "not a tire" (null), or undefined if neither. */
export function readMappedOffer(
  value: string,
  catalog: OfferCatalog = passengerCatalog,
): string | null | undefined {
  if (isNotATire(value)) return null;
  return catalog.getOffer(value.trim()) ? value.trim() : undefined;
}

export function readPartNumberCsv(text: string, catalog: OfferCatalog = passengerCatalog): PartNumberInput {
  const read = readCsvLines(text, {
    maxBytes: MAX_CSV_BYTES,
    tooLarge: TOO_LARGE,
    notText: NOT_TEXT,
    columns: 2,
    rowName: "a part number",
  });
  if (!read.ok) return read;
  const { lines } = read;
  let partFirst = true;
  const names = lines[0]?.cells.map(columnName) ?? [];
  if (names.length === 2 && names.includes("offerid") && names.some((n) => PART_NUMBER_NAMES.includes(n))) {
    partFirst = PART_NUMBER_NAMES.includes(names[0]!);
    lines.shift();
  }
  if (lines.length > MAX_STOCK_ROWS) return { ok: false, kind: "too-large", message: TOO_LARGE };
  if (lines.length === 0) return { ok: false, kind: "invalid", message: NO_ROWS };

  const refused: RefusedRow[] = [];
  const rows: PartNumberRow[] = [];
  const first = new Map<string, number>();
  let blank = 0;
  for (const { line, cells } of lines) {
    if (cells.length !== 2) {
      refused.push({
        line,
        reason: `Expected two values separated by a comma (part number, offer id); found ${cells.length}.`,
      });
      continue;
    }
    const [rawPart, rawOffer] = partFirst ? cells : [cells[1]!, cells[0]!];
    if (rawOffer === "") {
      blank++;
      continue;
    }
    const partNumber = normalPartNumber(rawPart!);
    const offerId = readMappedOffer(rawOffer!, catalog);
    if (partNumber === null) refused.push({ line, reason: partNumberReason(rawPart!) });
    if (offerId === undefined) refused.push({ line, reason: partNumberOfferReason(rawOffer!) });
    if (partNumber === null || offerId === undefined) continue;
    const earlier = first.get(partNumber);
    if (earlier !== undefined)
      refused.push({
        line,
        reason: `Part number ${partNumber} is already on line ${earlier}; each may appear once.`,
      });
    else {
      first.set(partNumber, line);
      rows.push({ partNumber, offerId });
    }
  }
  if (refused.length) {
    const merged = mergeRefused(refused);
    return { ok: false, kind: "invalid", message: refusedMessage(merged.length), refused: merged };
  }
  return { ok: true, rows, blank };
}
