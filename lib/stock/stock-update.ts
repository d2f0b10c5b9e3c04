import { z } from "zod";
import { getDatabase, levelAt } from "@/lib/db";
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
} from "@/lib/inventory/stock-rules";
import type { StaffMember } from "@/lib/staff/roles";
import { rowsOutsideMember } from "@/lib/staff/stock-permissions";
import { MAX_REFUSED_LISTED, MAX_STOCK_ROWS } from "@/lib/inventory/upload-limits";
import { readFeedPartNumber } from "@/lib/inventory/feed-part-numbers";
import type {
  LeftOut,
  LeftOutReport,
  PartNumberBook,
  PartNumberSighting,
} from "@/lib/inventory/part-numbers";
import { leftOutReport, leftOutText, noteLeftOut } from "./part-number-list";

/**
 * Staff stock counts in, from either door: the CSV upload (csv-import.ts) and the automated JSON
 * feed (`{ rows: [{ locationId, offerId, onHand }] }`, or `partNumber` for the point of sale's
 * number in place of `offerId`) are checked by the same rules, saved all or nothing, and answered
 * in the same shapes.
 */

const FEED_SHAPE =
  'Send the counts as { "rows": [{ "locationId": 3, "offerId": "…", "onHand": 8 }] }, one entry per location and tire.';

const feedSchema = z.strictObject(
  {
    rows: z
      .array(z.unknown(), { error: FEED_SHAPE })
      .min(1, { error: "There are no rows to save. " + FEED_SHAPE }),
  },
  { error: FEED_SHAPE },
);

const feedRowSchema = z.strictObject(
  {
    locationId: z.custom<number>((v) => typeof v === "number" && isStockLocation(v), {
      error: (issue) => reasons.location(issue.input),
    }),
    offerId: z.string({ error: (issue) => reasons.offer(issue.input) }),
    onHand: z.custom<number>((v) => typeof v === "number" && isOnHand(v), {
      error: (issue) => reasons.onHand(issue.input),
    }),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `A row takes only locationId, offerId (or partNumber) and onHand, not ${issue.keys.map((k) => `"${k}"`).join(", ")}.`
        : "Each row is an object with locationId, offerId and onHand.",
  },
);

export const TOO_MANY_ROWS = `Too many rows: one update may hold at most ${MAX_STOCK_ROWS.toLocaleString("en-US")}. Send them in smaller parts.`;

/** Reads the JSON feed's body: each row on its own, then the rules across rows. */
export function readStockFeed(body: unknown, book: PartNumberBook = new Map()): StockInput {
  const rows = (body as { rows?: unknown } | null)?.rows;
  if (Array.isArray(rows) && rows.length > MAX_STOCK_ROWS)
    return { ok: false, kind: "too-large", message: TOO_MANY_ROWS };
  const shape = z.safeParse(feedSchema, body);
  if (!shape.success)
    return { ok: false, kind: "invalid", message: shape.error.issues[0]?.message ?? FEED_SHAPE };

  const refused: RefusedRow[] = [];
  const placed: PlacedRow[] = [];
  const unmapped = new Map<string, PartNumberSighting>();
  let notTires = 0;
  shape.data.rows.forEach((given, index) => {
    const read = readFeedPartNumber(given, book);
    if (read.kind === "refused") {
      for (const reason of read.reasons) refused.push({ index, reason });
      return;
    }
    if (read.kind === "not-a-tire") notTires++;
    if (read.kind === "unmapped") unmapped.set(read.sighting.partNumber, read.sighting);
    if (read.kind !== "row") return;
    const raw = read.row;
    const row = z.safeParse(feedRowSchema, raw);
    if (row.success) {
      placed.push({ at: { index }, row: row.data });
      return;
    }
    for (const issue of row.error.issues) refused.push({ index, reason: issue.message });
    // Still checked against the catalog and the other rows, so the answer lists all that is wrong.
    const { locationId, offerId } = (typeof raw === "object" && raw !== null ? raw : {}) as Record<
      string,
      unknown
    >;
    if (typeof offerId === "string" && !row.error.issues.some((i) => i.path[0] === "offerId"))
      placed.push({
        at: { index },
        row: { locationId: typeof locationId === "number" ? locationId : NaN, offerId, onHand: NaN },
      });
  });
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

/**
 * The rows whose count is below what appointments hold there now: checked before saving, so the
 * answer lists them with everything else wrong. Saving checks again under the stock lock.
 */
async function rowsBelowHeld(rows: readonly PlacedRow[]): Promise<RefusedRow[]> {
  if (rows.length === 0) return [];
  const levels = await (await getDatabase()).stockLevels([...new Set(rows.map((r) => r.row.offerId))]);
  return rows.flatMap(({ at, row }) => {
    const { held } = levelAt(levels, row.locationId, row.offerId);
    return row.onHand < held ? [{ ...at, reason: reasons.held(held, row.locationId) }] : [];
  });
}

/**
 * Saves checked rows, all or nothing. The database refuses a row that would leave fewer tires
 * than appointments hold; its refusals come back where the row stood in what was sent.
 */
export async function saveStock(
  rows: readonly PlacedRow[],
  now = Date.now(),
): Promise<{ ok: true; updated: number } | { ok: false; refused: RefusedRow[] }> {
  const result = await (
    await getDatabase()
  ).setStock(
    rows.map((r) => r.row),
    now,
  );
  if (result.ok) return result;
  return { ok: false, refused: result.refused.map((r) => ({ ...rows[r.index]!.at, reason: r.reason })) };
}

/**
 * What became of a stock update: `saved` with the count, or refused and nothing written:
 * `too-large`, `invalid`, `forbidden` (rows for locations the member may not update,
 * stock-permissions.ts) or `held-for-appointments` (a count below what appointments hold).
 * Refused rows are listed up to MAX_REFUSED_LISTED, with how many there were in all.
 */
export type StockUpdateOutcome =
  | { kind: "saved"; updated: number; message: string; leftOut?: LeftOutReport }
  | {
      kind: "too-large" | "invalid" | "forbidden" | "held-for-appointments";
      message: string;
      refused?: RefusedRow[];
      refusedCount?: number;
      leftOut?: LeftOutReport;
    };

function refusal(
  kind: Exclude<StockUpdateOutcome["kind"], "saved">,
  message: string,
  refused: readonly RefusedRow[] = [],
  leftOut?: LeftOutReport,
): StockUpdateOutcome {
  const also = leftOut ? { leftOut } : {};
  if (refused.length === 0) return { kind, message, ...also };
  return {
    kind,
    message,
    refused: refused.slice(0, MAX_REFUSED_LISTED),
    refusedCount: refused.length,
    ...also,
  };
}

/**
 * Checks and saves what `member` sent: saved with the count, or refused in words. Every row is
 * checked every way before anything is answered (its values, the catalog, repeats, the member's
 * locations, what appointments hold), so one answer lists all there is to fix. The kind names the
 * first of those that applies.
 */
export async function updateStock(
  input: StockInput,
  member: Pick<StaffMember, "roles" | "storeIds"> & { name?: string },
): Promise<StockUpdateOutcome> {
  // Numbers nobody has mapped are noted whatever becomes of the file: staff map them next.
  await noteLeftOut(input.leftOut, member.name ?? "Stock feed");
  const leftOut = leftOutReport(input.leftOut);
  // Refused as a whole (too large, unreadable, no rows): there are no rows to look further at.
  if (!input.ok && !input.refused?.length) return refusal(input.kind, input.message, [], leftOut);
  const rows = input.ok ? input.rows : (input.rows ?? []);
  const outside = rowsOutsideMember(rows, member);
  const below = await rowsBelowHeld(rowsNotRefused(rows, outside));
  const refused = mergeRefused([...(input.ok ? [] : (input.refused ?? [])), ...outside, ...below]);
  if (refused.length) {
    const kind = !input.ok ? input.kind : outside.length ? "forbidden" : "held-for-appointments";
    return refusal(kind, refusedMessage(refused.length), refused, leftOut);
  }
  const saved = await saveStock(rows);
  if (!saved.ok)
    return refusal("held-for-appointments", refusedMessage(saved.refused.length), saved.refused, leftOut);
  const count = `${saved.updated.toLocaleString("en-US")} ${saved.updated === 1 ? "row" : "rows"}`;
  const message = [`Stock saved: ${count} updated.`, leftOutText(leftOut)].filter(Boolean).join(" ");
  return { kind: "saved", updated: saved.updated, message, ...(leftOut ? { leftOut } : {}) };
}
