import { onTheSpot } from "@/data/instant-booking";
import type { VisitKind } from "./visit";

/** Where a visit's tires come from, as far as booking on the spot cares. */
export type TiresFrom = "none" | "store-shelf" | "elsewhere";

export interface OnTheSpotQuestion {
  storeId: number;
  /** Every service of the visit, main first. */
  services: readonly string[];
  visit: VisitKind;
  /** The customer proved their e-mail address (a code, or this browser's earlier proof). */
  contactProven: boolean;
  /** Known once the tires are held, inside the booking's transaction. */
  tires: TiresFrom;
}

/**
 * Is this visit booked at once (confirmed), rather than a request the store confirms? Only for a
 * customer who proved their address, for work at the store, when every service of the visit is
 * bookable on the spot there (data/instant-booking.ts). An installation also needs its tires on
 * the store's own shelf: without a set chosen, or with one still to come by truck or order, the
 * store has to confirm what it fits and when.
 */
export function bookedOnTheSpot(q: OnTheSpotQuestion): boolean {
  if (!q.contactProven || q.visit === "on-site" || q.services.length === 0) return false;
  return q.services.every((service) => {
    const rule = onTheSpot(q.storeId, service);
    return rule === "yes" || (rule === "with-store-tires" && q.tires === "store-shelf");
  });
}
