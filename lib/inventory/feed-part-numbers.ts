import {
  normalPartNumber,
  partNumberReason,
  type PartNumberBook,
  type PartNumberSighting,
} from "./part-numbers";
import { isOnHand, isStockLocation, reasons } from "./stock-rules";

/**
 * A row of the JSON stock feed that names its tire by the point of sale's part number
 * (`{ locationId, partNumber, onHand }`), read through the part-number list: the row with our
 * offer id in its place, an item that is not a tire, a number nobody has mapped yet (left out
 * and noted, as the CSV export's are), or why it cannot be read. A row without a partNumber key
 * comes back as it was, for the feed's own checks.
 */
export type FeedRowRead =
  | { kind: "row"; row: unknown }
  | { kind: "not-a-tire" }
  | { kind: "unmapped"; sighting: PartNumberSighting }
  | { kind: "refused"; reasons: string[] };

export function readFeedPartNumber(raw: unknown, book: PartNumberBook): FeedRowRead {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw) || !Object.hasOwn(raw, "partNumber"))
    return { kind: "row", row: raw };
  const { partNumber: given, ...rest } = raw as Record<string, unknown>;
  if (Object.hasOwn(rest, "offerId"))
    return { kind: "refused", reasons: ["A row names its tire once: offerId or partNumber, not both."] };
  const partNumber = typeof given === "string" ? normalPartNumber(given) : null;
  if (partNumber === null)
    return {
      kind: "refused",
      reasons: [partNumberReason(typeof given === "string" ? given.trim() : String(given))],
    };
  const mapped = book.get(partNumber);
  if (mapped) return { kind: "row", row: { ...rest, offerId: mapped } };
  // Left out, but a wrong location or count is still a mistake in the feed.
  const { locationId, onHand } = rest;
  const goodLocation = typeof locationId === "number" && isStockLocation(locationId);
  const goodCount = typeof onHand === "number" && isOnHand(onHand);
  const wrong = [
    ...(goodLocation ? [] : [reasons.location(locationId)]),
    ...(goodCount ? [] : [reasons.onHand(onHand)]),
  ];
  if (wrong.length) return { kind: "refused", reasons: wrong };
  if (mapped === null) return { kind: "not-a-tire" };
  return {
    kind: "unmapped",
    sighting: { partNumber, locationId: locationId as number, onHand: onHand as number },
  };
}
