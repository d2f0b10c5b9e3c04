import { CsvError, parse } from "csv-parse/sync";
import type { RefusedRow } from "./stock-rules";

/**
 * The lines of an uploaded CSV file as staff's spreadsheets write them: a byte-order mark, CRLF
 * or CR line ends, spaces around values, quoted values, blank lines and empty trailing columns are
 * tolerated. Shared by the stock export (csv-import.ts) and the part-number list
 * (part-number-csv.ts), which read the cells each their own way.
 */

export interface CsvLine {
  /** Where the line begins in the file, counting from 1. */
  line: number;
  cells: string[];
}

export type CsvLines =
  | { ok: true; lines: CsvLine[] }
  | { ok: false; kind: "too-large" | "invalid"; message: string; refused?: RefusedRow[] };

const UNREADABLE = "Nothing was changed: the file could not be read as CSV.";

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
function unreadable(text: string, error: CsvError, rowName: string): RefusedRow {
  const reason =
    error.code === "CSV_QUOTE_NOT_CLOSED"
      ? "A quoted value starts on this line and never ends: a closing double quote is missing."
      : error.code === "CSV_INVALID_CLOSING_QUOTE" ||
          error.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE"
        ? 'A quoted value goes on after its closing quote. Quote the whole value, and write a quote inside it as two ("").'
        : error.code === "CSV_MAX_RECORD_SIZE"
          ? `This line is far too long for ${rowName}.`
          : "This line could not be read as CSV.";
  return { line: failingLine(text, error), reason };
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

/**
 * The file's non-blank lines, each with the line it starts on and its cells (empty cells past
 * `columns` dropped), or why the file cannot be read at all.
 */
export function readCsvLines(
  text: string,
  limits: { maxBytes: number; tooLarge: string; notText: string; columns: number; rowName: string },
): CsvLines {
  if (Buffer.byteLength(text, "utf8") > limits.maxBytes)
    return { ok: false, kind: "too-large", message: limits.tooLarge };
  // Control characters other than tabs and line ends mean a spreadsheet or an image, not CSV.
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
    return { ok: false, kind: "invalid", message: limits.notText };

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
      return {
        ok: false,
        kind: "invalid",
        message: UNREADABLE,
        refused: [unreadable(normalized, error, limits.rowName)],
      };
    throw error;
  }

  const lines = records
    .map(({ record, info }) => {
      const cells = [...record];
      while (cells.length > limits.columns && cells.at(-1) === "") cells.pop();
      // info.lines is where the record ends; a quoted value may have spanned lines.
      const line = info.lines - record.reduce((n, cell) => n + (cell.split("\n").length - 1), 0);
      return { line, cells };
    })
    // A line of commas only (",,") is how spreadsheets end a sheet.
    .filter(({ cells }) => cells.some((cell) => cell !== ""));
  return { ok: true, lines };
}

/** "Location ID", "location-id" and "LOCATION_ID" all name the same column. */
export const columnName = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, "");
