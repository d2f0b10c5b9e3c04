import { columnName, readCsvLines } from "./csv-lines";
import {
  normalPartNumber,
  partNumberReason,
  type LeftOut,
  type PartNumberBook,
  type PartNumberSighting,
} from "./part-numbers";
import {
  crossCheck,
  isOnHand,
  isStockLocation,
  mergeRefused,
  reasons,
  refusedMessage,
  rowsNotRefused,
  type PlacedRow,
  type RefusedRow,
  type StockInput,
} from "./stock-rules";
import { MAX_CSV_BYTES, MAX_STOCK_ROWS } from "./upload-limits";

/**
 * The point-of-sale export: one line per location and tire, "location id, offer id, on hand",
 * with or without a header row (location_id,offer_id,on_hand, in any order). With the header
 * location_id,part_number,on_hand the tire is the point of sale's own part number, read through
 * the part-number list (part-numbers.ts): a number not mapped yet, or mapped as not a tire, is
 * left out of the counts and reported, so the export can go up as the till writes it.
 * Spreadsheet habits are tolerated (csv-lines.ts); everything else is refused line by line, so
 * staff can fix the file and upload it again.
 */

const HEADER_NAMES = ["location_id", "offer_id", "on_hand"] as const;
type Column = (typeof HEADER_NAMES)[number];
/** Names a header may give the point of sale's part number, in place of offer_id. */
const PART_NUMBER_NAMES = ["partnumber", "partno", "sku"];

export const TOO_LARGE = `The file is too large: an upload may be at most 2 MB and ${MAX_STOCK_ROWS.toLocaleString("en-US")} rows. Split it into smaller files.`;
const NOT_TEXT =
  "This file is not a CSV text file. Export the stock from the point of sale as CSV and upload that file.";
const NO_ROWS =
  "The file has no stock rows. Each line needs a location id, an offer id and the count on hand, separated by commas.";

const WHOLE = /^\d{1,9}$/;

/** The header's columns in the file's order, and whether the tire is a part number; null if unknown. */
function readHeader(cells: readonly string[]): { order: Column[]; partNumbers: boolean } | null {
  const names = cells.map(columnName);
  const partNumbers = names.some((name) => PART_NUMBER_NAMES.includes(name));
  const asColumns = names.map((name) => (PART_NUMBER_NAMES.includes(name) ? "offerid" : name));
  const known = HEADER_NAMES.map(columnName);
  const matches =
    asColumns.length === known.length &&
    known.every((name) => asColumns.filter((n) => n === name).length === 1);
  return matches ? { order: asColumns.map((name) => HEADER_NAMES[known.indexOf(name)]!), partNumbers } : null;
}

/**
 * Reads and checks the whole file; it is all or nothing, so any refused line refuses the file.
 * `book` maps part numbers to offers, for a file whose header names a part_number column.
 */
export function readStockCsv(text: string, book: PartNumberBook = new Map()): StockInput {
  const read = readCsvLines(text, {
    maxBytes: MAX_CSV_BYTES,
    tooLarge: TOO_LARGE,
    notText: NOT_TEXT,
    columns: HEADER_NAMES.length,
    rowName: "a stock row",
  });
  if (!read.ok) return read;
  const { lines } = read;

  let order: readonly Column[] = HEADER_NAMES;
  let partNumbers = false;
  // Every stock line has digits (its location, its count); a header has none.
  const header = lines[0] && !lines[0].cells.some((cell) => /\d/.test(cell)) ? lines.shift()! : null;
  if (header) {
    const columns = readHeader(header.cells);
    if (!columns)
      return {
        ok: false,
        kind: "invalid",
        message: "Nothing was changed: the header row is not the one expected.",
        refused: [
          {
            line: header.line,
            reason: `This line reads as a header, but its columns are not ${HEADER_NAMES.join(", ")} (or location_id, part_number, on_hand). Name them so, or leave the header out and keep that order.`,
          },
        ],
      };
    ({ order, partNumbers } = columns);
  }
  if (lines.length > MAX_STOCK_ROWS) return { ok: false, kind: "too-large", message: TOO_LARGE };
  if (lines.length === 0) return { ok: false, kind: "invalid", message: NO_ROWS };

  const refused: RefusedRow[] = [];
  const placed: PlacedRow[] = [];
  const unmapped = new Map<string, PartNumberSighting>();
  let notTires = 0;
  for (const { line, cells } of lines) {
    if (cells.length !== HEADER_NAMES.length) {
      refused.push({ line, reason: reasons.columns(cells.length) });
      continue;
    }
    const cell = (column: Column) => cells[order.indexOf(column)]!;
    const location = cell("location_id");
    const count = cell("on_hand");
    const locationId = WHOLE.test(location) ? Number(location) : NaN;
    const onHand = WHOLE.test(count) ? Number(count) : NaN;
    const goodLocation = isStockLocation(locationId);
    if (!goodLocation) refused.push({ line, reason: reasons.location(location) });
    if (!isOnHand(onHand)) refused.push({ line, reason: reasons.onHand(count) });
    let offerId = cell("offer_id");
    if (partNumbers) {
      const partNumber = normalPartNumber(offerId);
      if (partNumber === null) {
        refused.push({ line, reason: partNumberReason(offerId) });
        continue;
      }
      const mapped = book.get(partNumber);
      if (mapped === null) notTires++;
      if (mapped === undefined)
        unmapped.set(partNumber, {
          partNumber,
          locationId: goodLocation ? locationId : null,
          onHand: isOnHand(onHand) ? onHand : null,
        });
      if (!mapped) continue;
      offerId = mapped;
    }
    placed.push({ at: { line }, row: { locationId, offerId, onHand } });
  }
  const leftOut: { leftOut?: LeftOut } =
    unmapped.size || notTires ? { leftOut: { unmapped: [...unmapped.values()], notTires } } : {};
  refused.push(...crossCheck(placed));
  if (refused.length) {
    const merged = mergeRefused(refused);
    return {
      ok: false,
      kind: "invalid",
      message: refusedMessage(merged.length),
      refused: merged,
      rows: rowsNotRefused(placed, merged),
      ...leftOut,
    };
  }
  return { ok: true, rows: placed, ...leftOut };
}
