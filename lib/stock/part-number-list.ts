import { getDatabase } from "@/lib/db";
import { readStockCsv } from "@/lib/inventory/csv-import";
import { partNumberOfferReason, readMappedOffer, readPartNumberCsv } from "@/lib/inventory/part-number-csv";
import {
  normalPartNumber,
  partNumberReason,
  type LeftOut,
  type LeftOutReport,
  type PartNumberBook,
} from "@/lib/inventory/part-numbers";
import type { RefusedRow, StockInput } from "@/lib/inventory/stock-rules";
import { MAX_REFUSED_LISTED, MAX_STOCK_ROWS } from "@/lib/inventory/upload-limits";
import type { StaffMember } from "@/lib/staff/roles";

/**
 * The point of sale's part numbers as staff keep them: read into a book for an export by part
 * number, changed one at a time from the page (guarded by the entry's time, so a colleague's
 * change is never overwritten unseen), or replaced by an uploaded list.
 */

/** Every mapped number, for reading one export. */
export async function partNumberBook(): Promise<PartNumberBook> {
  const entries = await (await getDatabase()).partNumberEntries();
  return new Map(entries.map((e) => [e.partNumber, e.offerId]));
}

/** The stock export as uploaded, its part numbers (if it uses them) read through the book. */
export async function readStockFile(csv: string): Promise<StockInput> {
  return readStockCsv(csv, await partNumberBook());
}

/** The numbers of an export to map, listed in its answer; the page lists them all. */
const LEFT_OUT_LISTED = 20;

export function leftOutReport(leftOut: LeftOut | undefined): LeftOutReport | undefined {
  if (!leftOut) return undefined;
  return {
    unmapped: leftOut.unmapped.slice(0, LEFT_OUT_LISTED).map((s) => s.partNumber),
    unmappedCount: leftOut.unmapped.length,
    notTires: leftOut.notTires,
  };
}

/** "3 part numbers are not mapped to a tire yet and were not counted. 12 lines are not tires." */
export function leftOutText(report: LeftOutReport | undefined): string {
  if (!report) return "";
  const words: string[] = [];
  const n = report.unmappedCount;
  if (n)
    words.push(
      `${n.toLocaleString("en-US")} ${n === 1 ? "part number is" : "part numbers are"} not mapped to a tire yet and ${n === 1 ? "was" : "were"} not counted: map ${n === 1 ? "it" : "them"} under Part numbers and upload again.`,
    );
  if (report.notTires)
    words.push(
      `${report.notTires.toLocaleString("en-US")} ${report.notTires === 1 ? "line is" : "lines are"} for items marked as not tires.`,
    );
  return words.join(" ");
}

/** Notes the numbers an export could not count, so the page lists them to map. */
export async function noteLeftOut(leftOut: LeftOut | undefined, by: string, now = Date.now()) {
  if (leftOut?.unmapped.length)
    await (await getDatabase()).noteUnmappedPartNumbers(leftOut.unmapped, now, by);
}

export type PartNumberOutcome =
  | { kind: "saved"; message: string }
  | {
      kind: "invalid" | "too-large" | "stale";
      message: string;
      refused?: RefusedRow[];
      refusedCount?: number;
    };

/** An uploaded part-number list: checked whole, then saved as it stands. */
export async function uploadPartNumbers(
  text: string,
  member: Pick<StaffMember, "name">,
  now = Date.now(),
): Promise<PartNumberOutcome> {
  const read = readPartNumberCsv(text);
  if (!read.ok) {
    const refused = read.refused ?? [];
    return refused.length
      ? {
          kind: read.kind,
          message: read.message,
          refused: refused.slice(0, MAX_REFUSED_LISTED),
          refusedCount: refused.length,
        }
      : { kind: read.kind, message: read.message };
  }
  const counts = await (await getDatabase()).savePartNumbers(read.rows, now, member.name);
  const lines = (n: number, what: string) => `${n.toLocaleString("en-US")} ${what}`;
  const blank = read.blank
    ? ` ${lines(read.blank, read.blank === 1 ? "line" : "lines")} without an offer id ${read.blank === 1 ? "was" : "were"} left as ${read.blank === 1 ? "it was" : "they were"}.`
    : "";
  return {
    kind: "saved",
    message: `Part numbers saved: ${lines(counts.added, "new")}, ${lines(counts.changed, "changed")}, ${lines(counts.unchanged, "already so")}.${blank}`,
  };
}

/** What staff post for one number: map it to a tire, mark it not a tire, or take it off the list. */
export interface PartNumberDecision {
  partNumber: string;
  action: string;
  offerId: string;
  /** The entry's time the page showed, or empty for a number it showed as unmapped. */
  expectedUpdatedAt: string;
}

/** One number changed from the page, in words. */
export async function decidePartNumber(
  input: PartNumberDecision,
  member: Pick<StaffMember, "name">,
  now = Date.now(),
): Promise<{ ok: boolean; message: string }> {
  const partNumber = normalPartNumber(input.partNumber);
  if (partNumber === null) return { ok: false, message: partNumberReason(input.partNumber.trim()) };
  const expected = /^\d{1,15}$/.test(input.expectedUpdatedAt) ? Number(input.expectedUpdatedAt) : null;
  const db = await getDatabase();
  const stale = {
    ok: false,
    message: `Part number ${partNumber} was changed meanwhile by someone else. Its entry below is as it stands now.`,
  };
  if (input.action === "remove") {
    if (expected === null) return { ok: false, message: "Reload the page and try again." };
    return (await db.removePartNumber(partNumber, expected)) === "removed"
      ? { ok: true, message: `Part number ${partNumber} is off the list; the next export lists it to map.` }
      : stale;
  }
  const offerId = input.action === "not-a-tire" ? null : readMappedOffer(input.offerId);
  if (offerId === undefined) return { ok: false, message: offerHelp(partNumber, input.offerId.trim()) };
  const saved = await db.decidePartNumber(partNumber, offerId, expected, now, member.name);
  if (saved === "stale") return stale;
  return {
    ok: true,
    message:
      offerId === null
        ? `Part number ${partNumber} is marked as not a tire: exports leave it out.`
        : `Part number ${partNumber} is now ${offerId}. Upload the export again to count it.`,
  };
}

/** Why an offer id was not taken, with a way to find the right one. */
function offerHelp(partNumber: string, typed: string): string {
  if (/^\d{3}\s*\/\s*\d{2}\s*z?r\s*\d{2}/i.test(typed))
    return `${typed} is a size: look it up in the stock list, copy the offer id of the tire part number ${partNumber} is, and map it with that.`;
  return partNumberOfferReason(typed);
}

/**
 * Every number waiting, as the list's CSV with the offer ids left to fill in. Part numbers hold
 * no commas or quotes and start with a letter or digit (normalPartNumber), so they need no
 * quoting and a spreadsheet never reads one as a formula.
 */
export async function waitingPartNumbersCsv(): Promise<string> {
  const { rows } = await (await getDatabase()).unmappedPartNumbers(MAX_STOCK_ROWS);
  return ["part_number,offer_id", ...rows.map((r) => `${r.partNumber},`)].join("\r\n") + "\r\n";
}
