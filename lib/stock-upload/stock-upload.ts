import type { LeftOutReport } from "@/lib/inventory/part-numbers";

/**
 * The staff page's stock upload as its form and its server action both see it. Browser-safe: no
 * data, no parser.
 */

export interface RefusedLine {
  line?: number;
  index?: number;
  reason: string;
}

/**
 * What the upload form shows after an upload: saved, or refused with the lines to correct; either
 * way, for an export by part number, the numbers it could not count.
 */
export type StockUploadResult = (
  | { kind: "saved"; message: string; file: string }
  | { kind: "refused"; message: string; file: string | null; refused: RefusedLine[]; refusedCount: number }
) & { leftOut?: LeftOutReport };

export const NO_FILE_CHOSEN = "Choose the CSV file to upload first.";
export const FILE_TOO_LARGE =
  "The file is too large: an upload may be at most 2 MB. Split it into smaller files.";
