import { findLocation } from "@/data/locations";
import { getDatabase } from "@/lib/db";
import { stockLocationName } from "@/lib/inventory/stock-rules";
import { passengerCatalog } from "@/lib/tires/passenger-tires";

/**
 * The part-number page's reading: the numbers waiting to be mapped (last seen first), and the
 * mapped ones matching a search, each in words staff read at a glance.
 */

const WAITING_LISTED = 100;
const MAPPED_LISTED = 100;
const MAX_QUERY_LENGTH = 60;

export interface WaitingRow {
  partNumber: string;
  /** "Nov 28, 9:12 AM EST at Bristol, 8 on hand · seen 3 times" */
  seen: string;
}

export interface MappedRow {
  partNumber: string;
  offerId: string | null;
  /** "Michelin Defender2 225/65R17", "Not a tire", or the offer id of a tire no longer sold. */
  tire: string;
  changed: string;
  updatedAt: number;
}

/** A time on the clock of where it happened: the store's, or Eastern for the company. */
function at(epochMs: number, locationId: number | null): string {
  const timeZone = (locationId !== null && findLocation(locationId)?.timeZone) || "America/New_York";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(epochMs);
}

function tireName(offerId: string | null): string {
  if (offerId === null) return "Not a tire";
  const offer = passengerCatalog.getOffer(offerId);
  return offer ? `${offer.brand} ${offer.name} ${offer.size}` : `${offerId} (no longer in the catalog)`;
}

export const readPartQuery = (value: string | string[] | undefined) =>
  typeof value === "string" ? value.trim().slice(0, MAX_QUERY_LENGTH) : "";

export async function loadPartNumberPage(q: string) {
  const db = await getDatabase();
  const [waiting, entries] = await Promise.all([
    db.unmappedPartNumbers(WAITING_LISTED),
    db.partNumberEntries(),
  ]);
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const mapped: MappedRow[] = entries
    .map((e) => ({
      partNumber: e.partNumber,
      offerId: e.offerId,
      tire: tireName(e.offerId),
      changed: `${e.updatedBy}, ${at(e.updatedAt, null)}`,
      updatedAt: e.updatedAt,
    }))
    .filter((row) => {
      const text = `${row.partNumber} ${row.offerId ?? ""} ${row.tire}`.toLowerCase();
      return words.every((w) => text.includes(w));
    });
  return {
    q,
    waiting: waiting.rows.map((w): WaitingRow => ({
      partNumber: w.partNumber,
      seen: [
        `${at(w.lastSeenAt, w.locationId)}${w.locationId === null ? "" : ` at ${stockLocationName(w.locationId)}`}`,
        w.onHand === null ? "" : `${w.onHand} on hand`,
        `seen ${w.timesSeen === 1 ? "once" : `${w.timesSeen} times`}`,
      ]
        .filter(Boolean)
        .join(" · "),
    })),
    waitingTotal: waiting.total,
    mapped: mapped.slice(0, MAPPED_LISTED),
    mappedMatching: mapped.length,
    mappedTotal: entries.length,
  };
}

export type PartNumberPage = Awaited<ReturnType<typeof loadPartNumberPage>>;
