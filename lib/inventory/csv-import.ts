import { CsvError, parse } from "csv-parse/sync";
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
 * with or without a header row (location_id,offer_id,on_hand, in any order). Spreadsheet habits
 * are tolerated (a byte-order mark, CRLF or CR line ends, spaces around values, quoted values,
 * blank lines and empty trailing columns); everything else is refused line by line, so staff can
 * fix the file and upload it again.
 */

const HEADER_NAMES = ["location_id", "offer_id", "on_hand"] as const;
type Column = (typeof HEADER_NAMES)[number];

export const TOO_LARGE = `The file is too large: an upload may be at most 2 MB and ${MAX_STOCK_ROWS.toLocaleString("en-US")} rows. Split it into smaller files.`;
const NOT_TEXT =
  "This file is not a CSV text file. Export the stock from the point of sale as CSV and upload that file.";
const NO_ROWS =
  "The file has no stock rows. Each line needs a location id, an offer id and the count on hand, separated by commas.";
const UNREADABLE = "Nothing was changed: the file could not be read as CSV.";

/** "Location ID", "location-id" and "LOCATION_ID" all name the same column. */
const columnName = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, "");
const WHOLE = /^\d{1,9}$/;

/**
 * The line the record csv-parse stopped in begins on: after the records it had finished
 * (`bytes_records`, in UTF-8 bytes) and any blank lines that followed them.
 */
function failingLine(text: string, error: CsvError): number {
  const bytes = Buffer.from(text, "utf8");
  const done = typeof error.bytes_records === "number" ? Math.min(error.bytes_records, bytes.length) : 0;
  let line = 1;
  for (let i = 0; i < done; i++) if (bytes[i] === 0x0a) line++;
  for (let i = done; i < bytes.length && /[\n \t]/.test(String.fromCharCode(bytes[i]!)); i++)
    if (bytes[i] === 0x0a) line++;
  return line;
}

/** Why csv-parse stopped, in words for whoever fixes the file. */
function unreadable(text: string, error: CsvError): RefusedRow {
  const reason =
    error.code === "CSV_QUOTE_NOT_CLOSED"
      ? "A quoted value starts on this line and never ends: a closing double quote is missing."
      : error.code === "CSV_INVALID_CLOSING_QUOTE" ||
          error.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE"
        ? 'A quoted value goes on after its closing quote. Quote the whole value, and write a quote inside it as two ("").'
        : error.code === "CSV_MAX_RECORD_SIZE"
          ? "This line is far too long for a stock row."
          : "This line could not be read as CSV.";
  return { line: failingLine(text, error), reason };
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/** Reads and checks the whole file; it is all or nothing, so any refused line refuses the file. */
export function readStockCsv(text: string): StockInput {
  if (Buffer.byteLength(text, "utf8") > MAX_CSV_BYTES)
    return { ok: false, kind: "too-large", message: TOO_LARGE };
  // Control characters other than tabs and line ends mean a spreadsheet or an image, not CSV.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    return { ok: false, kind: "invalid", message: NOT_TEXT };

  const normalized = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  let records: CsvRecord[];
  try {
    records = parse(normalized, {
      trim: true,
      // A quote inside an unquoted value (12" or =LINK("…")) is kept as written, and the value
      // refused or not on its own merits.
      relax_quotes: true,
      skip_empty_lines: true,
      relax_column_count: true,
      record_delimiter: "\n",
      max_record_size: 1024,
      info: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, kind: "invalid", message: UNREADABLE, refused: [unreadable(normalized, error)] };
    throw error;
  }

  const lines = records
    .map(({ record, info }) => {
      const cells = [...record];
      while (cells.length > HEADER_NAMES.length && cells.at(-1) === "") cells.pop();
      // info.lines is where the record ends; a quoted value may have spanned lines.
      const line = info.lines - record.reduce((n, cell) => n + (cell.split("\n").length - 1), 0);
      return { line, cells };
    })
    // A line of commas only (",,") is how spreadsheets end a sheet.
    .filter(({ cells }) => cells.some((cell) => cell !== ""));

  let order: readonly Column[] = HEADER_NAMES;
  // Every stock line has digits (its location, its count); a header has none.
  const header = lines[0] && !lines[0].cells.some((cell) => /\d/.test(cell)) ? lines.shift()! : null;
  if (header) {
    const names = header.cells.map(columnName);
    const known = HEADER_NAMES.map(columnName);
    const matches =
      names.length === known.length && known.every((name) => names.filter((n) => n === name).length === 1);
    if (!matches)
      return {
        ok: false,
        kind: "invalid",
        message: "Nothing was changed: the header row is not the one expected.",
        refused: [
          {
            line: header.line,
            reason: `This line reads as a header, but its columns are not ${HEADER_NAMES.join(", ")}. Name them so, or leave the header out and keep that order.`,
          },
        ],
      };
    order = names.map((name) => HEADER_NAMES[known.indexOf(name)]!);
  }
  if (lines.length > MAX_STOCK_ROWS) return { ok: false, kind: "too-large", message: TOO_LARGE };
  if (lines.length === 0) return { ok: false, kind: "invalid", message: NO_ROWS };

  const refused: RefusedRow[] = [];
  const placed: PlacedRow[] = [];
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
    if (!isStockLocation(locationId)) refused.push({ line, reason: reasons.location(location) });
    if (!isOnHand(onHand)) refused.push({ line, reason: reasons.onHand(count) });
    placed.push({ at: { line }, row: { locationId, offerId: cell("offer_id"), onHand } });
  }
  refused.push(...crossCheck(placed));
  if (refused.length) {
    const merged = mergeRefused(refused);
    return {
      ok: false,
      kind: "invalid",
      message: refusedMessage(merged.length),
      refused: merged,
      rows: rowsNotRefused(placed, merged),
    };
  }
  return { ok: true, rows: placed };
}
